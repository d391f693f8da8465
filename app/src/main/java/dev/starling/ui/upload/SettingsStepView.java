package dev.starling.ui.upload;

import static dev.starling.ui.Visibility.showText;
import static dev.starling.ui.Visibility.showWhen;

import dev.starling.core.upload.common.UploadSettings;
import dev.starling.ui.FxmlView;
import dev.starling.ui.ads.UploadTarget;
import dev.starling.core.text.Messages;
import javafx.beans.binding.Bindings;
import javafx.event.Event;
import javafx.fxml.FXML;
import javafx.scene.control.DatePicker;
import javafx.scene.control.Label;
import javafx.scene.control.RadioButton;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleGroup;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.HBox;

/** Upload wizard, step 4: Update or Delete, the dates, and the chosen list or a new audience by name. */
final class SettingsStepView extends FxmlView {

    private final UploadSettingsStep settings;

    @FXML private RadioButton updateRadio;
    @FXML private RadioButton deleteRadio;
    @FXML private Label effectiveLabel;
    @FXML private DatePicker effectivePicker;
    @FXML private DatePicker expiresPicker;
    @FXML private RadioButton existingRadio;
    @FXML private HBox newRow;
    @FXML private RadioButton newRadio;
    @FXML private TextField newNameField;
    @FXML private Label settingsErrorLabel;

    SettingsStepView(UploadSettingsStep settings) {
        this.settings = settings;
        load();
    }

    /**
     * The step came on screen: the keyboard goes to the chosen target (a new audience's name, or the
     * existing one's option), never to the Upload button it was clicked through on.
     */
    void shown() {
        if (settings.createNewProperty().get() && newRow.isVisible()) {
            newNameField.requestFocus();
        } else if (existingRadio.isVisible()) {
            existingRadio.requestFocus();
        } else {
            updateRadio.requestFocus();
        }
    }

    @FXML
    private void initialize() {
        ToggleGroup operations = new ToggleGroup();
        updateRadio.setToggleGroup(operations);
        deleteRadio.setToggleGroup(operations);
        updateRadio.setSelected(settings.operationProperty().get() == UploadSettings.Operation.UPDATE);
        deleteRadio.setSelected(settings.operationProperty().get() == UploadSettings.Operation.DELETE);
        operations.selectedToggleProperty().addListener((obs, old, now) -> settings.operationProperty()
                .set(now == deleteRadio ? UploadSettings.Operation.DELETE : UploadSettings.Operation.UPDATE));
        effectivePicker.valueProperty().bindBidirectional(settings.effectiveDateProperty());
        expiresPicker.valueProperty().bindBidirectional(settings.expiresDateProperty());
        boolean doNotReach = settings.targetProperty().get().doNotReach();
        showWhen(effectiveLabel, Bindings.createBooleanBinding(() -> !doNotReach));
        showWhen(effectivePicker, Bindings.createBooleanBinding(() -> !doNotReach));
        showWhen(newRow, Bindings.createBooleanBinding(() -> !doNotReach));

        ToggleGroup targets = new ToggleGroup();
        existingRadio.setToggleGroup(targets);
        newRadio.setToggleGroup(targets);
        existingRadio.textProperty().bind(Bindings.createStringBinding(() -> {
            UploadTarget now = settings.targetProperty().get();
            return now.hasList() ? Messages.text(now.doNotReach() ? "upload.settings.existingList"
                    : "upload.settings.existing", now.listName()) : "";
        }, settings.targetProperty()));
        showWhen(existingRadio, Bindings.createBooleanBinding(() -> settings.targetProperty().get().hasList(),
                settings.targetProperty()));
        newRadio.setSelected(settings.createNewProperty().get());
        existingRadio.setSelected(!settings.createNewProperty().get());
        targets.selectedToggleProperty().addListener((obs, old, now) -> settings.createNewProperty().set(now == newRadio));
        settings.createNewProperty().addListener((obs, old, now) -> (now ? newRadio : existingRadio).setSelected(true));
        newNameField.textProperty().bindBidirectional(settings.newAudienceNameProperty());
        // Always usable: a click in it, or a name typed or pasted into it, chooses "a new audience".
        newNameField.addEventFilter(MouseEvent.MOUSE_PRESSED, event -> settings.createNewProperty().set(true));
        newNameField.textProperty().addListener((obs, old, now) -> {
            if (newNameField.isFocused() && !now.isBlank()) {
                settings.createNewProperty().set(true);
            }
        });
        // Enter in the name does not upload: the Upload button, which says where to, does.
        newNameField.setOnAction(Event::consume);
        newRadio.selectedProperty().addListener((obs, old, now) -> {
            if (now && !newNameField.isFocused()) {
                newNameField.requestFocus();
            }
        });
        showText(settingsErrorLabel, settings.errorProperty());
    }
}

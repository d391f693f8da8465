package dev.starling.ui.settings;

import static dev.starling.ui.Visibility.showText;
import static dev.starling.ui.Visibility.showWhen;

import dev.starling.ui.FxmlView;
import dev.starling.ui.common.StatusLines;
import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.PasswordField;
import javafx.scene.control.RadioButton;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.GridPane;

/** The OAuth 2.0 client section of Settings: binds the form to {@link OAuth2ClientViewModel}. */
public final class OAuth2ClientPane extends FxmlView {

    private final OAuth2ClientViewModel viewModel;

    @FXML private Label sandboxLabel;
    @FXML private GridPane fields;
    @FXML private TextField clientIdField;
    @FXML private RadioButton publicChoice;
    @FXML private RadioButton confidentialChoice;
    @FXML private PasswordField secretField;
    @FXML private Label secretHintLabel;
    @FXML private TextArea redirectsArea;
    @FXML private Button saveButton;
    @FXML private StatusLines status;

    public OAuth2ClientPane(OAuth2ClientViewModel viewModel) {
        this.viewModel = viewModel;
        load();
    }

    @FXML
    private void initialize() {
        var readOnly = viewModel.editableProperty().not();
        showWhen(sandboxLabel, readOnly);
        ToggleGroup type = new ToggleGroup();
        publicChoice.setToggleGroup(type);
        confidentialChoice.setToggleGroup(type);
        (viewModel.confidentialProperty().get() ? confidentialChoice : publicChoice).setSelected(true);
        confidentialChoice.selectedProperty().addListener((obs, old, now) -> viewModel.confidentialProperty().set(now));
        viewModel.confidentialProperty().addListener((obs, old, now) -> (now ? confidentialChoice : publicChoice)
                .setSelected(true));
        clientIdField.textProperty().bindBidirectional(viewModel.clientIdProperty());
        clientIdField.editableProperty().bind(viewModel.editableProperty());
        publicChoice.disableProperty().bind(readOnly);
        confidentialChoice.disableProperty().bind(readOnly);
        secretField.textProperty().bindBidirectional(viewModel.secretProperty());
        secretField.disableProperty().bind(readOnly.or(viewModel.confidentialProperty().not()));
        showText(secretHintLabel, viewModel.secretHintProperty());
        redirectsArea.textProperty().bindBidirectional(viewModel.redirectUrisProperty());
        redirectsArea.editableProperty().bind(viewModel.editableProperty());
        saveButton.disableProperty().bind(readOnly.or(viewModel.busyProperty()));
        saveButton.setOnAction(event -> viewModel.save());
        status.bind("oauth2Client", viewModel);
    }
}

package dev.starling.ui.settings;

import dev.starling.ui.common.CopyButton;
import static dev.starling.ui.Visibility.showText;
import static dev.starling.ui.Visibility.showWhen;

import dev.starling.ui.Visibility;
import dev.starling.core.config.EnvironmentKind;
import dev.starling.core.config.ThemePreference;
import dev.starling.ui.FxmlView;
import dev.starling.ui.ViewLoader;
import dev.starling.ui.common.DemoCredentialsPane;
import dev.starling.core.text.Messages;
import dev.starling.ui.common.StatusLines;
import dev.starling.ui.common.TextCells;
import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.PasswordField;
import javafx.scene.control.RadioButton;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.VBox;

/** Settings workspace: binds the form to {@link SettingsViewModel}. */
public final class SettingsView extends FxmlView {

    private final SettingsViewModel viewModel;
    private final BearerTokenViewModel bearer;

    @FXML private RadioButton sandboxChoice;
    @FXML private RadioButton xApiChoice;
    @FXML private RadioButton customChoice;
    @FXML private VBox demoHolder;
    @FXML private GridPane keyFields;
    @FXML private TextField apiBaseField;
    @FXML private TextField adsApiBaseField;
    @FXML private TextField consumerKeyField;
    @FXML private PasswordField consumerSecretField;
    @FXML private Label secretHintLabel;
    @FXML private Button applyButton;
    @FXML private Label activeLabel;
    @FXML private Label statusLabel;
    @FXML private Label errorLabel;
    @FXML private ChoiceBox<ThemePreference> themeChoice;
    @FXML private Label dataDirLabel;
    @FXML private Label credentialStorageLabel;
    @FXML private Label bearerLabel;
    @FXML private Button obtainBearerButton;
    @FXML private Button copyBearerButton;
    @FXML private Button invalidateBearerButton;
    @FXML private Label bearerMessageLabel;
    @FXML private Label bearerErrorLabel;

    @FXML private TextField phoneRegionField;
    @FXML private Button phoneRegionButton;
    @FXML private StatusLines uploadsStatus;
    @FXML private VBox sectionHolder;
    private final UploadDefaultsViewModel uploads;

    @FXML private VBox oauth2ClientHolder;
    private final java.util.function.Function<javafx.beans.value.ObservableValue<EnvironmentKind>, OAuth2ClientViewModel> oauth2Client;

    /** @param oauth2Client the OAuth 2.0 client's view-model, following the environment kind the form shows */
    public SettingsView(SettingsViewModel viewModel, BearerTokenViewModel bearer, UploadDefaultsViewModel uploads,
                        java.util.function.Function<javafx.beans.value.ObservableValue<EnvironmentKind>, OAuth2ClientViewModel> oauth2Client) {
        this.viewModel = viewModel;
        this.bearer = bearer;
        this.uploads = uploads;
        this.oauth2Client = oauth2Client;
        load();
    }

    @FXML
    private void initialize() {
        ToggleGroup environments = new ToggleGroup();
        sandboxChoice.setToggleGroup(environments);
        xApiChoice.setToggleGroup(environments);
        customChoice.setToggleGroup(environments);
        sandboxChoice.setUserData(EnvironmentKind.SANDBOX);
        xApiChoice.setUserData(EnvironmentKind.X_API);
        customChoice.setUserData(EnvironmentKind.CUSTOM);
        selectKind(environments, viewModel.kindProperty().get());
        environments.selectedToggleProperty().addListener((obs, old, now) -> {
            if (now != null) {
                viewModel.kindProperty().set((EnvironmentKind) now.getUserData());
            }
        });
        viewModel.kindProperty().addListener((obs, old, now) -> {
            selectKind(environments, now);
            updateFields(now);
        });
        updateFields(viewModel.kindProperty().get());

        apiBaseField.textProperty().bindBidirectional(viewModel.apiBaseProperty());
        adsApiBaseField.textProperty().bindBidirectional(viewModel.adsApiBaseProperty());
        consumerKeyField.textProperty().bindBidirectional(viewModel.consumerKeyProperty());
        consumerSecretField.textProperty().bindBidirectional(viewModel.consumerSecretProperty());
        showText(secretHintLabel, viewModel.secretHintProperty());
        demoHolder.getChildren().add(new DemoCredentialsPane(viewModel.demoCredentials(), "settingsDemoCredentials",
                Messages.text("settings.demo.intro"), true).root());
        showWhen(demoHolder, viewModel.demoCredentials().availableProperty());
        activeLabel.textProperty().bind(viewModel.activeEnvironmentProperty());
        StatusLines.show(statusLabel, errorLabel, viewModel);
        applyButton.disableProperty().bind(viewModel.busyProperty());
        applyButton.setOnAction(event -> viewModel.apply());

        themeChoice.getItems().setAll(ThemePreference.values());
        themeChoice.setConverter(TextCells.converter(value -> ViewLoader.messages().getString("settings.theme."
                + value.name().toLowerCase(java.util.Locale.ROOT))));
        themeChoice.valueProperty().bindBidirectional(viewModel.themeProperty());
        phoneRegionField.textProperty().bindBidirectional(uploads.phoneRegionProperty());
        phoneRegionField.setOnAction(event -> uploads.apply());
        phoneRegionButton.setOnAction(event -> uploads.apply());
        uploadsStatus.bind("settingsUploads", uploads);
        bearerLabel.textProperty().bind(bearer.maskedProperty());
        StatusLines.show(bearerMessageLabel, bearerErrorLabel, bearer);
        // X keeps one token per app: obtaining again would only return the one held.
        obtainBearerButton.disableProperty().bind(bearer.busyProperty().or(bearer.heldProperty()));
        obtainBearerButton.setOnAction(event -> bearer.obtain());
        copyBearerButton.disableProperty().bind(bearer.heldProperty().not());
        CopyButton.copies(copyBearerButton, () -> bearer.copyToken());
        invalidateBearerButton.disableProperty().bind(bearer.heldProperty().not().or(bearer.busyProperty()));
        invalidateBearerButton.setOnAction(event -> bearer.confirmInvalidate());
        oauth2ClientHolder.getChildren().add(new OAuth2ClientPane(oauth2Client.apply(viewModel.kindProperty())).root());
        dataDirLabel.setText(viewModel.dataDir());
        credentialStorageLabel.setText(viewModel.credentialStorage());
    }

    /** Adds a section of another view after the upload settings (the price table). */
    public SettingsView withSection(javafx.scene.Node section) {
        sectionHolder.getChildren().add(section);
        return this;
    }

    private void updateFields(EnvironmentKind kind) {
        boolean keys = viewModel.needsKeys(kind);
        keyFields.setDisable(!keys);
        // The sandbox needs no addresses or keys: the form would be an empty block.
        Visibility.show(keyFields, keys);
        boolean custom = kind == EnvironmentKind.CUSTOM;
        apiBaseField.setEditable(custom);
        adsApiBaseField.setEditable(custom);
    }

    private static void selectKind(ToggleGroup group, EnvironmentKind kind) {
        group.getToggles().stream().filter(toggle -> toggle.getUserData() == kind).findFirst()
                .ifPresent(toggle -> toggle.setSelected(true));
    }
}

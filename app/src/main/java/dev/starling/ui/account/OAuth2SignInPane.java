package dev.starling.ui.account;

import static dev.starling.ui.Visibility.showWhen;

import dev.starling.ui.FxmlView;
import dev.starling.ui.common.CopyButton;
import dev.starling.ui.common.StatusLines;
import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.VBox;

/** The OAuth 2.0 sign-in on the Account page: binds the scope list and the steps to {@link OAuth2SignInViewModel}. */
public final class OAuth2SignInPane extends FxmlView {

    private final OAuth2SignInViewModel viewModel;

    @FXML private Label noClientLabel;
    @FXML private FlowPane scopeGroups;
    @FXML private CheckBox elsewhereCheck;
    @FXML private Button signInButton;
    @FXML private ProgressIndicator progress;
    @FXML private Button cancelButton;
    @FXML private VBox waitingBox;
    @FXML private Label waitingLabel;
    @FXML private TextField authorizeUrlField;
    @FXML private Button copyUrlButton;
    @FXML private Button openBrowserButton;
    @FXML private TextField pastedField;
    @FXML private Button finishButton;
    @FXML private StatusLines status;

    public OAuth2SignInPane(OAuth2SignInViewModel viewModel) {
        this.viewModel = viewModel;
        load();
    }

    @FXML
    private void initialize() {
        showWhen(noClientLabel, viewModel.hasClientProperty().not());
        var idle = viewModel.phaseProperty().isEqualTo(OAuth2SignInViewModel.Phase.IDLE);
        var waiting = viewModel.phaseProperty().isEqualTo(OAuth2SignInViewModel.Phase.WAITING);
        for (ScopeChoice.Group group : viewModel.groups()) {
            VBox box = new VBox();
            box.getStyleClass().add("scope-group");
            Label heading = new Label(group.heading());
            heading.getStyleClass().add("strong");
            box.getChildren().add(heading);
            for (ScopeChoice scope : group.scopes()) {
                CheckBox check = new CheckBox(scope.words());
                check.setId("scope-" + scope.name());
                check.setWrapText(true);
                check.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
                check.selectedProperty().bindBidirectional(scope.chosenProperty());
                check.disableProperty().bind(idle.not().or(new javafx.beans.property.SimpleBooleanProperty(scope.required())));
                Label name = new Label(scope.name());
                name.getStyleClass().addAll("mono", "help-text", "scope-name");
                name.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
                check.setTooltip(new Tooltip(scope.name()));
                check.setMaxWidth(Double.MAX_VALUE);
                javafx.scene.layout.HBox row = new javafx.scene.layout.HBox(8, check, name);
                javafx.scene.layout.HBox.setHgrow(check, javafx.scene.layout.Priority.ALWAYS);
                box.getChildren().add(row);
            }
            scopeGroups.getChildren().add(box);
        }
        elsewhereCheck.selectedProperty().bindBidirectional(viewModel.browserElsewhereProperty());
        elsewhereCheck.disableProperty().bind(idle.not());
        signInButton.disableProperty().bind(idle.not().or(viewModel.hasClientProperty().not()));
        signInButton.setOnAction(event -> viewModel.start());
        showWhen(progress, idle.not());
        showWhen(cancelButton, idle.not());
        cancelButton.setOnAction(event -> viewModel.cancel());

        showWhen(waitingBox, viewModel.authorizeUrlProperty().isNotEmpty());
        waitingLabel.textProperty().bind(viewModel.waitingTextProperty());
        authorizeUrlField.textProperty().bind(viewModel.authorizeUrlProperty());
        CopyButton.copies(copyUrlButton, viewModel::copyAuthorizeUrl);
        openBrowserButton.setOnAction(event -> viewModel.reopenBrowser());
        openBrowserButton.disableProperty().bind(viewModel.browserElsewhereProperty());
        pastedField.textProperty().bindBidirectional(viewModel.pastedProperty());
        pastedField.disableProperty().bind(waiting.not());
        pastedField.setOnAction(event -> viewModel.finishPasted());
        finishButton.disableProperty().bind(waiting.not().or(viewModel.pastedProperty().isEmpty()));
        finishButton.setOnAction(event -> viewModel.finishPasted());
        viewModel.pastingProperty().addListener((obs, old, now) -> {
            if (now) {
                pastedField.requestFocus();
            }
        });
        status.bind("oauth2", viewModel);
    }
}

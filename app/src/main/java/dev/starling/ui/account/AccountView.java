package dev.starling.ui.account;

import dev.starling.ui.common.CopyButton;
import static dev.starling.ui.Visibility.showWhen;

import dev.starling.core.api.account.Account;
import dev.starling.ui.FxmlView;
import dev.starling.ui.common.DemoCredentialsPane;
import dev.starling.core.text.Messages;
import dev.starling.ui.common.StatusLines;
import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.javafx.FontIcon;

/** The Account workspace: binds sign-in and the account list to {@link AccountViewModel}. */
public final class AccountView extends FxmlView {

    private final AccountViewModel viewModel;

    @FXML private Label signedInAsLabel;
    @FXML private StatusLines status;
    @FXML private HBox localRemovalRow;
    @FXML private Button removeLocallyButton;
    @FXML private VBox demoHolder;
    @FXML private CheckBox authenticateCheck;
    @FXML private CheckBox forceLoginCheck;
    @FXML private TextField screenNameField;
    @FXML private Button signInButton;
    @FXML private VBox pinBox;
    @FXML private TextField authorizeUrlField;
    @FXML private Button copyUrlButton;
    @FXML private Button openBrowserButton;
    @FXML private TextField pinField;
    @FXML private Button finishButton;
    @FXML private Button cancelButton;
    @FXML private ListView<Account> accountList;
    @FXML private Button makeDefaultButton;
    @FXML private Button signOutButton;

    public AccountView(AccountViewModel viewModel) {
        this.viewModel = viewModel;
        load("/dev/starling/ui/account/AccountView.fxml");
    }

    @FXML
    private void initialize() {
        signedInAsLabel.textProperty().bind(viewModel.signedInAsProperty());
        status.bind("account", viewModel);
        showWhen(localRemovalRow, viewModel.offerLocalRemovalProperty());
        removeLocallyButton.setOnAction(event -> viewModel.removeLocallyOnly());

        demoHolder.getChildren().add(new DemoCredentialsPane(viewModel.demoCredentials(), "accountDemoUsers",
                Messages.text("account.demo.intro"), false).root());
        showWhen(demoHolder, viewModel.demoCredentials().availableProperty());

        authenticateCheck.selectedProperty().bindBidirectional(viewModel.authorizeForm().useAuthenticateProperty());
        forceLoginCheck.selectedProperty().bindBidirectional(viewModel.authorizeForm().forceLoginProperty());
        screenNameField.textProperty().bindBidirectional(viewModel.authorizeForm().screenNameProperty());
        var idle = viewModel.phaseProperty().isEqualTo(AccountViewModel.Phase.IDLE);
        signInButton.disableProperty().bind(idle.not());
        signInButton.setOnAction(event -> viewModel.startSignIn());

        var waiting = viewModel.phaseProperty().isEqualTo(AccountViewModel.Phase.WAITING_FOR_PIN);
        showWhen(pinBox, viewModel.authorizeUrlProperty().isNotEmpty());
        authorizeUrlField.textProperty().bind(viewModel.authorizeUrlProperty());
        CopyButton.copies(copyUrlButton, viewModel::copyAuthorizeUrl);
        openBrowserButton.setOnAction(event -> viewModel.reopenBrowser());
        pinField.textProperty().bindBidirectional(viewModel.pinProperty());
        pinField.disableProperty().bind(waiting.not());
        finishButton.disableProperty().bind(waiting.not().or(viewModel.pinProperty().isEmpty()));
        finishButton.setOnAction(event -> viewModel.finishSignIn());
        pinField.setOnAction(event -> viewModel.finishSignIn());
        cancelButton.setOnAction(event -> viewModel.cancelSignIn());
        viewModel.phaseProperty().addListener((obs, old, now) -> {
            if (now == AccountViewModel.Phase.WAITING_FOR_PIN) {
                pinField.requestFocus();
            }
        });
        // No browser: the address is what the user needs next, selected for Ctrl+C.
        viewModel.browserFailedProperty().addListener((obs, old, failed) -> {
            if (failed) {
                authorizeUrlField.requestFocus();
                authorizeUrlField.selectAll();
            }
        });

        accountList.setItems(viewModel.accounts());
        accountList.setCellFactory(view -> new ListCell<>() {
            @Override
            protected void updateItem(Account account, boolean empty) {
                super.updateItem(account, empty);
                if (empty || account == null) {
                    setText(null);
                    setGraphic(null);
                    return;
                }
                setText(Messages.text("account.row", account.screenName(), account.userId())
                        + (account.isDefault() ? "   " + Messages.text("account.row.default") : "")
                        + (account.needsSignIn() ? "   " + Messages.text("account.row.needsSignIn") : ""));
                setGraphic(account.needsSignIn() ? new FontIcon("fth-alert-triangle")
                        : account.isDefault() ? new FontIcon("fth-star") : null);
            }
        });
        viewModel.selectedProperty().bind(accountList.getSelectionModel().selectedItemProperty());
        var none = accountList.getSelectionModel().selectedItemProperty().isNull();
        makeDefaultButton.disableProperty().bind(none);
        signOutButton.disableProperty().bind(none);
        makeDefaultButton.setOnAction(event -> viewModel.makeDefault(accountList.getSelectionModel().getSelectedItem()));
        signOutButton.setOnAction(event -> viewModel.confirmSignOut(accountList.getSelectionModel().getSelectedItem()));
    }
}

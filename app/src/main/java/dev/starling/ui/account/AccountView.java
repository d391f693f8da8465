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
    @FXML private javafx.scene.control.TitledPane signInPane;
    @FXML private Button makeDefaultButton;
    @FXML private Button signOutButton;

    @FXML private VBox oauth2Holder;
    @FXML private VBox importHolder;
    @FXML private Button signInAgainButton;
    private final OAuth2SignInViewModel oauth2;
    private final CredentialImportViewModel credentialImport;

    public AccountView(AccountViewModel viewModel, OAuth2SignInViewModel oauth2,
                       CredentialImportViewModel credentialImport) {
        this.viewModel = viewModel;
        this.oauth2 = oauth2;
        this.credentialImport = credentialImport;
        load();
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

        // Folded once someone is signed in (the accounts list comes into view); open again while signing in
        // another account, and always openable by its title.
        signInPane.textProperty().bind(javafx.beans.binding.Bindings.when(viewModel.signedInProperty())
                .then(Messages.text("account.signIn.another")).otherwise(Messages.text("account.signIn")));
        signInPane.setExpanded(!viewModel.signedInProperty().get());
        signInPane.setAnimated(false);
        viewModel.signedInProperty().addListener((obs, was, now) -> {
            if (viewModel.phaseProperty().get() == AccountViewModel.Phase.IDLE || now) {
                signInPane.setExpanded(!now);
            }
            if (now && root() instanceof javafx.scene.control.ScrollPane pane) {
                // The folded block leaves the page shorter: back to its top, where the accounts and Sign out are.
                dev.starling.ui.frames.FxThread.later(() -> pane.setVvalue(0));
            }
        });
        viewModel.phaseProperty().addListener((obs, old, now) -> {
            if (now != AccountViewModel.Phase.IDLE) {
                signInPane.setExpanded(true);
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
                setText(AccountRows.text(account));
                setGraphic(account.needsSignIn() ? new FontIcon("fth-alert-triangle")
                        : account.isDefault() ? defaultStar() : null);
            }
        });
        viewModel.selectedProperty().bind(accountList.getSelectionModel().selectedItemProperty());
        var none = accountList.getSelectionModel().selectedItemProperty().isNull();
        makeDefaultButton.disableProperty().bind(none);
        signOutButton.disableProperty().bind(none);
        makeDefaultButton.setOnAction(event -> viewModel.makeDefault(accountList.getSelectionModel().getSelectedItem()));
        signOutButton.setOnAction(event -> viewModel.confirmSignOut(accountList.getSelectionModel().getSelectedItem()));

        // OAuth 2.0 (issue 35): the sign-in, the offer to sign in again after a refused renewal, the import.
        oauth2Holder.getChildren().add(new OAuth2SignInPane(oauth2).root());
        importHolder.getChildren().add(new CredentialImportPane(credentialImport).root());
        showWhen(signInAgainButton, viewModel.signInAgainProperty().isNotNull());
        signInAgainButton.textProperty().bind(javafx.beans.binding.Bindings.createStringBinding(() ->
                viewModel.signInAgainProperty().get() == null ? "" : Messages.text("oauth2.window.signInAgain",
                        viewModel.signInAgainProperty().get().screenName()), viewModel.signInAgainProperty()));
        signInAgainButton.setOnAction(event -> {
            Account again = viewModel.signInAgainProperty().get();
            if (again != null) {
                oauth2.choose(again.scopes());
                oauth2.start();
                revealSignIn();
            }
        });
    }

    /** Scrolls the page to the OAuth 2.0 sign-in, where the sign-in started from the list goes on. */
    private void revealSignIn() {
        if (root() instanceof javafx.scene.control.ScrollPane pane && pane.getContent() != null) {
            double top = pane.getContent().sceneToLocal(oauth2Holder.localToScene(oauth2Holder.getBoundsInLocal())).getMinY();
            double room = pane.getContent().getBoundsInLocal().getHeight() - pane.getViewportBounds().getHeight();
            if (room > 0) {
                pane.setVvalue(Math.min(1, Math.max(0, top / room)));
            }
        }
    }

    /** The default account's mark: a filled star (the icon font's star is an outline only). */
    private static javafx.scene.Node defaultStar() {
        javafx.scene.control.Label star = new javafx.scene.control.Label("\u2605");
        star.getStyleClass().add("default-star");
        star.setAccessibleText(Messages.text("account.row.default"));
        return star;
    }
}

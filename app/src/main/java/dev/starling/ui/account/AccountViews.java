package dev.starling.ui.account;

import dev.starling.ui.common.WorkspaceViews;
import dev.starling.ui.frames.FxThread;
import dev.starling.boot.AppServices;
import dev.starling.ui.common.Dialogs;
import dev.starling.ui.common.SignInState;
import dev.starling.ui.common.TextClipboard;
import java.util.function.Consumer;
import javafx.scene.Node;

/** Builds the Account workspace; its view-model is what {@link SignInState} follows. */
public final class AccountViews implements WorkspaceViews {

    private final AccountViewModel viewModel;
    private final OAuth2SignInViewModel oauth2;
    private final CredentialImportViewModel credentialImport;

    /** @param browser opens a URL in the system browser */
    public AccountViews(AppServices services, SignInState signIn, Dialogs dialogs, TextClipboard clipboard,
                        Consumer<String> browser) {
        viewModel = new AccountViewModel(services.api(), services.tasks(), browser, FxThread::later, dialogs,
                clipboard);
        signIn.follow(viewModel.signedInProperty(), viewModel.defaultAccountProperty(), viewModel.accountsReadProperty());
        oauth2 = new OAuth2SignInViewModel(services.api(), services.tasks(), browser, services.settings()::redirectUris,
                clipboard, services.clock(), FxThread::later, (account, notGranted) -> viewModel.signedInWithOAuth2(account));
        credentialImport = new CredentialImportViewModel(services.api(), services.vault(), services.tasks(),
                java.nio.file.Path.of(System.getProperty("user.home")), (clientId, secret) -> {
                    var kind = services.api().current().environment().kind();
                    services.environments().saveOAuth2Client(kind, clientId, secret, services.settings().tier(kind));
                }, viewModel::refresh);
    }

    @Override
    public Node view() {
        return new AccountView(viewModel, oauth2, credentialImport).root();
    }
}

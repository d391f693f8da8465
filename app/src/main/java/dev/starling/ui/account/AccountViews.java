package dev.starling.ui.account;

import dev.starling.ui.frames.FxThread;
import dev.starling.boot.AppServices;
import dev.starling.ui.common.Dialogs;
import dev.starling.ui.common.SignInState;
import dev.starling.ui.common.TextClipboard;
import java.util.function.Consumer;
import javafx.scene.Node;

/** Builds the Account workspace; its view-model is what {@link SignInState} follows. */
public final class AccountViews {

    private final AccountViewModel viewModel;

    /** @param browser opens a URL in the system browser */
    public AccountViews(AppServices services, SignInState signIn, Consumer<String> browser, Dialogs dialogs,
                        TextClipboard clipboard) {
        viewModel = new AccountViewModel(services.api(), services.tasks(), browser, FxThread::later, dialogs,
                clipboard);
        signIn.follow(viewModel.signedInProperty(), viewModel.defaultAccountProperty(), viewModel.accountsReadProperty());
    }

    public Node view() {
        return new AccountView(viewModel).root();
    }
}

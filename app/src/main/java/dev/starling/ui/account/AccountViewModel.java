package dev.starling.ui.account;

import dev.starling.ui.common.StatusViewModel;
import dev.starling.ui.common.FailureText;
import dev.starling.core.api.ActiveApi;
import dev.starling.core.api.account.OAuthClient;
import dev.starling.core.api.account.Account;
import dev.starling.core.api.account.AccountService;
import dev.starling.core.api.account.SignInException;
import dev.starling.core.api.account.SignInService;
import dev.starling.core.concurrent.TaskRunner;
import dev.starling.ui.common.DemoCredentials;
import dev.starling.ui.common.Confirmation;
import dev.starling.ui.common.Dialogs;
import dev.starling.core.text.Messages;
import dev.starling.ui.common.TextClipboard;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.Executor;
import java.util.function.Consumer;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The Account workspace: the three-legged PIN sign-in in a window (request token, the authorize
 * page in the browser, the PIN, the access token), the signed-in accounts with one default, and
 * sign-out that invalidates the token at the server first. With the embedded sandbox it lists the
 * demo users to sign in with.
 */
public final class AccountViewModel extends StatusViewModel {

    /** Where the sign-in stands. */
    public enum Phase { IDLE, STARTING, WAITING_FOR_PIN, FINISHING }

    private final ActiveApi api;
    private final TaskRunner tasks;
    private final Consumer<String> browser;
    private final Dialogs dialogs;
    private final TextClipboard clipboard;

    private final ObservableList<Account> accounts = FXCollections.observableArrayList();
    private final ObjectProperty<Account> selected = new SimpleObjectProperty<>(this, "selected");
    private final AuthorizeForm authorize = new AuthorizeForm();
    private final StringProperty pin = new SimpleStringProperty(this, "pin", "");
    private final ReadOnlyObjectWrapper<Phase> phase = new ReadOnlyObjectWrapper<>(this, "phase", Phase.IDLE);
    private final ReadOnlyStringWrapper authorizeUrl = new ReadOnlyStringWrapper(this, "authorizeUrl", "");
    private final ReadOnlyStringWrapper signedInAs = new ReadOnlyStringWrapper(this, "signedInAs", "");
    private final ReadOnlyBooleanWrapper offerLocalRemoval = new ReadOnlyBooleanWrapper(this, "offerLocalRemoval");
    private final ReadOnlyBooleanWrapper signedIn = new ReadOnlyBooleanWrapper(this, "signedIn");
    private final ReadOnlyObjectWrapper<Account> defaultAccount = new ReadOnlyObjectWrapper<>(this, "defaultAccount");
    private final ReadOnlyBooleanWrapper accountsRead = new ReadOnlyBooleanWrapper(this, "accountsRead");
    private final ReadOnlyBooleanWrapper browserFailed = new ReadOnlyBooleanWrapper(this, "browserFailed");
    private final DemoCredentials demo;
    private final ReadOnlyObjectWrapper<Account> signInAgain = new ReadOnlyObjectWrapper<>(this, "signInAgain");
    private SignInService.PendingSignIn pending;
    private Account awaitingLocalRemoval;

    /**
     * @param browser opens a URL in the system browser; throws when it cannot (it may take a moment,
     *     so it is called through {@code tasks})
     * @param uiThread where events from other threads (a token revoked elsewhere) are applied
     */
    public AccountViewModel(ActiveApi api, TaskRunner tasks, Consumer<String> browser, Executor uiThread,
                            Dialogs dialogs, TextClipboard clipboard) {
        this.api = api;
        this.tasks = tasks;
        this.browser = browser;
        this.dialogs = dialogs;
        this.clipboard = clipboard;
        this.demo = new DemoCredentials(clipboard);
        api.onSignedOut(account -> uiThread.execute(() -> {
            boolean oauth2 = account.kind() == Account.Kind.OAUTH2;
            error.set(Messages.text(oauth2 ? "oauth2.window.refreshFailed" : "account.revoked", account.screenName()));
            signInAgain.set(oauth2 ? account : null);
            authorize.screenNameProperty().set(account.screenName());
            refresh();
        }));
        api.onSwitch(services -> uiThread.execute(() -> {
            cancelSignIn();
            refresh();
        }));
        refresh();
    }

    public ObservableList<Account> accounts() { return accounts; }
    public ObjectProperty<Account> selectedProperty() { return selected; }
    /** The choices for the authorize page: approval, password, a username to pre-fill. */
    public AuthorizeForm authorizeForm() { return authorize; }
    public StringProperty pinProperty() { return pin; }
    public ReadOnlyObjectProperty<Phase> phaseProperty() { return phase.getReadOnlyProperty(); }
    public ReadOnlyStringProperty authorizeUrlProperty() { return authorizeUrl.getReadOnlyProperty(); }
    public ReadOnlyStringProperty signedInAsProperty() { return signedInAs.getReadOnlyProperty(); }
    public ReadOnlyBooleanProperty offerLocalRemovalProperty() { return offerLocalRemoval.getReadOnlyProperty(); }
    /** Whether a default account is signed in and usable; other workspaces read this, not the store. */
    public ReadOnlyBooleanProperty signedInProperty() { return signedIn.getReadOnlyProperty(); }
    /** The default account (null when there is none): whose ad account choice the Ads workspaces share. */
    public ReadOnlyObjectProperty<Account> defaultAccountProperty() { return defaultAccount.getReadOnlyProperty(); }
    /** False until the stored accounts were read once: until then other workspaces say they are loading. */
    public ReadOnlyBooleanProperty accountsReadProperty() { return accountsRead.getReadOnlyProperty(); }
    /** The browser could not be opened for the authorize page: the address is to be copied instead. */
    public ReadOnlyBooleanProperty browserFailedProperty() { return browserFailed.getReadOnlyProperty(); }
    /**
     * The OAuth 2.0 account whose renewal X refused (null when none): the page offers to sign it in
     * again with the scopes it had.
     */
    public ReadOnlyObjectProperty<Account> signInAgainProperty() { return signInAgain.getReadOnlyProperty(); }

    /** An OAuth 2.0 sign-in finished: the list as it now is, and the offer to sign in again withdrawn. */
    public void signedInWithOAuth2(Account account) {
        signInAgain.set(null);
        error.set("");
        refresh();
    }

    /** The embedded sandbox's demo users (none with any other environment). */
    public DemoCredentials demoCredentials() { return demo; }

    /** Step 1: asks for a request token, then opens the authorize page in the browser. */
    public void startSignIn() {
        clearMessages();
        phase.set(Phase.STARTING);
        SignInService signIn = api.current().signIn();
        OAuthClient.AuthorizeOptions options = authorize.options();
        tasks.run("start sign-in", () -> signIn.start(options), started -> {
            pending = started;
            authorizeUrl.set(started.authorizeUrl().toString());
            pin.set("");
            phase.set(Phase.WAITING_FOR_PIN);
            openBrowser();
        }, failure -> {
            phase.set(Phase.IDLE);
            error.set(FailureText.describe(failure, Messages.text("account.failed.start")));
        });
    }

    /** Step 2: exchanges the PIN for an access token and stores the account. */
    public void finishSignIn() {
        if (pending == null) {
            return;
        }
        clearMessages();
        phase.set(Phase.FINISHING);
        SignInService signIn = api.current().signIn();
        SignInService.PendingSignIn started = pending;
        String typed = pin.get();
        tasks.run("finish sign-in", () -> signIn.finish(started, typed), account -> {
            cancelSignIn();
            message.set(Messages.text("account.signedIn", account.screenName(), account.userId()));
            refresh();
        }, failure -> {
            if (failure instanceof SignInException signInFailure) {
                boolean askAgain = switch (signInFailure.outcome()) {
                    case MALFORMED_PIN, WRONG_PIN, NETWORK_DOWN -> true;
                    case EXPIRED_REQUEST, DENIED, FAILED -> false;
                };
                if (askAgain) {
                    phase.set(Phase.WAITING_FOR_PIN);
                } else {
                    cancelSignIn();
                }
                error.set(Messages.text(signInFailure.text()) + (askAgain ? "" : " " + Messages.text("account.signIn.again")));
            } else {
                phase.set(Phase.WAITING_FOR_PIN);
                error.set(FailureText.describe(failure, Messages.text("account.failed.finish")));
            }
        });
    }

    public void cancelSignIn() {
        pending = null;
        authorizeUrl.set("");
        pin.set("");
        phase.set(Phase.IDLE);
        browserFailed.set(false);
    }

    /** Puts the sign-in address on the clipboard, for a browser on another machine. */
    public void copyAuthorizeUrl() {
        if (!authorizeUrl.get().isEmpty()) {
            clipboard.copy(authorizeUrl.get());
        }
    }

    /** Asks first, then signs the account out (the token is invalidated at X). */
    public void confirmSignOut(Account account) {
        if (account != null && dialogs.confirm(Messages.text("account.signOut.title"),
                Messages.text(account.kind() == Account.Kind.OAUTH2 ? "oauth2.window.signOut.confirm"
                        : "account.signOut.confirm", account.screenName()),
                Confirmation.label("account.signOut.action", account.screenName()))) {
            signOut(account);
        }
    }

    /** Opens the authorize page again (for a browser that was closed). */
    public void reopenBrowser() {
        if (!authorizeUrl.get().isEmpty()) {
            clearMessages();
            openBrowser();
        }
    }

    /**
     * Opens the authorize page; only once the browser took it does a message say to approve there.
     * When it cannot be opened that is said, with the address to copy.
     */
    private void openBrowser() {
        String url = authorizeUrl.get();
        browserFailed.set(false);
        tasks.run("open the browser", () -> {
            browser.accept(url);
            return url;
        }, opened -> {
            if (opened.equals(authorizeUrl.get())) {
                message.set(Messages.text("account.pin.approve"));
            }
        }, failure -> {
            if (url.equals(authorizeUrl.get())) {
                browserFailed.set(true);
                error.set(FailureText.describe(failure, Messages.text("account.browser.failed")) + " "
                        + Messages.text("account.pin.openAddress"));
            }
        });
    }

    public void makeDefault(Account account) {
        changeAccounts("set default account", accounts -> accounts.setDefault(account), this::showAccounts,
                "account.failed.default");
    }

    /** Invalidates the token at X, then forgets the account; offers a local-only removal if X is unreachable. */
    public void signOut(Account account) {
        clearMessages();
        AccountService accounts = api.current().accounts();
        tasks.run("sign out", () -> accounts.signOut(account), result -> {
            switch (result) {
                case INVALIDATED -> message.set(Messages.text(account.kind() == Account.Kind.OAUTH2
                        ? "oauth2.window.signedOut" : "account.signedOut.invalidated", account.screenName()));
                case ALREADY_INVALID -> message.set(Messages.text("account.signedOut.alreadyInvalid", account.screenName()));
                case SERVER_UNREACHABLE -> {
                    awaitingLocalRemoval = account;
                    offerLocalRemoval.set(true);
                    error.set(Messages.text("account.signedOut.unreachable", account.screenName()));
                }
            }
            refresh();
        }, failure -> error.set(FailureText.describe(failure, Messages.text("account.failed.signOut"))));
    }

    public void removeLocallyOnly() {
        Account account = awaitingLocalRemoval;
        if (account == null || !dialogs.confirm(Messages.text("account.removeLocally.title"),
                Messages.text("account.removeLocally.confirm", account.screenName()),
                Confirmation.label("account.removeLocally.action", account.screenName()))) {
            return;
        }
        changeAccounts("remove account locally", accounts -> accounts.removeLocally(account), list -> {
            awaitingLocalRemoval = null;
            clearMessages();
            message.set(Messages.text("account.removedLocally", account.screenName()));
            showAccounts(list);
        }, "account.failed.remove");
    }

    public void refresh() {
        demo.show(api.sandboxDemo());
        changeAccounts("list accounts", accounts -> { }, this::showAccounts, "account.failed.read");
    }

    /** A change to the stored accounts in the background, then the list as it now is. */
    private void changeAccounts(String task, AccountChange change, Consumer<List<Account>> done, String failedKey) {
        AccountService accounts = api.current().accounts();
        Callable<List<Account>> work = () -> {
            change.apply(accounts);
            return accounts.list();
        };
        tasks.run(task, work, done, failure -> {
            error.set(FailureText.describe(failure, Messages.text(failedKey)));
            // a read that failed still ends the start's loading: the other workspaces then say to sign in
            accountsRead.set(true);
        });
    }

    @FunctionalInterface
    private interface AccountChange {
        void apply(AccountService accounts) throws Exception;
    }

    private void showAccounts(List<Account> list) {
        accounts.setAll(list);
        // the default account before signedIn, and accountsRead last: SignInState's listeners read them in that order
        defaultAccount.set(list.stream().filter(Account::isDefault).findFirst().orElse(null));
        signedIn.set(list.stream().anyMatch(account -> account.isDefault() && !account.needsSignIn()));
        signedInAs.set(list.stream().filter(Account::isDefault).findFirst()
                .map(account -> Messages.text(account.needsSignIn() ? "account.signedInAs.needsSignIn" : "account.signedInAs",
                        account.screenName(), account.userId()))
                .orElse(list.isEmpty() ? Messages.text("account.notSignedIn") : ""));
        accountsRead.set(true);
    }

    /** Also withdraws the offer to forget an account locally: it belonged to the last command. */
    @Override
    protected void clearMessages() {
        super.clearMessages();
        offerLocalRemoval.set(false);
    }
}

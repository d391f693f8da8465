package dev.starling.ui.account;

import dev.starling.core.api.ActiveApi;
import dev.starling.core.api.OAuthClient;
import dev.starling.core.api.account.Account;
import dev.starling.core.api.account.AccountService;
import dev.starling.core.api.account.SignInException;
import dev.starling.core.api.account.SignInService;
import dev.starling.core.api.error.ApiException;
import dev.starling.core.concurrent.TaskRunner;
import java.util.List;
import java.util.concurrent.Executor;
import java.util.function.Consumer;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The Account workspace: the three-legged PIN sign-in in a window (request token, the authorize
 * page in the browser, the PIN, the access token), the signed-in accounts with one default, and
 * sign-out that invalidates the token at the server first.
 */
public final class AccountViewModel {

    /** Where the sign-in stands. */
    public enum Phase { IDLE, STARTING, WAITING_FOR_PIN, FINISHING }

    private final ActiveApi api;
    private final TaskRunner tasks;
    private final Consumer<String> browser;

    private final ObservableList<Account> accounts = FXCollections.observableArrayList();
    private final ObjectProperty<Account> selected = new SimpleObjectProperty<>(this, "selected");
    private final BooleanProperty useAuthenticate = new SimpleBooleanProperty(this, "useAuthenticate");
    private final BooleanProperty forceLogin = new SimpleBooleanProperty(this, "forceLogin");
    private final StringProperty screenName = new SimpleStringProperty(this, "screenName", "");
    private final StringProperty pin = new SimpleStringProperty(this, "pin", "");
    private final ReadOnlyObjectWrapper<Phase> phase = new ReadOnlyObjectWrapper<>(this, "phase", Phase.IDLE);
    private final ReadOnlyStringWrapper authorizeUrl = new ReadOnlyStringWrapper(this, "authorizeUrl", "");
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "");
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper(this, "error", "");
    private final ReadOnlyStringWrapper signedInAs = new ReadOnlyStringWrapper(this, "signedInAs", "");
    private final ReadOnlyBooleanWrapper offerLocalRemoval = new ReadOnlyBooleanWrapper(this, "offerLocalRemoval");
    private final ReadOnlyBooleanWrapper signedIn = new ReadOnlyBooleanWrapper(this, "signedIn");
    private SignInService.PendingSignIn pending;
    private Account awaitingLocalRemoval;

    /**
     * @param browser opens a URL in the system browser
     * @param uiThread where events from other threads (a token revoked elsewhere) are applied
     */
    public AccountViewModel(ActiveApi api, TaskRunner tasks, Consumer<String> browser, Executor uiThread) {
        this.api = api;
        this.tasks = tasks;
        this.browser = browser;
        api.onSignedOut(account -> uiThread.execute(() -> {
            error.set("@" + account.screenName() + " was signed out: X no longer accepts its token. "
                    + "Sign in again below; your work elsewhere is untouched.");
            screenName.set(account.screenName());
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
    public BooleanProperty useAuthenticateProperty() { return useAuthenticate; }
    public BooleanProperty forceLoginProperty() { return forceLogin; }
    public StringProperty screenNameProperty() { return screenName; }
    public StringProperty pinProperty() { return pin; }
    public ReadOnlyObjectProperty<Phase> phaseProperty() { return phase.getReadOnlyProperty(); }
    public ReadOnlyStringProperty authorizeUrlProperty() { return authorizeUrl.getReadOnlyProperty(); }
    public ReadOnlyStringProperty messageProperty() { return message.getReadOnlyProperty(); }
    public ReadOnlyStringProperty errorProperty() { return error.getReadOnlyProperty(); }
    public ReadOnlyStringProperty signedInAsProperty() { return signedInAs.getReadOnlyProperty(); }
    public ReadOnlyBooleanProperty offerLocalRemovalProperty() { return offerLocalRemoval.getReadOnlyProperty(); }
    /** Whether a default account is signed in and usable; other workspaces read this, not the store. */
    public ReadOnlyBooleanProperty signedInProperty() { return signedIn.getReadOnlyProperty(); }

    /** Step 1: asks for a request token, then opens the authorize page in the browser. */
    public void startSignIn() {
        clearMessages();
        phase.set(Phase.STARTING);
        SignInService signIn = api.current().signIn();
        OAuthClient.AuthorizeOptions options = new OAuthClient.AuthorizeOptions(useAuthenticate.get(), forceLogin.get(),
                screenName.get() == null || screenName.get().isBlank() ? null : screenName.get().trim().replaceFirst("^@", ""));
        tasks.run("start sign-in", () -> signIn.start(options), started -> {
            pending = started;
            authorizeUrl.set(started.authorizeUrl().toString());
            pin.set("");
            phase.set(Phase.WAITING_FOR_PIN);
            message.set("Approve Starling in your browser, then type the 7-digit PIN it shows.");
            try {
                browser.accept(started.authorizeUrl().toString());
            } catch (RuntimeException noBrowser) {
                message.set("Open the address below in a browser, approve Starling, then type the PIN.");
            }
        }, failure -> {
            phase.set(Phase.IDLE);
            error.set(describe(failure, "Could not start signing in"));
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
            pending = null;
            authorizeUrl.set("");
            pin.set("");
            phase.set(Phase.IDLE);
            message.set("Signed in as @" + account.screenName() + " (user id " + account.userId() + ").");
            refresh();
        }, failure -> {
            if (failure instanceof SignInException signInFailure) {
                boolean askAgain = switch (signInFailure.outcome()) {
                    case MALFORMED_PIN, WRONG_PIN, NETWORK_DOWN -> true;
                    case EXPIRED_REQUEST, DENIED, FAILED -> false;
                };
                phase.set(askAgain ? Phase.WAITING_FOR_PIN : Phase.IDLE);
                if (!askAgain) {
                    pending = null;
                    authorizeUrl.set("");
                }
                error.set(signInFailure.getMessage() + (askAgain ? "" : " Press \u201cSign in\u201d to start again."));
            } else {
                phase.set(Phase.WAITING_FOR_PIN);
                error.set(describe(failure, "Could not finish signing in"));
            }
        });
    }

    public void cancelSignIn() {
        pending = null;
        authorizeUrl.set("");
        pin.set("");
        phase.set(Phase.IDLE);
    }

    /** Opens the authorize page again (for a browser that was closed). */
    public void reopenBrowser() {
        if (!authorizeUrl.get().isEmpty()) {
            browser.accept(authorizeUrl.get());
        }
    }

    public void makeDefault(Account account) {
        AccountService accounts = api.current().accounts();
        tasks.run("set default account", () -> {
            accounts.setDefault(account);
            return accounts.list();
        }, this::showAccounts, failure -> error.set(describe(failure, "Could not change the default account")));
    }

    /** Invalidates the token at X, then forgets the account; offers a local-only removal if X is unreachable. */
    public void signOut(Account account) {
        clearMessages();
        AccountService accounts = api.current().accounts();
        tasks.run("sign out", () -> accounts.signOut(account), result -> {
            switch (result) {
                case INVALIDATED -> message.set("Signed out @" + account.screenName() + ": the token was invalidated at X.");
                case ALREADY_INVALID -> message.set("Removed @" + account.screenName() + ": its token was already invalid.");
                case SERVER_UNREACHABLE -> {
                    awaitingLocalRemoval = account;
                    offerLocalRemoval.set(true);
                    error.set("X could not be reached, so the token is still valid there. Remove @"
                            + account.screenName() + " from this computer only, or try again when online.");
                }
            }
            refresh();
        }, failure -> error.set(describe(failure, "Could not sign out")));
    }

    public void removeLocallyOnly() {
        Account account = awaitingLocalRemoval;
        if (account == null) {
            return;
        }
        AccountService accounts = api.current().accounts();
        tasks.run("remove account locally", () -> {
            accounts.removeLocally(account);
            return accounts.list();
        }, list -> {
            awaitingLocalRemoval = null;
            offerLocalRemoval.set(false);
            clearMessages();
            message.set("Removed @" + account.screenName() + " from this computer. Its token stays valid at X "
                    + "until you revoke the app in X's settings.");
            showAccounts(list);
        }, failure -> error.set(describe(failure, "Could not remove the account")));
    }

    public void refresh() {
        AccountService accounts = api.current().accounts();
        tasks.run("list accounts", accounts::list, this::showAccounts,
                failure -> error.set(describe(failure, "Could not read the accounts")));
    }

    private void showAccounts(List<Account> list) {
        accounts.setAll(list);
        signedIn.set(list.stream().anyMatch(account -> account.isDefault() && !account.needsSignIn()));
        signedInAs.set(list.stream().filter(Account::isDefault).findFirst()
                .map(account -> "@" + account.screenName() + " (user id " + account.userId() + ")"
                        + (account.needsSignIn() ? " \u2013 needs to sign in again" : ""))
                .orElse(list.isEmpty() ? "Not signed in." : ""));
    }

    private void clearMessages() {
        message.set("");
        error.set("");
        offerLocalRemoval.set(false);
    }

    static String describe(Throwable failure, String what) {
        if (failure instanceof ApiException api) {
            return what + ": " + api.error().userMessage();
        }
        String detail = failure.getMessage();
        return what + (detail == null || detail.isBlank() ? "." : ": " + detail);
    }
}

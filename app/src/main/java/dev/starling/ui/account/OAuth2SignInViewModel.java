package dev.starling.ui.account;

import dev.starling.core.api.ActiveApi;
import dev.starling.core.api.account.Account;
import dev.starling.core.api.account.OAuth2SignIn;
import dev.starling.core.api.oauth2.OAuth2Exception;
import dev.starling.core.api.oauth2.OAuth2Scope;
import dev.starling.core.api.oauth2.ScopeGroup;
import dev.starling.core.concurrent.TaskRunner;
import dev.starling.core.config.EnvironmentKind;
import dev.starling.core.text.Messages;
import dev.starling.ui.common.FailureText;
import dev.starling.ui.common.StatusViewModel;
import dev.starling.ui.common.TextClipboard;
import java.net.URI;
import java.time.Clock;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.Function;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * OAuth 2.0 sign-in (PKCE) on the Account page, through the same use case as {@code starling login
 * --oauth2} ({@link OAuth2SignIn}): the scopes chosen from a list grouped by what Starling does with
 * them, the authorize page opened in the browser, the redirect heard on the first usable registered
 * loopback address (without holding a thread while the person is in the browser), or the address the
 * browser ended on pasted (no port could be used, or the browser is on another computer); the
 * state checked, X's refusals and the code's 30 seconds said in words; Cancel at every step.
 */
public final class OAuth2SignInViewModel extends StatusViewModel {

    /** Where the sign-in stands. */
    public enum Phase { IDLE, STARTING, WAITING, FINISHING }

    private final ActiveApi api;
    private final TaskRunner tasks;
    private final Consumer<String> browser;
    private final Function<EnvironmentKind, List<URI>> redirectUris;
    private final TextClipboard clipboard;
    private final Clock clock;
    private final BiConsumer<Account, List<String>> signedIn;
    private final List<ScopeChoice.Group> groups;
    private final ReadOnlyObjectWrapper<Phase> phase = new ReadOnlyObjectWrapper<>(this, "phase", Phase.IDLE);
    private final BooleanProperty browserElsewhere = new SimpleBooleanProperty(this, "browserElsewhere");
    private final ReadOnlyStringWrapper authorizeUrl = new ReadOnlyStringWrapper(this, "authorizeUrl", "");
    private final ReadOnlyStringWrapper waitingText = new ReadOnlyStringWrapper(this, "waitingText", "");
    private final ReadOnlyBooleanWrapper pasting = new ReadOnlyBooleanWrapper(this, "pasting");
    private final StringProperty pasted = new SimpleStringProperty(this, "pasted", "");
    private final ReadOnlyBooleanWrapper hasClient = new ReadOnlyBooleanWrapper(this, "hasClient");
    private OAuth2SignIn.Pending pending;

    /**
     * @param browser opens an address in the system browser; throws when it cannot
     * @param redirectUris the registered loopback redirect URIs of an environment kind, in order (Settings)
     * @param uiThread where an environment switch (on another thread) is applied
     * @param signedIn told of each account signed in, with the scopes asked for but not granted
     */
    public OAuth2SignInViewModel(ActiveApi api, TaskRunner tasks, Consumer<String> browser,
                                 Function<EnvironmentKind, List<URI>> redirectUris, TextClipboard clipboard, Clock clock,
                                 java.util.concurrent.Executor uiThread, BiConsumer<Account, List<String>> signedIn) {
        this.api = api;
        this.tasks = tasks;
        this.browser = browser;
        this.redirectUris = redirectUris;
        this.clipboard = clipboard;
        this.clock = clock;
        this.signedIn = signedIn;
        List<ScopeChoice.Group> list = new ArrayList<>();
        for (ScopeGroup group : ScopeGroup.values()) {
            list.add(new ScopeChoice.Group(group, Messages.text(group.labelKey()), OAuth2Scope.in(group).stream()
                    .map(scope -> new ScopeChoice(scope, scope == OAuth2Scope.TWEET_READ || scope == OAuth2Scope.USERS_READ))
                    .toList()));
        }
        groups = List.copyOf(list);
        choose(OAuth2Scope.DEFAULTS.stream().map(OAuth2Scope::scope).toList());
        api.onSwitch(services -> uiThread.execute(() -> {
            // Another environment: its client and its redirect addresses differ.
            cancel();
            updateClient();
        }));
        updateClient();
    }

    public List<ScopeChoice.Group> groups() { return groups; }
    public ReadOnlyObjectProperty<Phase> phaseProperty() { return phase.getReadOnlyProperty(); }
    /** No listener: the browser is on another computer, and its address is pasted back. */
    public BooleanProperty browserElsewhereProperty() { return browserElsewhere; }
    public ReadOnlyStringProperty authorizeUrlProperty() { return authorizeUrl.getReadOnlyProperty(); }
    /** What Starling waits for and how to finish ("Waiting for the browser at ..."), while waiting. */
    public ReadOnlyStringProperty waitingTextProperty() { return waitingText.getReadOnlyProperty(); }
    /** No listener runs: the pasted address is the only way to finish. */
    public ReadOnlyBooleanProperty pastingProperty() { return pasting.getReadOnlyProperty(); }
    /** The address the browser was sent to, as pasted. */
    public StringProperty pastedProperty() { return pasted; }
    /** Whether the environment has an OAuth 2.0 client (a Client ID in Settings); without one, sign-in cannot start. */
    public ReadOnlyBooleanProperty hasClientProperty() { return hasClient.getReadOnlyProperty(); }

    /** The scopes chosen now (X's names, catalog order). */
    public List<String> chosenScopes() {
        return groups.stream().flatMap(group -> group.scopes().stream()).filter(choice -> choice.chosenProperty().get())
                .map(ScopeChoice::name).toList();
    }

    /** Chooses exactly {@code scopes} (and the two always asked for), e.g. an account's to sign it in again. */
    public void choose(Collection<String> scopes) {
        groups.forEach(group -> group.scopes().forEach(choice -> choice.chosenProperty()
                .set(choice.required() || scopes.contains(choice.name()))));
    }

    /** Starts: the verifier, the state, a listener on a registered port (or none), the page in the browser. */
    public void start() {
        if (phase.get() != Phase.IDLE) {
            return;
        }
        clearMessages();
        var services = api.current();
        EnvironmentKind kind = services.environment().kind();
        if (services.environment().oauth2Client() == null) {
            error.set(Messages.text("oauth2.noClient"));
            return;
        }
        List<String> scopes = chosenScopes();
        boolean paste = browserElsewhere.get();
        phase.set(Phase.STARTING);
        tasks.run("start OAuth 2.0 sign-in", () -> services.oauth2SignIn().start(scopes, redirectUris.apply(kind), paste,
                Messages::text), started -> {
                    if (phase.get() != Phase.STARTING) {
                        started.close();
                        return;
                    }
                    pending = started;
                    authorizeUrl.set(started.authorizeUrl().toString());
                    pasted.set("");
                    pasting.set(started.pasting());
                    waitingText.set(started.pasting()
                            ? Messages.text(paste ? "oauth2.window.paste" : "oauth2.window.noPort", started.redirectUri())
                            : Messages.text("oauth2.window.waiting", started.redirectUri()));
                    phase.set(Phase.WAITING);
                    if (!started.pasting()) {
                        // Heard on the listener's thread: handed to the FX thread through the task runner.
                        started.listener().answer().thenAccept(answer -> {
                            java.time.Instant arrived = clock.instant();
                            tasks.run("redirect arrived", () -> answer, heard -> finish(started,
                                    signIn -> signIn.finishRedirected(started, heard, arrived)), failure -> { });
                        });
                    }
                    if (!paste) {
                        openBrowser();
                    }
                }, failure -> {
                    phase.set(Phase.IDLE);
                    error.set(words(failure, "oauth2.window.failed.start"));
                });
    }

    /** Finishes with the pasted address (the listener, if any, is no longer needed). */
    public void finishPasted() {
        OAuth2SignIn.Pending started = pending;
        String address = pasted.get() == null ? "" : pasted.get().trim();
        if (started == null || phase.get() != Phase.WAITING) {
            return;
        }
        if (address.isEmpty()) {
            error.set(Messages.text("oauth2.window.pasteEmpty", started.redirectUri()));
            return;
        }
        finish(started, signIn -> signIn.finishPasted(started, address));
    }

    private void finish(OAuth2SignIn.Pending started, Function<OAuth2SignIn, Account> how) {
        if (pending != started || phase.get() != Phase.WAITING) {
            return;
        }
        var services = api.current();
        phase.set(Phase.FINISHING);
        tasks.run("finish OAuth 2.0 sign-in", () -> how.apply(services.oauth2SignIn()), account -> {
            if (pending != started) {
                return;
            }
            List<String> missing = OAuth2SignIn.notGranted(started, account);
            reset();
            message.set(Messages.text("oauth2.window.signedIn", account.screenName(), String.join(" ", account.scopes()))
                    + (missing.isEmpty() ? "" : " " + Messages.text("oauth2.cli.notGranted", String.join(" ", missing))));
            signedIn.accept(account, missing);
        }, failure -> {
            if (pending != started) {
                return;
            }
            if (failure instanceof OAuth2Exception e && e.outcome() == OAuth2Exception.Outcome.NO_REDIRECT) {
                // Not a redirect address: the same sign-in goes on; paste the right one.
                phase.set(Phase.WAITING);
                error.set(words(failure, "oauth2.window.failed.finish"));
                return;
            }
            reset();
            error.set(words(failure, "oauth2.window.failed.finish") + " " + Messages.text("oauth2.window.again"));
        });
    }

    /** Stops the sign-in: the listener closes, nothing is stored. */
    public void cancel() {
        boolean wasRunning = phase.get() != Phase.IDLE;
        reset();
        if (wasRunning) {
            clearMessages();
            message.set(Messages.text("oauth2.signIn.cancelled"));
        }
    }

    private void reset() {
        OAuth2SignIn.Pending started = pending;
        pending = null;
        if (started != null) {
            started.close();
        }
        authorizeUrl.set("");
        waitingText.set("");
        pasted.set("");
        pasting.set(false);
        phase.set(Phase.IDLE);
    }

    /** Opens the authorize page again (a closed browser tab). */
    public void reopenBrowser() {
        if (!authorizeUrl.get().isEmpty()) {
            openBrowser();
        }
    }

    public void copyAuthorizeUrl() {
        if (!authorizeUrl.get().isEmpty()) {
            clipboard.copy(authorizeUrl.get());
        }
    }

    private void openBrowser() {
        String url = authorizeUrl.get();
        tasks.run("open the browser", () -> {
            browser.accept(url);
            return url;
        }, opened -> { }, failure -> {
            if (url.equals(authorizeUrl.get())) {
                error.set(FailureText.describe(failure, Messages.text("account.browser.failed")) + " "
                        + Messages.text("oauth2.window.openAddress"));
            }
        });
    }

    private void updateClient() {
        hasClient.set(api.current().environment().oauth2Client() != null);
    }

    private static String words(Throwable failure, String whatKey) {
        Throwable cause = failure;
        while (cause != null && !(cause instanceof OAuth2Exception)) {
            cause = cause.getCause();
        }
        if (cause instanceof OAuth2Exception e) {
            return e.text().render(Messages::text);
        }
        return FailureText.describe(failure, Messages.text(whatKey));
    }
}

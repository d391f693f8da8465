package dev.starling.ui.settings;

import dev.starling.core.api.ActiveApi;
import dev.starling.core.api.ApiServices;
import dev.starling.core.api.error.ApiException;
import dev.starling.core.api.http.Auth;
import dev.starling.core.auth.Secret;
import dev.starling.core.concurrent.TaskRunner;
import java.util.Optional;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;

/**
 * The app-only bearer token in Settings: obtain it once and reuse it (X allows one outstanding
 * token per app), show it masked, copy it, invalidate it.
 */
public final class BearerTokenViewModel {

    private final ActiveApi api;
    private final TaskRunner tasks;
    private final ReadOnlyStringWrapper masked = new ReadOnlyStringWrapper(this, "masked", "");
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "");
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper(this, "error", "");
    private final BooleanProperty held = new SimpleBooleanProperty(this, "held");
    private final BooleanProperty busy = new SimpleBooleanProperty(this, "busy");
    private Secret token;

    public BearerTokenViewModel(ActiveApi api, TaskRunner tasks) {
        this.api = api;
        this.tasks = tasks;
        refresh();
    }

    public ReadOnlyStringProperty maskedProperty() { return masked.getReadOnlyProperty(); }
    public ReadOnlyStringProperty messageProperty() { return message.getReadOnlyProperty(); }
    public ReadOnlyStringProperty errorProperty() { return error.getReadOnlyProperty(); }
    public BooleanProperty heldProperty() { return held; }
    public BooleanProperty busyProperty() { return busy; }

    /** The token for the clipboard, only when the user asks to copy it. */
    public Optional<Secret> tokenForCopy() {
        return Optional.ofNullable(token);
    }

    public void refresh() {
        ApiServices services = api.current();
        tasks.run("read bearer token", () -> services.bearer().held(), this::show, failure -> show(Optional.empty()));
    }

    /** Reuses the held token; asks X only when none is held. */
    public void obtain() {
        ApiServices services = api.current();
        run("obtain bearer token", () -> {
            boolean existed = services.bearer().held().isPresent();
            Secret obtained = services.bearer().token();
            return new Outcome(Optional.of(obtained), existed ? "Reusing the token Starling already holds."
                    : "Obtained a bearer token for this app.");
        });
    }

    /** Invalidates the token at X (signed with the app's keys and the default account's token). */
    public void invalidate() {
        ApiServices services = api.current();
        run("invalidate bearer token", () -> {
            Auth.OAuth1 user = services.accounts().defaultAccount().flatMap(services.accounts()::authFor)
                    .orElseThrow(() -> new IllegalStateException(
                            "X needs a signed-in user to invalidate a bearer token: sign in first (Account workspace)."));
            services.bearer().invalidate(user.credentials().token(), user.credentials().tokenSecret());
            return new Outcome(Optional.empty(), "The bearer token was invalidated; the next one will differ.");
        });
    }

    private record Outcome(Optional<Secret> token, String message) {
    }

    private void run(String name, java.util.concurrent.Callable<Outcome> work) {
        busy.set(true);
        error.set("");
        message.set("");
        tasks.run(name, work, outcome -> {
            busy.set(false);
            show(outcome.token());
            message.set(outcome.message());
        }, failure -> {
            busy.set(false);
            error.set(failure instanceof ApiException apiFailure ? apiFailure.error().userMessage()
                    : failure.getMessage() == null ? failure.getClass().getSimpleName() : failure.getMessage());
        });
    }

    private void show(Optional<Secret> value) {
        token = value.orElse(null);
        held.set(token != null);
        masked.set(token == null ? "No token held" : token.masked());
    }
}

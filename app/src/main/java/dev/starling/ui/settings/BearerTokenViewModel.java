package dev.starling.ui.settings;

import dev.starling.ui.common.StatusViewModel;
import dev.starling.ui.common.FailureText;
import dev.starling.core.text.Messages;
import dev.starling.core.api.ActiveApi;
import dev.starling.core.api.ApiServices;
import dev.starling.core.api.http.Auth;
import dev.starling.core.auth.Secret;
import dev.starling.core.concurrent.TaskRunner;
import dev.starling.ui.common.Confirmation;
import dev.starling.ui.common.Dialogs;
import dev.starling.ui.common.TextClipboard;
import java.util.Optional;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;

/**
 * The app-only bearer token in Settings: obtain it once and reuse it (X allows one outstanding
 * token per app), show it masked, copy it, invalidate it.
 */
public final class BearerTokenViewModel extends StatusViewModel {

    private final ActiveApi api;
    private final TaskRunner tasks;
    private final TextClipboard clipboard;
    private final Dialogs dialogs;
    private final ReadOnlyStringWrapper masked = new ReadOnlyStringWrapper(this, "masked", "");
    private final BooleanProperty held = new SimpleBooleanProperty(this, "held");
    private Secret token;

    public BearerTokenViewModel(ActiveApi api, TaskRunner tasks, TextClipboard clipboard, Dialogs dialogs) {
        this.api = api;
        this.tasks = tasks;
        this.clipboard = clipboard;
        this.dialogs = dialogs;
        refresh();
    }

    public ReadOnlyStringProperty maskedProperty() { return masked.getReadOnlyProperty(); }
    public BooleanProperty heldProperty() { return held; }

    /** The token for the clipboard, only when the user asks to copy it. */
    /** Puts the token itself on the clipboard: the one place it is ever revealed. */
    public void copyToken() {
        tokenForCopy().ifPresent(held -> clipboard.copy(held.reveal()));
    }

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
            return new Outcome(Optional.of(obtained), Messages.text(existed ? "settings.bearer.reused" : "settings.bearer.obtained"));
        });
    }

    /** Asks first (scripts using the token stop working; the next token differs), then invalidates it. */
    public void confirmInvalidate() {
        if (held.get() && dialogs.confirm(Messages.text("settings.bearer.invalidate.title"),
                Messages.text("settings.bearer.invalidate.confirm"), Confirmation.label("settings.bearer.invalidate.action"))) {
            invalidate();
        }
    }

    /** Invalidates the token at X (signed with the app's keys and the default account's token). */
    public void invalidate() {
        ApiServices services = api.current();
        run("invalidate bearer token", () -> {
            Auth.OAuth1 user = services.accounts().signedInAuth();
            services.bearer().invalidate(user.credentials().token(), user.credentials().tokenSecret());
            return new Outcome(Optional.empty(), Messages.text("settings.bearer.invalidated"));
        });
    }

    private record Outcome(Optional<Secret> token, String message) {
    }

    private void run(String name, java.util.concurrent.Callable<Outcome> work) {
        runBusy(tasks, name, work, outcome -> {
            show(outcome.token());
            message.set(outcome.message());
        }, Messages.text("settings.bearer.failed"));
    }

    private void show(Optional<Secret> value) {
        token = value.orElse(null);
        held.set(token != null);
        masked.set(token == null ? Messages.text("settings.bearer.none") : token.masked());
    }
}

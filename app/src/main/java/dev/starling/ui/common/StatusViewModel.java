package dev.starling.ui.common;

import dev.starling.core.concurrent.TaskRunner;
import java.util.concurrent.Callable;
import java.util.function.Consumer;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * What every workspace view-model shows the same way: a busy flag, one line saying what a command
 * did and one saying what went wrong, and the one way background work reports into them (busy while
 * it runs, its failure in words on the error line, never swallowed).
 */
public abstract class StatusViewModel {

    /** True while the view-model's background work runs. */
    protected final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(this, "busy");
    /** What the last command did ("Audience created"), or empty. */
    protected final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "");
    /** What went wrong and what to do, or empty. */
    protected final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper(this, "error", "");

    public ReadOnlyBooleanProperty busyProperty() { return busy.getReadOnlyProperty(); }
    public ReadOnlyStringProperty messageProperty() { return message.getReadOnlyProperty(); }
    public ReadOnlyStringProperty errorProperty() { return error.getReadOnlyProperty(); }

    /** Empties the message and the error line, before a command says anew how it went. */
    protected void clearMessages() {
        message.set("");
        error.set("");
    }

    /**
     * The failure callback of background work: stops the busy flag and shows the failure as
     * "{what}: {why}" (see {@link FailureText}).
     *
     * @param what localised, e.g. "Could not list the audiences"
     */
    protected final Consumer<Throwable> failedTo(String what) {
        return failure -> {
            busy.set(false);
            error.set(FailureText.describe(failure, what));
        };
    }

    /**
     * Runs {@code work} in the background as one command: clears both lines and shows busy; on
     * success, stops busy and hands the result to {@code done}; on failure, see {@link #failedTo}.
     */
    protected final <T> void runBusy(TaskRunner tasks, String name, Callable<T> work, Consumer<? super T> done,
                                     String what) {
        clearMessages();
        busy.set(true);
        tasks.run(name, work, result -> {
            busy.set(false);
            done.accept(result);
        }, failedTo(what));
    }
}

package dev.starling.ui.frames;

import java.util.concurrent.Executor;
import javafx.application.Platform;

/** The one hand-off to the FX thread for views and their factories (the shell and composition use the platform's own). */
public final class FxThread {

    private FxThread() {
    }

    /** Runs {@code action} on the FX thread after what it is doing now (an event's handling, a layout). */
    public static void later(Runnable action) {
        Platform.runLater(action);
    }

    /** {@link #later} as an executor, for view-models' progress reports from background work. */
    public static Executor executor() {
        return FxThread::later;
    }
}

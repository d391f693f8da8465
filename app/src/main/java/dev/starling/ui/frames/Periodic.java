package dev.starling.ui.frames;

import javafx.animation.Animation;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.util.Duration;

/**
 * Runs an action on the FX thread every {@code period} until stopped: a batch handed over from a background
 * thread at a steady rate, however fast it fills (the live console's arrivals). The toolkit's one repeating timer,
 * beside {@link Debounce} for waiting; FX thread only.
 */
public final class Periodic {

    private final Timeline timeline;

    private Periodic(Duration period, Runnable action) {
        timeline = new Timeline(new KeyFrame(period, event -> action.run()));
        timeline.setCycleCount(Animation.INDEFINITE);
    }

    /** Runs {@code action} every {@code period}, the first time one period from now. */
    public static Periodic every(Duration period, Runnable action) {
        Periodic periodic = new Periodic(period, action);
        periodic.timeline.play();
        return periodic;
    }

    /** No further runs (the one under way, if this is called from it, finishes). */
    public void stop() {
        timeline.stop();
    }

    /** Whether the action will run again. */
    public boolean isRunning() {
        return timeline.getStatus() == Animation.Status.RUNNING;
    }
}

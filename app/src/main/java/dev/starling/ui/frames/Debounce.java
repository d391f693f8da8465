package dev.starling.ui.frames;

import javafx.animation.Animation;
import javafx.animation.PauseTransition;
import javafx.util.Duration;

/**
 * Runs an action once things have been quiet for a while: each {@link #restart()} waits the whole
 * {@code quiet} again (a size that settles, a "Copied" label that goes back, a window manager's answer
 * awaited). The toolkit's one timer for waiting; FX thread only.
 */
public final class Debounce {

    private final PauseTransition wait;

    public Debounce(Duration quiet, Runnable action) {
        wait = new PauseTransition(quiet);
        wait.setOnFinished(event -> action.run());
    }

    /** Runs {@code action} once, {@code after} from now. */
    public static Debounce once(Duration after, Runnable action) {
        Debounce once = new Debounce(after, action);
        once.restart();
        return once;
    }

    /** Waits the whole quiet time again before the action. */
    public void restart() {
        wait.playFromStart();
    }

    /** The action will not run (until the next restart). */
    public void stop() {
        wait.stop();
    }

    /** Whether the action is still to come. */
    public boolean isWaiting() {
        return wait.getStatus() == Animation.Status.RUNNING;
    }
}

package dev.starling.ui.publish;

import dev.starling.ui.frames.FrameScheduler;
import dev.starling.ui.frames.Frames;
import javafx.scene.Node;
import javafx.util.Duration;

/**
 * Once a second while the workspace is in a window: the time left in an edit window is said anew, and a
 * window that closed meanwhile is said as closed (Edit turns off) without waiting for a click.
 */
final class EditCountdown {

    private static final Duration SECOND = Duration.seconds(1);
    private static final Object TICKS = new Object();

    private EditCountdown() {
    }

    /** @param shown run each time the workspace is shown again (prices or accounts may have changed meanwhile) */
    static void every(Node shownIn, Runnable tick, Runnable shown) {
        Frames frames = FrameScheduler.fx().jobsOf(shownIn);
        shownIn.sceneProperty().addListener((obs, old, scene) -> {
            if (scene == null) {
                frames.drop(TICKS);
            } else {
                shown.run();
                frames.every(TICKS, SECOND, tick);
            }
        });
    }
}

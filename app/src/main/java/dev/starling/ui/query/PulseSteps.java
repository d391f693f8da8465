package dev.starling.ui.query;

import java.util.function.BooleanSupplier;
import javafx.animation.AnimationTimer;

/**
 * Runs the {@link StepQueue}'s pieces one per JavaFX pulse, at the start of the pulse, so each piece's
 * CSS and layout happen in that same pulse and no pulse does more than one piece: a 10 MB answer is
 * shown and its other tabs prepared over a few dozen frames instead of one long stall. The timer runs
 * only while there is work. FX thread only.
 */
final class PulseSteps {

    private final StepQueue queue = new StepQueue();
    private final AnimationTimer timer = new AnimationTimer() {
        @Override
        public void handle(long now) {
            if (!queue.runOne()) {
                stop();
            }
        }
    };

    /** See {@link StepQueue#soon}. */
    void soon(BooleanSupplier step) {
        queue.soon(step);
        timer.start();
    }

    /** See {@link StepQueue#ahead}. */
    void ahead(BooleanSupplier step) {
        queue.ahead(step);
        timer.start();
    }

    void clear() {
        queue.clear();
        timer.stop();
    }
}

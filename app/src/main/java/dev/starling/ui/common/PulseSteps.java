package dev.starling.ui.common;

import java.util.ArrayDeque;
import java.util.List;
import java.util.Queue;
import javafx.animation.AnimationTimer;

/**
 * Runs steps on the FX thread one per pulse, in order: for work that must happen on the FX thread and
 * together would be one long frame, such as a new window's first styling and its showing.
 */
public final class PulseSteps {

    private PulseSteps() {
    }

    /** Runs {@code steps}, the first in the next pulse and each later one in the pulse after; call on the FX thread. */
    public static void run(Runnable... steps) {
        Queue<Runnable> left = new ArrayDeque<>(List.of(steps));
        new AnimationTimer() {
            @Override
            public void handle(long now) {
                Runnable step = left.poll();
                if (left.isEmpty()) {
                    stop();
                }
                if (step != null) {
                    step.run();
                }
            }
        }.start();
    }
}

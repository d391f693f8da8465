package dev.starling.ui.frames;

import javafx.animation.AnimationTimer;

/**
 * The one place FX-thread work is spread over frames: a {@link FrameQueue} run from one
 * {@link AnimationTimer}, at the start of each pulse (so a job's CSS and layout happen in that same pulse),
 * at most one job that does work a pulse. The timer runs only while jobs wait.
 *
 * <p>One scheduler serves every window: JavaFX draws all windows in the same pulse on the one FX thread,
 * so a budget per window would let two windows together make a long frame; one budget for the pulse is
 * what keeps frames short. Jobs belong to an owner ({@link #jobsOf}) and are dropped with it
 * ({@link Frames#clear()}), or when the window they wait for closes ({@link Frames#whenShown}).
 * FX thread only.
 */
public final class FrameScheduler {

    /** Jobs that do work, per pulse. */
    static final int BUDGET = 1;

    private static FrameScheduler shared;

    private final FrameQueue queue = new FrameQueue(BUDGET);
    private long pulses;
    private final AnimationTimer timer = new AnimationTimer() {
        @Override
        public void handle(long now) {
            pulses++;
            queue.runPulse();
            if (queue.isEmpty()) {
                stop();
            }
        }
    };

    private FrameScheduler() {
    }

    /** The application's scheduler; FX thread only. */
    public static synchronized FrameScheduler fx() {
        if (shared == null) {
            shared = new FrameScheduler();
        }
        return shared;
    }

    /** The jobs of {@code owner} (a view, a window's steps): added, replaced and dropped together. */
    public Frames jobsOf(Object owner) {
        return new Frames(this, owner);
    }

    FrameQueue queue() {
        return queue;
    }

    long pulses() {
        return pulses;
    }

    void wake() {
        timer.start();
    }
}

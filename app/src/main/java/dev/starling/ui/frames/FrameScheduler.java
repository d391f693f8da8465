package dev.starling.ui.frames;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.function.LongConsumer;
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

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private final FrameQueue queue = new FrameQueue(BUDGET);
    private long pulses;
    /** The FX thread's CPU time at the start of the last pulse, or -1 (timer stopped, or not measurable). */
    private long pulseCpu = -1;
    private final List<LongConsumer> costWaiters = new ArrayList<>();
    private final AnimationTimer timer = new AnimationTimer() {
        @Override
        public void handle(long now) {
            pulses++;
            tellFrameCost();
            queue.runPulse();
            if (queue.isEmpty() && costWaiters.isEmpty()) {
                stop();
                pulseCpu = -1;
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

    /**
     * Tells {@code waiter}, at the start of the next pulse, what this frame cost the FX thread: its CPU from the start
     * of this pulse to the start of the next (this pulse's jobs, CSS, layout, handing the frame to the renderer), in
     * nanoseconds, or -1 when the JVM cannot tell a thread's CPU time. For a job that paces itself by what its frames
     * cost ({@link Frames#every(Object, javafx.util.Duration, int, java.util.function.IntUnaryOperator)}).
     */
    void whenFrameCostKnown(LongConsumer waiter) {
        costWaiters.add(waiter);
        wake();
    }

    private void tellFrameCost() {
        long cpu = THREADS.isCurrentThreadCpuTimeSupported() ? THREADS.getCurrentThreadCpuTime() : -1;
        long frame = pulseCpu < 0 || cpu < 0 ? -1 : cpu - pulseCpu;
        pulseCpu = cpu;
        if (costWaiters.isEmpty()) {
            return;
        }
        List<LongConsumer> told = List.copyOf(costWaiters);
        costWaiters.clear();
        told.forEach(waiter -> waiter.accept(frame));
    }
}

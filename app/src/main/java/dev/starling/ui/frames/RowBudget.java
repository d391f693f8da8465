package dev.starling.ui.frames;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.function.LongSupplier;

/**
 * How many rows a growing table or list makes in its next pulse ({@link PacedHeight}), from what
 * the last pulse cost the FX thread: rows are made until a frame's work is about {@link #BUDGET_MILLIS},
 * so a cold JVM (the first rows load classes and run uncompiled code) makes one a pulse and a warm
 * one several. Asked once a pulse, at the same point of each pulse, so the FX thread's CPU time between
 * two calls is exactly one frame's work (our step, CSS, layout, handing the frame to the renderer).
 * Where the JVM cannot tell a thread's CPU time it makes {@link #FALLBACK_ROWS} a pulse.
 */
final class RowBudget {

    /** A frame's FX-thread work to aim for: well under the 16 ms of a 60 Hz frame, leaving room for the rest. */
    static final double BUDGET_MILLIS = 8;
    static final int MAX_ROWS = 8;
    /** A hand-over's frame to stay within: room under the 16 ms of a 60 Hz frame for what else the frame does. */
    static final double HAND_OVER_BUDGET_MILLIS = 12;
    static final int FALLBACK_ROWS = 2;

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private final LongSupplier cpuNanos;
    private long lastCpu = -1;
    private int rows;

    /** Paced by the calling thread's CPU time (the FX thread's). */
    static RowBudget ofCurrentThread() {
        return new RowBudget(THREADS.isCurrentThreadCpuTimeSupported() ? THREADS::getCurrentThreadCpuTime : () -> -1);
    }

    /** @param cpuNanos the FX thread's CPU time so far, or -1 when it cannot be told */
    RowBudget(LongSupplier cpuNanos) {
        this.cpuNanos = cpuNanos;
    }

    /** The rows to make in this pulse: one at first, then as many as the last frame's cost per row allows. */
    int next() {
        long now = cpuNanos.getAsLong();
        if (now < 0) {
            rows = rows == 0 ? 1 : FALLBACK_ROWS;
            return rows;
        }
        if (lastCpu < 0 || rows == 0) {
            rows = 1;
        } else {
            rows = next(rows, now - lastCpu, MAX_ROWS);
        }
        lastCpu = now;
        return rows;
    }

    /**
     * How many items the next frame may take on, after a frame that took on {@code done} of them and cost the FX
     * thread {@code frameNanos} (or -1 when that cannot be told): as many as fit in {@link #BUDGET_MILLIS} at the last
     * frame's cost per item, at most twice as many as it took on (the next ones may cost more: wider text, new
     * classes), never more than {@code most}, never fewer than one.
     */
    static int next(int done, long frameNanos, int most) {
        return next(done, frameNanos, most, BUDGET_MILLIS);
    }

    /**
     * {@link #next} for a hand-over whose frame costs about the same whatever it takes on (a list whose rows on screen
     * all show other items after it): twice as many after a frame within {@link #HAND_OVER_BUDGET_MILLIS}, fewer in
     * proportion after a frame over it, never more than {@code most}, never fewer than one. The per-item reckoning of
     * {@link #next} would keep such a hand-over at one item as long as one costs more than half the budget.
     */
    static int nextHandOver(int done, long frameNanos, int most) {
        int grown = Math.min(most, Math.max(1, done) * 2);
        double frameMillis = frameNanos / 1e6;
        if (frameNanos < 0 || frameMillis <= HAND_OVER_BUDGET_MILLIS) {
            return grown;
        }
        return Math.max(1, Math.min(grown, (int) Math.floor(done * HAND_OVER_BUDGET_MILLIS / frameMillis)));
    }

    private static int next(int done, long frameNanos, int most, double budgetMillis) {
        int grown = Math.min(most, Math.max(1, done) * 2);
        if (frameNanos < 0) {
            return grown;
        }
        double perItem = frameNanos / 1e6 / Math.max(1, done);
        int affordable = perItem <= 0 ? most : (int) Math.min(most, Math.floor(budgetMillis / perItem));
        return Math.max(1, Math.min(grown, affordable));
    }
}

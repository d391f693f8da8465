package dev.starling.ui.frames;

import java.util.function.BooleanSupplier;
import java.util.function.IntUnaryOperator;
import javafx.scene.Node;
import javafx.util.Duration;

/**
 * One owner's jobs on the {@link FrameScheduler}: what a view spreads over frames. Keyed jobs
 * ({@link #later}) replace a waiting job of the same key in its place; unkeyed ones ({@link #soon},
 * {@link #ahead}) answer whether they did work, so one with nothing left to do costs no pulse.
 * FX thread only.
 */
public final class Frames {

    /** Pulses left alone after a window first shows: its own first layout and paint. */
    static final int SETTLE_PULSES = 3;

    private final FrameScheduler scheduler;
    private final Object owner;

    Frames(FrameScheduler scheduler, Object owner) {
        this.scheduler = scheduler;
        this.owner = owner;
    }

    /** Runs {@code job} in a coming frame, in place of a waiting job of the same {@code key}. */
    public void later(Object key, Runnable job) {
        add(FrameQueue.Lane.SOON, key, FrameQueue.ALWAYS, () -> {
            job.run();
            return true;
        });
    }

    /** Continues work already on screen (the next rows of a shown table): before anything ahead. */
    public void soon(BooleanSupplier step) {
        add(FrameQueue.Lane.SOON, null, FrameQueue.ALWAYS, step);
    }

    /** Prepares something not yet shown, after everything queued before it. */
    public void ahead(BooleanSupplier step) {
        add(FrameQueue.Lane.AHEAD, null, FrameQueue.ALWAYS, step);
    }

    /** Runs {@code steps} one a pulse, in order (the first in the next pulse). */
    public void steps(Runnable... steps) {
        for (Runnable step : steps) {
            later(new Object(), step);
        }
    }

    /**
     * Work done ahead once {@code node}'s window is showing, a few pulses after it first shows (so its own
     * first frames stay light); dropped if that window closes first.
     */
    public void whenShown(Node node, Runnable piece) {
        add(FrameQueue.Lane.AHEAD, null, new Shown(node, scheduler), () -> {
            piece.run();
            return true;
        });
    }

    /**
     * Runs {@code job} in the first pulse at least {@code period} after the last run (the first one
     * {@code period} from now), again and again until {@link #drop dropped} under {@code key}: the regular
     * hand-off of what background threads gathered, one job of its pulse. A late pulse runs it once, not once
     * per period missed. The job may drop its own key: it then runs no more.
     */
    public void every(Object key, Duration period, Runnable job) {
        long nanos = Math.max(1, Math.round(period.toMillis() * 1_000_000));
        repeat(key, nanos, System.nanoTime() + nanos, job);
    }

    /**
     * {@link #every(Object, Duration, Runnable)} for a hand-over whose items cost frame time (rows added to a list): each
     * run, {@code job} is told how many items it may hand over and answers how many it did. The allowance starts at one
     * (the first items meet cold code: classes loaded, CSS and text measured for the first time) and then follows what
     * the frame of its last run cost the FX thread: twice as many after a frame within the hand-over budget, fewer in
     * proportion after one over it ({@link RowBudget#nextHandOver}), never more than {@code most}. What it does not hand
     * over waits for the next run.
     */
    public void every(Object key, Duration period, int most, IntUnaryOperator job) {
        int[] allowed = {1};
        every(key, period, () -> {
            int done = job.applyAsInt(allowed[0]);
            if (done > 0) {
                scheduler.whenFrameCostKnown(frameNanos -> allowed[0] = RowBudget.nextHandOver(done, frameNanos, most));
            }
        });
    }

    private void repeat(Object key, long period, long due, Runnable job) {
        add(FrameQueue.Lane.SOON, key, () -> System.nanoTime() >= due ? FrameQueue.Readiness.GO
                : FrameQueue.Readiness.WAIT, () -> {
            // the next run waits before this one runs, so a job that drops its key drops its next run too
            long now = System.nanoTime();
            repeat(key, period, due + period > now ? due + period : now + period, job);
            job.run();
            return true;
        });
    }

    /** Forgets the waiting job of {@code key}, if any. */
    public void drop(Object key) {
        scheduler.queue().drop(owner, key);
    }

    public boolean isWaiting(Object key) {
        return scheduler.queue().isWaiting(owner, key);
    }

    /** Whether none of this owner's jobs waits. */
    public boolean isIdle() {
        return scheduler.queue().isEmpty(owner);
    }

    /** Drops every waiting job of this owner. */
    public void clear() {
        scheduler.queue().clear(owner);
    }

    private void add(FrameQueue.Lane lane, Object key, FrameQueue.Guard guard, BooleanSupplier work) {
        scheduler.queue().add(lane, owner, key, guard, work);
        scheduler.wake();
    }

    /** Ready a few pulses after {@code node}'s window first shows; dropped once it closed. */
    private static final class Shown implements FrameQueue.Guard {
        private final Node node;
        private final FrameScheduler scheduler;
        private long shownAt = -1;

        Shown(Node node, FrameScheduler scheduler) {
            this.node = node;
            this.scheduler = scheduler;
            // A window already showing counts as shown from now: if it closes before the first pulse looks, the
            // job is dropped rather than left waiting for a window that will not show again (holding its nodes).
            if (showing()) {
                shownAt = scheduler.pulses();
            }
        }

        private boolean showing() {
            var scene = node.getScene();
            return scene != null && scene.getWindow() != null && scene.getWindow().isShowing();
        }

        @Override
        public FrameQueue.Readiness now() {
            boolean showing = showing();
            if (shownAt >= 0 && !showing) {
                return FrameQueue.Readiness.DROP;
            }
            if (!showing) {
                return FrameQueue.Readiness.WAIT;
            }
            if (shownAt < 0) {
                shownAt = scheduler.pulses();
            }
            return scheduler.pulses() - shownAt >= SETTLE_PULSES ? FrameQueue.Readiness.GO : FrameQueue.Readiness.WAIT;
        }
    }
}

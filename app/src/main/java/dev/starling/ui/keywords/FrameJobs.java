package dev.starling.ui.keywords;

import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * FX-thread work spread over frames, one job a frame, so what arrives together (the chart, its legend,
 * the sources, thirty related chips) is not all made, styled and laid out in the one pulse that shows
 * the chart (ADR 22). A job asked for again under the same key before it ran replaces the waiting one
 * and keeps its place, so a burst of changes is done once; a job that has more to do asks for itself
 * again. No toolkit here: the view calls {@link #runNext()} from an {@code AnimationTimer}, which
 * {@code wake} starts.
 */
final class FrameJobs {

    private final Map<Object, Runnable> waiting = new LinkedHashMap<>();
    private final Runnable wake;

    /** @param wake called when a job is added, to make sure frames will run it */
    FrameJobs(Runnable wake) {
        this.wake = wake;
    }

    /** Runs {@code job} in a coming frame, in place of a job of the same {@code key} that has not run yet. */
    void later(Object key, Runnable job) {
        waiting.put(key, job);
        wake.run();
    }

    /** Forgets the waiting job of {@code key}, if any. */
    void drop(Object key) {
        waiting.remove(key);
    }

    /** Whether nothing waits. */
    boolean isIdle() {
        return waiting.isEmpty();
    }

    boolean isWaiting(Object key) {
        return waiting.containsKey(key);
    }

    /** Runs the oldest waiting job (call once a frame); whether jobs are still waiting after it. */
    boolean runNext() {
        Iterator<Map.Entry<Object, Runnable>> first = waiting.entrySet().iterator();
        if (first.hasNext()) {
            Runnable job = first.next().getValue();
            first.remove();
            job.run();
        }
        return !waiting.isEmpty();
    }
}

package dev.starling.ui.frames;

import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.function.BooleanSupplier;

/**
 * The bookkeeping of {@link FrameScheduler}, without the toolkit (so it is tested without it): jobs in two
 * lanes, each job under a key. {@link Lane#SOON} continues work already on screen (the next rows of a
 * shown table, the legend of a drawn chart) and runs before {@link Lane#AHEAD}, work prepared for
 * something not yet shown. A job asked for again under its key before it ran replaces the waiting one
 * and keeps its place, so a burst of changes is done once; a job that has more to do asks for itself
 * again and goes after the others. A job answers whether it did any work, so one with nothing left to do
 * does not use up a pulse's budget; a job that is not ready yet ({@link Readiness#WAIT}) keeps its place.
 * Used on the FX thread; synchronized so a test or a check may ask whether jobs wait from another thread.
 */
final class FrameQueue {

    /** Where a job waits. */
    enum Lane { SOON, AHEAD }

    /** Whether a job may run in this pulse. */
    enum Readiness { GO, WAIT, DROP }

    /** A job's guard: asked each pulse the job is reached, before it runs. */
    @FunctionalInterface
    interface Guard {
        Readiness now();
    }

    static final Guard ALWAYS = () -> Readiness.GO;

    private record Key(Object owner, Object key) {
    }

    private record Job(Guard guard, BooleanSupplier work) {
    }

    private final Map<Key, Job> soon = new LinkedHashMap<>();
    private final Map<Key, Job> ahead = new LinkedHashMap<>();
    private final int budget;

    /** @param budget how many jobs that do work run in one pulse */
    FrameQueue(int budget) {
        if (budget < 1) {
            throw new IllegalArgumentException("budget " + budget);
        }
        this.budget = budget;
    }

    synchronized void add(Lane lane, Object owner, Object key, Guard guard, BooleanSupplier work) {
        Objects.requireNonNull(work, "work");
        Map<Key, Job> jobs = lane == Lane.SOON ? soon : ahead;
        Key id = new Key(owner, key == null ? new Object() : key);
        // LinkedHashMap keeps the place of a replaced key; a job re-added while running was removed first
        jobs.put(id, new Job(guard, work));
    }

    synchronized void drop(Object owner, Object key) {
        Key id = new Key(owner, key);
        soon.remove(id);
        ahead.remove(id);
    }

    synchronized boolean isWaiting(Object owner, Object key) {
        Key id = new Key(owner, key);
        return soon.containsKey(id) || ahead.containsKey(id);
    }

    /** Drops every job of {@code owner} (a new answer replaces the one they were for; a closed window). */
    synchronized void clear(Object owner) {
        soon.keySet().removeIf(id -> Objects.equals(id.owner(), owner));
        ahead.keySet().removeIf(id -> Objects.equals(id.owner(), owner));
    }

    synchronized boolean isEmpty(Object owner) {
        return soon.keySet().stream().noneMatch(id -> Objects.equals(id.owner(), owner))
                && ahead.keySet().stream().noneMatch(id -> Objects.equals(id.owner(), owner));
    }

    synchronized boolean isEmpty() {
        return soon.isEmpty() && ahead.isEmpty();
    }

    /**
     * One pulse: runs ready jobs, soon before ahead, until {@code budget} of them did work or none is left
     * to try; whether any did work.
     */
    synchronized boolean runPulse() {
        int done = 0;
        while (done < budget && runOne()) {
            done++;
        }
        return done > 0;
    }

    private boolean runOne() {
        return runFirstReady(soon) || runFirstReady(ahead);
    }

    /** Runs ready jobs of {@code jobs} in order until one did work; waiting ones keep their place. */
    private static boolean runFirstReady(Map<Key, Job> jobs) {
        Iterator<Map.Entry<Key, Job>> each = jobs.entrySet().iterator();
        while (each.hasNext()) {
            Map.Entry<Key, Job> entry = each.next();
            Readiness readiness = entry.getValue().guard().now();
            if (readiness == Readiness.WAIT) {
                continue;
            }
            each.remove();
            if (readiness == Readiness.GO && entry.getValue().work().getAsBoolean()) {
                return true;
            }
            each = jobs.entrySet().iterator(); // the job may have added jobs: start again from the first
        }
        return false;
    }
}

package dev.starling.ui.query;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.function.BooleanSupplier;

/**
 * The order in which the Inspector's pieces of work run, one piece per JavaFX pulse (see
 * {@link PulseSteps}): first the rest of what is already on screen (the next rows of a table being
 * filled), then what is prepared ahead for a tab not yet opened. A piece answers whether it did any
 * work, so one that has nothing left to do (its tab was filled when opened) does not use up a pulse.
 * Pure bookkeeping, apart from the toolkit, so it is tested without it.
 */
final class StepQueue {

    private final Deque<BooleanSupplier> soon = new ArrayDeque<>();
    private final Deque<BooleanSupplier> ahead = new ArrayDeque<>();

    /** Continues work already visible (the next rows of a shown table): runs before anything ahead. */
    void soon(BooleanSupplier step) {
        soon.add(step);
    }

    /** Prepares something not yet shown, after everything queued before it. */
    void ahead(BooleanSupplier step) {
        ahead.add(step);
    }

    /** Runs queued steps until one did some work; false when nothing is left. */
    boolean runOne() {
        while (!soon.isEmpty() || !ahead.isEmpty()) {
            BooleanSupplier step = soon.isEmpty() ? ahead.poll() : soon.poll();
            if (step.getAsBoolean()) {
                return true;
            }
        }
        return false;
    }

    boolean isEmpty() {
        return soon.isEmpty() && ahead.isEmpty();
    }

    /** Drops every queued step (a new answer replaces the one they were for). */
    void clear() {
        soon.clear();
        ahead.clear();
    }
}

package dev.starling.core.sync;

import java.time.Duration;
import java.time.Instant;

/**
 * When an audience may next receive additions, and removals: the last update of each plus the interval X's advice
 * asks for ({@link SyncSettings#INTERVAL}); null when it may now (never updated).
 */
public record SyncWindow(Instant additionsAllowedAt, Instant removalsAllowedAt) {

    static SyncWindow of(Instant lastAdditionsAt, Instant lastRemovalsAt, Duration interval) {
        return new SyncWindow(lastAdditionsAt == null ? null : lastAdditionsAt.plus(interval),
                lastRemovalsAt == null ? null : lastRemovalsAt.plus(interval));
    }

    /**
     * When changes of these counts may be sent: null when they may at {@code now}, else the later of the times the
     * additions (when there are some) and the removals (when there are some) become allowed.
     */
    public Instant refusedUntil(SyncCounts counts, Instant now) {
        Instant until = null;
        if (counts.additions() > 0 && additionsAllowedAt != null && additionsAllowedAt.isAfter(now)) {
            until = additionsAllowedAt;
        }
        if (counts.removals() > 0 && removalsAllowedAt != null && removalsAllowedAt.isAfter(now)
                && (until == null || removalsAllowedAt.isAfter(until))) {
            until = removalsAllowedAt;
        }
        return until;
    }
}

package dev.starling.core.sync;

import java.time.Instant;

/**
 * An audience Starling keeps in step, as the window lists it: when it was last synced, what it holds, what the last
 * sync changed, and when it may next receive additions and removals.
 *
 * @param people people the audience holds as far as Starling's syncs know
 * @param identifiers their values
 * @param lastAdded people the last completed sync added
 * @param lastRemoved people it removed
 * @param unfinished a sync of it is unfinished (the same command resumes it)
 */
public record SyncStatus(String accountId, String audienceId, Instant lastSyncAt, long people, long identifiers,
                         long lastAdded, long lastRemoved, SyncWindow window, boolean unfinished) {
}

package dev.starling.ui.overlap;

/**
 * An audience Starling keeps in step, as the syncs table shows it: its last sync, what that sync changed (in people),
 * what the audience holds, and when it may next receive additions and removals (X's advice).
 */
public record SyncRow(String accountId, String audienceId, String lastSync, String people, String added, String removed,
                      String nextAdditions, String nextRemovals, String state) {
}

package dev.starling.core.sync;

import java.time.Instant;

/**
 * What a sync would send, before anything is: a dry run's counts, and whether X's advice allows them now.
 *
 * @param allowedAt when the changes may be sent; null when they may now
 * @param resumes an unfinished sync of the same file would be resumed, and these are its counts
 */
public record SyncPreview(SyncCounts counts, SyncWindow window, Instant allowedAt, boolean resumes) {
}

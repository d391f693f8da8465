package dev.starling.core.sync;

import dev.starling.core.upload.UploadProgress;

/**
 * How far a sync is: reading and comparing the export (or resuming), then sending its removals and its additions.
 *
 * @param rowsRead rows of the export compared so far ({@link Stage#READING})
 * @param estimatedRows rows the export holds, estimated from its size
 * @param upload the sending's own progress while removing or adding; null while reading
 */
public record SyncProgress(Stage stage, long rowsRead, long estimatedRows, UploadProgress upload) {

    public enum Stage {
        /** An unfinished sync of the same export goes on from its stored plan (said once, before it sends). */
        RESUMING,
        READING,
        REMOVING,
        ADDING
    }
}

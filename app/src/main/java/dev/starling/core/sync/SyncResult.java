package dev.starling.core.sync;

import dev.starling.core.upload.UploadResult;
import java.time.Instant;
import java.util.List;

/**
 * The outcome of a sync.
 *
 * @param removals the sending of the removals; null when there was nothing to send
 * @param additions the sending of the additions; null when there was nothing to send
 * @param allowedAt when it is allowed, for a refused sync; null otherwise
 * @param resumed an unfinished sync of the same file was resumed (no window applies: it is the same update)
 * @param superseded an unfinished sync of another file was closed first (what it sent is in the record)
 * @param serverErrors operations X refused, with the export's line for an addition (0 for a removal)
 */
public record SyncResult(Status status, long runId, SyncCounts counts, UploadResult removals, UploadResult additions,
                         Instant allowedAt, boolean forced, boolean resumed, boolean superseded,
                         List<UploadResult.ServerError> serverErrors) {

    public enum Status {
        /** Everything was sent (or nothing needed to be). */
        COMPLETED,
        /** Nothing was sent: the audience was updated within the interval. */
        REFUSED,
        /** Stopped on request; the same command resumes it. */
        PAUSED,
        /** Sending failed; the same command resumes it. */
        FAILED
    }

    /** Operations X acknowledged in this run. */
    public long operationsSent() {
        return (removals == null ? 0 : removals.operationsSent()) + (additions == null ? 0 : additions.operationsSent());
    }

    /** Requests X acknowledged in this run. */
    public int requestsSent() {
        return (removals == null ? 0 : removals.batchesAcknowledged()) + (additions == null ? 0 : additions.batchesAcknowledged());
    }

    /** Why sending stopped, when it did: the pipeline's words, as bundle text. */
    public dev.starling.core.text.BundleText failure() {
        if (removals != null && removals.failure() != null) {
            return removals.failure();
        }
        return additions == null ? null : additions.failure();
    }
}

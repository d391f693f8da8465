package dev.starling.core.upload.journal;

import java.time.Instant;
import dev.starling.core.upload.common.UploadSettings;

/** A journalled upload: everything needed to rebuild the same batches after a crash. */
public record UploadJob(long id, String sourcePath, long sourceSize, String fingerprint, String mapping,
                        String phoneRegion, UploadSettings settings, Status status) {

    /**
     * FAILED can be resumed (its retries ran out; acknowledged batches stay acknowledged). REFUSED and
     * NOTHING_TO_UPLOAD are over for good: X refused the target (the account, audience or list does not
     * exist), or the file held no valid value; neither is offered for resume.
     */
    public enum Status { RUNNING, PAUSED, CANCELLED, FAILED, COMPLETED, REFUSED, NOTHING_TO_UPLOAD }

    static UploadSettings settings(String target, String operation, String accountId, String listId,
                                   Instant effectiveAt, Instant expiresAt) {
        return new UploadSettings(UploadSettings.Target.valueOf(target), accountId, listId,
                UploadSettings.Operation.valueOf(operation), effectiveAt, expiresAt);
    }
}

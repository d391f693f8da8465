package dev.starling.core.upload;

import dev.starling.core.text.BundleText;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import dev.starling.core.upload.common.IdentifierType;
import dev.starling.core.upload.journal.UploadJob;

/**
 * The outcome of a run. {@link UploadFigures} names the figures a person reads from it.
 *
 * @param rows data rows read
 * @param people rows read with at least one valid identifier (each becomes one operation: one person)
 * @param acceptedByType valid identifiers read, per type
 * @param operationsSent operations (people) in acknowledged batches
 * @param accepted operations the server counted as successful, minus its operation errors
 * @param rejectedByReason rejected values per reason (local validation), as bundle text
 * @param serverErrors operation and batch errors from the server, by source line (first 1,000)
 * @param duplicateRows rows repeating a valid identifier of an earlier row: across the file when
 *     {@link UploadOptions#fileDuplicates()} is on (the preview and the upload service), else within each request
 * @param duplicateRowsExact whether that count is exact (up to a million distinct values) or an estimate
 * @param failure why the run did not finish, as bundle text; null when it did
 */
public record UploadResult(long jobId, UploadJob.Status status, long rows, long people,
                           Map<IdentifierType, Long> acceptedByType, long operationsSent, long accepted,
                           Map<BundleText, Long> rejectedByReason, long serverErrorCount, List<ServerError> serverErrors,
                           int batchesAcknowledged, int batchesSkipped, int batchesFailed, long duplicateRows,
                           boolean duplicateRowsExact, Path rejectionReport, BundleText failure) {

    /** @param message why, as bundle text: the server's own words as an argument, or the batch's failure */
    public record ServerError(long line, BundleText message) {
    }

    public long rejectedValues() {
        return rejectedByReason.values().stream().mapToLong(Long::longValue).sum();
    }

    /** Rows read without any valid identifier: nothing of them is sent. */
    public long rowsRejected() {
        return rows - people;
    }
}

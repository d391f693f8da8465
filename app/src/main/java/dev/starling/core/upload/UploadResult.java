package dev.starling.core.upload;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * The outcome of a run.
 *
 * @param rows data rows read
 * @param operationsSent operations (rows with at least one valid identifier) in acknowledged batches
 * @param accepted operations the server counted as successful, minus its operation errors
 * @param rejectedByReason rejected values per reason (local validation)
 * @param serverErrors operation and batch errors from the server, by source line (first 1,000)
 * @param duplicatesWithinBatches exact count of values repeated inside one request
 * @param probableDuplicatesInFile values seen earlier in the file when {@link UploadOptions#fileDuplicates()} is on
 *     (the preview; see DuplicateTracker), otherwise the within-batch count
 * @param duplicatesInFileExact whether that count is exact (up to a million distinct values) or an estimate
 */
public record UploadResult(long jobId, UploadJob.Status status, long rows, Map<IdentifierType, Long> acceptedByType,
                           long operationsSent, long accepted, Map<String, Long> rejectedByReason,
                           long serverErrorCount, List<ServerError> serverErrors, int batchesAcknowledged,
                           int batchesSkipped, int batchesFailed, long duplicatesWithinBatches,
                           long probableDuplicatesInFile, boolean duplicatesInFileExact, Path rejectionReport,
                           String failure) {

    public record ServerError(long line, String message) {
    }

    public long rejectedValues() {
        return rejectedByReason.values().stream().mapToLong(Long::longValue).sum();
    }
}

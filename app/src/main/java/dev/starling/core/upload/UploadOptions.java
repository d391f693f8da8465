package dev.starling.core.upload;

import java.nio.file.Path;
import dev.starling.core.upload.encode.BatchLimits;
import dev.starling.core.upload.normalize.DuplicateTracker;

/**
 * Tuning of one run.
 *
 * @param encoderThreads threads normalising and hashing (the parser has its own thread)
 * @param sendersInFlight requests in flight at once (pacing still holds across them)
 * @param maxAttempts attempts per batch on network errors, server errors and count mismatches
 * @param maxRateLimitWaits 429 answers tolerated per batch before giving up
 * @param rejectionReport CSV of rejected rows (line, column, type, reason; never values); null for none
 * @param fileDuplicates also count duplicate rows across the whole file (exactly up to a million distinct values in
 *     at most 16 MiB, then with a 32 MiB Bloom filter; see DuplicateTracker; their random accesses cost CPU per
 *     row): on for the preview and the upload service, so both report the same figure; off (duplicates within
 *     each request only) for the pipeline's own benchmarks
 */
public record UploadOptions(int encoderThreads, int sendersInFlight, int maxAttempts, int maxRateLimitWaits,
                            BatchLimits limits, Path rejectionReport, boolean fileDuplicates) {

    public static UploadOptions defaults(Path rejectionReport) {
        int cores = Runtime.getRuntime().availableProcessors();
        return new UploadOptions(Math.max(1, Math.min(cores, 4)), 4, 5, 30, BatchLimits.X_ADS, rejectionReport, false);
    }

    public UploadOptions withLimits(BatchLimits newLimits) {
        return new UploadOptions(encoderThreads, sendersInFlight, maxAttempts, maxRateLimitWaits, newLimits, rejectionReport,
                fileDuplicates);
    }

    public UploadOptions withSendersInFlight(int senders) {
        return new UploadOptions(encoderThreads, senders, maxAttempts, maxRateLimitWaits, limits, rejectionReport,
                fileDuplicates);
    }

    public UploadOptions withFileDuplicates(boolean on) {
        return new UploadOptions(encoderThreads, sendersInFlight, maxAttempts, maxRateLimitWaits, limits, rejectionReport, on);
    }
}

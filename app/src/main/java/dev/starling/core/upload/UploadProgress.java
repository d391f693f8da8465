package dev.starling.core.upload;

import java.time.Duration;
import java.time.Instant;

/**
 * A snapshot for the progress bar.
 *
 * @param estimatedRows the file's row count estimated from its size and the sampled line lengths, or the exact
 *     count once {@link #withTotal} gave it
 * @param eta null until a rate is known, and while waiting for a rate limit (the wait is the news)
 * @param waitingUntil when sending resumes while the upload waits out a rate limit; null otherwise
 */
public record UploadProgress(long rowsRead, long estimatedRows, double rowsPerSecond, int batchesSent,
                             int batchesAcknowledged, int batchesSkipped, Duration eta, boolean paused,
                             Instant waitingUntil) {

    public UploadProgress(long rowsRead, long estimatedRows, double rowsPerSecond, int batchesSent,
                          int batchesAcknowledged, int batchesSkipped, Duration eta, boolean paused) {
        this(rowsRead, estimatedRows, rowsPerSecond, batchesSent, batchesAcknowledged, batchesSkipped, eta, paused, null);
    }

    /**
     * The same snapshot for a file known to hold exactly {@code rows} data rows (a preview counted them): the total
     * is that count, and the time left, when there is one, follows it.
     */
    public UploadProgress withTotal(long rows) {
        long total = Math.max(rows, rowsRead);
        return new UploadProgress(rowsRead, total, rowsPerSecond, batchesSent, batchesAcknowledged, batchesSkipped,
                eta == null ? null : timeLeft(rowsRead, total, rowsPerSecond), paused, waitingUntil);
    }

    /** The time {@code total - rowsRead} more rows take at {@code rowsPerSecond}; null while no rate is known. */
    static Duration timeLeft(long rowsRead, long total, double rowsPerSecond) {
        return rowsPerSecond > 0 ? Duration.ofMillis((long) ((total - rowsRead) / rowsPerSecond * 1000)) : null;
    }

    /** The same snapshot, as it reads while waiting until {@code until} (or no longer waiting, for null). */
    public UploadProgress waiting(Instant until) {
        return new UploadProgress(rowsRead, estimatedRows, rowsPerSecond, batchesSent, batchesAcknowledged, batchesSkipped,
                until == null ? eta : null, paused, until);
    }
}

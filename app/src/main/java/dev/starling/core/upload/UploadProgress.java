package dev.starling.core.upload;

import java.time.Duration;

/**
 * A snapshot for the progress bar.
 *
 * @param estimatedRows the file's row count estimated from its size and the sampled line lengths
 * @param eta null until a rate is known
 */
public record UploadProgress(long rowsRead, long estimatedRows, double rowsPerSecond, int batchesSent,
                             int batchesAcknowledged, int batchesSkipped, Duration eta, boolean paused) {
}

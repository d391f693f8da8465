package dev.starling.core.upload.encode;

/** The users endpoint's request limits. */
public record BatchLimits(int maxOperations, int maxBytes) {

    /** 2,500 operations and 5,000,000 bytes per request (X's documented limits). */
    public static final BatchLimits X_ADS = new BatchLimits(2_500, 5_000_000);

    public BatchLimits {
        if (maxOperations < 1 || maxBytes < 3) {
            throw new IllegalArgumentException("limits too small");
        }
    }
}

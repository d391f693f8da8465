package dev.starling.core.overlap;

/**
 * How far a comparison is, for a progress bar: input {@code input} (from 0) of {@code inputs} is being read.
 *
 * @param rowsRead rows read so far, all inputs together
 * @param estimatedRows rows all inputs hold, estimated from their sizes
 */
public record OverlapProgress(int input, int inputs, long rowsRead, long estimatedRows) {

    /** From 0 to 1. */
    public double fraction() {
        return estimatedRows <= 0 ? 0 : Math.min(1, (double) rowsRead / estimatedRows);
    }
}

package dev.starling.ui.keywords;

import java.time.Instant;

/**
 * Total, average per bucket and peak of one stitched series (exact volumes, missing windows not
 * counted as zero); worked out by {@link SeriesPoints#of}.
 *
 * @param peakAt start of the bucket with the highest volume; null without points
 */
public record SeriesStats(int points, long total, double average, long peak, Instant peakAt) {

    public static final SeriesStats NONE = new SeriesStats(0, 0, 0, 0, null);
}

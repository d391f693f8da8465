package dev.starling.ui.keywords;

import dev.starling.core.api.ads.VolumePoint;
import java.time.Instant;
import java.util.List;

/**
 * Total, average per bucket and peak of one stitched series (exact volumes, missing windows not
 * counted as zero).
 *
 * @param peakAt start of the bucket with the highest volume; null without points
 */
public record SeriesStats(int points, long total, double average, long peak, Instant peakAt) {

    public static final SeriesStats NONE = new SeriesStats(0, 0, 0, 0, null);

    public static SeriesStats of(List<VolumePoint> points) {
        if (points.isEmpty()) {
            return NONE;
        }
        long total = 0;
        VolumePoint peak = points.get(0);
        for (VolumePoint point : points) {
            total += point.volume();
            if (point.volume() > peak.volume()) {
                peak = point;
            }
        }
        return new SeriesStats(points.size(), total, (double) total / points.size(), peak.volume(), peak.start());
    }
}

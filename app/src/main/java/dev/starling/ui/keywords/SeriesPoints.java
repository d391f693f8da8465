package dev.starling.ui.keywords;

import dev.starling.core.api.ads.VolumePoint;
import dev.starling.core.keywords.SeriesResult;
import java.time.Instant;
import java.util.List;

/**
 * A result's stitched points as the chart and the legend use them: bucket times and exact volumes as
 * arrays, the peak's index and the statistics. Stitching 13 windows of a 90-day series and adding it
 * up costs milliseconds per series, so a fetch's task makes these ({@link #of}) and the FX thread only
 * takes them (ADR 22, third round). Plain data, no toolkit.
 *
 * @param result what they were read from (null for none)
 * @param peak index of the highest volume (the first of equals), or -1 without points
 */
record SeriesPoints(SeriesResult result, long[] times, long[] volumes, int peak, SeriesStats stats) {

    static final SeriesPoints NONE = new SeriesPoints(null, new long[0], new long[0], -1, SeriesStats.NONE);

    /** Stitches {@code result} once (any thread). */
    static SeriesPoints of(SeriesResult result) {
        if (result == null) {
            return NONE;
        }
        List<VolumePoint> points = result.points();
        long[] times = new long[points.size()];
        long[] volumes = new long[points.size()];
        int peak = -1;
        long total = 0;
        for (int i = 0; i < volumes.length; i++) {
            VolumePoint point = points.get(i);
            times[i] = point.start().toEpochMilli();
            volumes[i] = point.volume();
            total += volumes[i];
            if (peak < 0 || volumes[i] > volumes[peak]) {
                peak = i;
            }
        }
        SeriesStats stats = peak < 0 ? SeriesStats.NONE : new SeriesStats(volumes.length, total,
                (double) total / volumes.length, volumes[peak], Instant.ofEpochMilli(times[peak]));
        return new SeriesPoints(result, times, volumes, peak, stats);
    }
}

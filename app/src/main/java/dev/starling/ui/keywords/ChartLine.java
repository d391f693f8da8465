package dev.starling.ui.keywords;

/**
 * One series as the chart draws it: bucket start times (epoch milliseconds, ascending), the exact
 * volumes, the values to plot (see {@link dev.starling.core.keywords.PlotValues}) and where the peak is. Plain data, no toolkit.
 *
 * @param colour index into the theme's series palette ({@code -st-series-0} ...)
 * @param peak index of the highest volume, or -1 when there are no points
 */
public record ChartLine(String name, int colour, long[] times, long[] volumes, double[] plotted, int peak) {

    /**
     * Whether {@code other} draws exactly as this line: the same name, colour and peak, the same times
     * and volumes (the arrays a series keeps per result) and equal plotted values.
     */
    public boolean drawsSameAs(ChartLine other) {
        return name.equals(other.name) && colour == other.colour && peak == other.peak && times == other.times
                && volumes == other.volumes && java.util.Arrays.equals(plotted, other.plotted);
    }

    /** The index of the bucket holding {@code time} (the last one starting at or before it), or -1. */
    public int bucketAt(long time) {
        if (times.length == 0) {
            return -1;
        }
        int found = java.util.Arrays.binarySearch(times, time);
        if (found >= 0) {
            return found;
        }
        int insertion = -found - 1;
        return Math.max(0, insertion - 1);
    }

    /**
     * The index of the bucket that holds {@code time} (it starts at or before it and ends after it),
     * or -1 when the time falls in no bucket: before the first, in a gap, or past the last.
     *
     * @param step the bucket length ({@link #step()}, passed in so a hover need not measure it again)
     */
    public int bucketHolding(long time, long step) {
        int index = bucketAt(time);
        if (index < 0) {
            return -1;
        }
        long start = times[index];
        return time >= start && (step <= 0 || time - start < step) ? index : -1;
    }

    /** The usual distance between buckets (an hour or a day), 0 for fewer than two points. */
    public long step() {
        long step = Long.MAX_VALUE;
        for (int i = 1; i < times.length; i++) {
            step = Math.min(step, times[i] - times[i - 1]);
        }
        return step == Long.MAX_VALUE ? 0 : step;
    }
}

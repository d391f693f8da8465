package dev.starling.ui.keywords;

/**
 * What the chart draws for a series' exact volumes: as they are, or indexed (each value relative to
 * the series' own mean, mean = 100, to compare terms of very different volume), and on a linear or
 * a base-10 logarithmic scale. Exact values are never changed: the tooltip, totals and exports use
 * the volumes themselves.
 */
public final class PlotValues {

    /** Zero has no logarithm: it is drawn at the bottom of a log scale, as 1. */
    static final double LOG_FLOOR = 1;

    private PlotValues() {
    }

    public static double[] plotted(long[] volumes, boolean indexed, boolean logarithmic) {
        double mean = mean(volumes);
        double[] plotted = new double[volumes.length];
        for (int i = 0; i < volumes.length; i++) {
            double value = indexed ? (mean == 0 ? 0 : volumes[i] * 100.0 / mean) : volumes[i];
            plotted[i] = logarithmic ? Math.log10(Math.max(value, LOG_FLOOR)) : value;
        }
        return plotted;
    }

    /** The value a plotted position stands for (the inverse of the log scale). */
    public static double unplot(double plotted, boolean logarithmic) {
        return logarithmic ? Math.pow(10, plotted) : plotted;
    }

    static double mean(long[] volumes) {
        if (volumes.length == 0) {
            return 0;
        }
        double sum = 0;
        for (long volume : volumes) {
            sum += volume;
        }
        return sum / volumes.length;
    }
}

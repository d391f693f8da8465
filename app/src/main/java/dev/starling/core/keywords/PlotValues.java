package dev.starling.core.keywords;

/**
 * What a chart draws for a series' exact volumes: as they are, or indexed (each value relative to
 * the series' own mean, mean = 100, to compare terms of very different volume), and on a linear or
 * a base-10 logarithmic scale. Exact values are never changed: the tooltip, totals and exports use
 * the volumes themselves.
 */
public final class PlotValues {

    private PlotValues() {
    }

    /** On a log scale zero has no logarithm: as {@link #plotted(long[], boolean, boolean, double)} with a floor of 1. */
    public static double[] plotted(long[] volumes, boolean indexed, boolean logarithmic) {
        return plotted(volumes, indexed, logarithmic, 1);
    }

    /**
     * @param logFloor on a log scale, values below it (zero among them) are drawn at it: the bottom of
     *     the scale, {@link ValueScale#logFloor} of the values shown
     */
    public static double[] plotted(long[] volumes, boolean indexed, boolean logarithmic, double logFloor) {
        double[] values = values(volumes, indexed);
        double[] plotted = new double[values.length];
        for (int i = 0; i < values.length; i++) {
            plotted[i] = logarithmic ? Math.log10(Math.max(values[i], logFloor)) : values[i];
        }
        return plotted;
    }

    /** The values a series stands for on the chart: its volumes, or their index (100 = the mean). */
    public static double[] values(long[] volumes, boolean indexed) {
        double mean = mean(volumes);
        double[] values = new double[volumes.length];
        for (int i = 0; i < volumes.length; i++) {
            values[i] = indexed ? (mean == 0 ? 0 : volumes[i] * 100.0 / mean) : volumes[i];
        }
        return values;
    }

    /** The value a plotted position stands for (the inverse of the log scale). */
    public static double unplot(double plotted, boolean logarithmic) {
        return logarithmic ? Math.pow(10, plotted) : plotted;
    }

    public static double mean(long[] volumes) {
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

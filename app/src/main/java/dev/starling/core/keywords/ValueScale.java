package dev.starling.core.keywords;

/**
 * The value axis of a keyword chart, for values as {@link PlotValues} plots them: from zero to a
 * round number above the highest value in about six round steps, or, on a log scale, one tick per
 * power of ten from the power at or below the smallest value shown (not from 1: a series of
 * thousands a day would otherwise sit in the top third) to the one above the highest.
 *
 * @param lower the lowest plotted value on the axis (a power's exponent on a log scale)
 * @param upper the highest
 * @param tick the distance between two ticks, in plotted units
 */
public record ValueScale(double lower, double upper, double tick) {

    /** @param plotted every plotted value shown, of every series */
    public static ValueScale fit(Iterable<double[]> plotted, boolean logarithmic) {
        double max = logarithmic ? Double.NEGATIVE_INFINITY : 0;
        double min = Double.POSITIVE_INFINITY;
        for (double[] values : plotted) {
            for (double value : values) {
                max = Math.max(max, value);
                min = Math.min(min, value);
            }
        }
        if (logarithmic) {
            if (min == Double.POSITIVE_INFINITY) {
                return new ValueScale(0, 1, 1);
            }
            double lower = Math.floor(min);
            return new ValueScale(lower, Math.max(lower + 1, Math.ceil(max + 0.05)), 1);
        }
        double step = niceStep(max * 1.05);
        return new ValueScale(0, Math.max(step, Math.ceil(max * 1.05 / step) * step), step);
    }

    /**
     * The bottom of a log scale over {@code values} (volumes or their index): the power of ten at or
     * below the smallest value above zero; 1 when there is none.
     */
    public static double logFloor(Iterable<double[]> values) {
        double min = Double.POSITIVE_INFINITY;
        for (double[] series : values) {
            for (double value : series) {
                if (value > 0) {
                    min = Math.min(min, value);
                }
            }
        }
        return min == Double.POSITIVE_INFINITY ? 1 : Math.pow(10, Math.floor(Math.log10(min)));
    }

    /** Whole-number ticks that fit: 1, 2 or 5 times a power of ten, about six of them. */
    public static double niceStep(double max) {
        double rough = Math.max(max, 1) / 6;
        double power = Math.pow(10, Math.floor(Math.log10(rough)));
        for (double factor : new double[] {1, 2, 5, 10}) {
            if (factor * power >= rough) {
                return Math.max(factor * power, 1e-9);
            }
        }
        return 10 * power;
    }
}

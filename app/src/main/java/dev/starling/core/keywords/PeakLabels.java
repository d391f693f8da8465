package dev.starling.core.keywords;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.DoubleUnaryOperator;
import java.util.function.LongToDoubleFunction;

/**
 * Where the "Peak 12,345" label of each series goes on a chart: beside its dot, above or below it
 * (a line further when needed), inside the plot, clear of the labels placed before it, of every
 * peak's dot and of every line, so no label sits on a line; in indexed mode, where the lines run close together, that
 * is what decides. A label with no such place near its dot is left out (the dot stays; the legend
 * and the hover give the value). Plain arithmetic in the plot's coordinates (y grows downwards): the
 * window's chart and the report image both use it.
 */
public final class PeakLabels {

    /** Space between a dot and its label. */
    static final double GAP = 6;
    /** A peak's dot's radius, with a little room. */
    static final double DOT = 5;

    /** Whether a line passes through a rectangle of the plot. */
    @FunctionalInterface
    public interface Ink {
        boolean covers(double left, double top, double right, double bottom);
    }

    /** A peak's dot and the size of its label. */
    public record Peak(double x, double y, double labelWidth, double labelHeight) {
    }

    private PeakLabels() {
    }

    /**
     * @return per peak, in order, the label's top-left corner {x, y}, or null when it is left out
     */
    public static List<double[]> place(List<Peak> peaks, double width, double height, Ink ink) {
        List<double[]> placed = new ArrayList<>();
        List<double[]> boxes = new ArrayList<>();
        // Every dot is kept clear too: a label beside another series' dot would be read as that one's.
        for (Peak peak : peaks) {
            boxes.add(new double[] {peak.x() - DOT, peak.y() - DOT, peak.x() + DOT, peak.y() + DOT});
        }
        for (Peak peak : peaks) {
            double[] chosen = null;
            for (double[] spot : candidates(peak)) {
                double left = spot[0];
                double top = spot[1];
                double right = left + peak.labelWidth();
                double bottom = top + peak.labelHeight();
                if (left < 0 || top < 0 || right > width || bottom > height) {
                    continue;
                }
                boolean free = boxes.stream().noneMatch(box -> left < box[2] && box[0] < right && top < box[3]
                        && box[1] < bottom);
                if (free && !ink.covers(left, top, right, bottom)) {
                    chosen = spot;
                    boxes.add(new double[] {left, top, right, bottom});
                    break;
                }
            }
            placed.add(chosen);
        }
        return placed;
    }

    /** Right of the dot and above it first, then left, then below, then a line further out. */
    private static List<double[]> candidates(Peak peak) {
        double w = peak.labelWidth();
        double h = peak.labelHeight();
        double right = peak.x() + GAP;
        double left = peak.x() - GAP - w;
        double centred = peak.x() - w / 2;
        List<double[]> spots = new ArrayList<>();
        for (int away = 0; away < 2; away++) {
            double above = peak.y() - GAP - h - away * h;
            double below = peak.y() + GAP + away * h;
            spots.add(new double[] {right, above});
            spots.add(new double[] {left, above});
            spots.add(new double[] {centred, above});
            spots.add(new double[] {right, below});
            spots.add(new double[] {left, below});
            spots.add(new double[] {centred, below});
        }
        return spots;
    }

    /**
     * The ink of lines given as bucket times and plotted values, drawn with {@code x} (time to plot x),
     * {@code timeAt} (its inverse) and {@code y} (plotted value to plot y): a line covers a rectangle
     * when, between its left and right edge, it comes between its top and bottom (the points inside
     * and the segments entering and leaving it; a gap in the data counts as drawn).
     */
    public static Ink lines(List<long[]> times, List<double[]> values, LongToDoubleFunction x, DoubleUnaryOperator timeAt,
                            DoubleUnaryOperator y) {
        return (left, top, right, bottom) -> {
            long from = (long) Math.floor(timeAt.applyAsDouble(left));
            long to = (long) Math.ceil(timeAt.applyAsDouble(right));
            for (int line = 0; line < times.size(); line++) {
                long[] t = times.get(line);
                double[] v = values.get(line);
                if (t.length == 0) {
                    continue;
                }
                int first = Math.max(0, insertionPoint(t, from) - 1);
                int last = Math.min(t.length - 1, insertionPoint(t, to));
                double previousX = Double.NaN;
                double previousY = Double.NaN;
                for (int i = first; i <= last; i++) {
                    double px = x.applyAsDouble(t[i]);
                    double py = y.applyAsDouble(v[i]);
                    if (!Double.isNaN(previousX) && crosses(previousX, previousY, px, py, left, top, right, bottom)) {
                        return true;
                    }
                    if (px >= left && px <= right && py >= top && py <= bottom) {
                        return true;
                    }
                    previousX = px;
                    previousY = py;
                }
            }
            return false;
        };
    }

    /** Whether the segment passes through the rectangle (its y range over the rectangle's x range). */
    static boolean crosses(double x0, double y0, double x1, double y1, double left, double top, double right,
                           double bottom) {
        double from = Math.max(Math.min(x0, x1), left);
        double to = Math.min(Math.max(x0, x1), right);
        if (from > to) {
            return false;
        }
        double ya = at(x0, y0, x1, y1, from);
        double yb = at(x0, y0, x1, y1, to);
        return Math.max(ya, yb) >= top && Math.min(ya, yb) <= bottom;
    }

    private static double at(double x0, double y0, double x1, double y1, double x) {
        return x1 == x0 ? y0 : y0 + (y1 - y0) * (x - x0) / (x1 - x0);
    }

    private static int insertionPoint(long[] sorted, long value) {
        int found = Arrays.binarySearch(sorted, value);
        return found >= 0 ? found : -found - 1;
    }
}

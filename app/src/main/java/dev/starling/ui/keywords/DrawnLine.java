package dev.starling.ui.keywords;

import java.util.ArrayList;
import java.util.List;
import java.util.function.ToDoubleFunction;
import javafx.scene.shape.Polyline;

/**
 * The polylines that draw one series: broken where buckets are missing, and thinned per pixel column
 * to the first, lowest, highest and last point in it (the classic M4 reduction), which draws exactly
 * the same picture as every point while a wide range on a narrow chart stays cheap. Only what is drawn
 * is thinned; the series, the hover values and the exports keep every point.
 */
final class DrawnLine {

    private DrawnLine() {
    }

    static List<Polyline> polylines(ChartLine line, ToDoubleFunction<Number> xOf, ToDoubleFunction<Number> yOf) {
        List<Polyline> drawn = new ArrayList<>();
        long step = line.step();
        Column column = new Column();
        List<Double> points = new ArrayList<>();
        for (int i = 0; i < line.times().length; i++) {
            if (i > 0 && step > 0 && line.times()[i] - line.times()[i - 1] > step * 3 / 2) {
                column.flush(points);
                drawn.add(polyline(points, line));
                points = new ArrayList<>();
            }
            double x = xOf.applyAsDouble(line.times()[i]);
            double y = yOf.applyAsDouble(line.plotted()[i]);
            if (!column.accepts(x)) {
                column.flush(points);
            }
            column.add(x, y);
        }
        column.flush(points);
        if (!points.isEmpty()) {
            drawn.add(polyline(points, line));
        }
        return drawn;
    }

    private static Polyline polyline(List<Double> points, ChartLine line) {
        Polyline polyline = new Polyline();
        polyline.getPoints().setAll(points);
        polyline.getStyleClass().addAll("chart-series-line", ChartPalette.styleClass(line.colour()));
        polyline.setMouseTransparent(true);
        return polyline;
    }

    /** The points that fall into one pixel column, reduced to first, lowest, highest, last. */
    private static final class Column {
        private long pixel = Long.MIN_VALUE;
        private int count;
        private double firstX, firstY, lastX, lastY, minX, minY, maxX, maxY;

        boolean accepts(double x) {
            return count == 0 || (long) Math.floor(x) == pixel;
        }

        void add(double x, double y) {
            if (count == 0) {
                pixel = (long) Math.floor(x);
                firstX = minX = maxX = x;
                firstY = minY = maxY = y;
            }
            if (y < minY) { minX = x; minY = y; }
            if (y > maxY) { maxX = x; maxY = y; }
            lastX = x;
            lastY = y;
            count++;
        }

        void flush(List<Double> points) {
            if (count == 0) {
                return;
            }
            points.add(firstX);
            points.add(firstY);
            if (count > 2) {
                // Screen y grows downwards: keep the two extremes in the order they occur.
                boolean minFirst = minX <= maxX;
                addIfNew(points, minFirst ? minX : maxX, minFirst ? minY : maxY);
                addIfNew(points, minFirst ? maxX : minX, minFirst ? maxY : minY);
            }
            if (count > 1) {
                addIfNew(points, lastX, lastY);
            }
            count = 0;
        }

        private static void addIfNew(List<Double> points, double x, double y) {
            int n = points.size();
            if (n >= 2 && points.get(n - 2) == x && points.get(n - 1) == y) {
                return;
            }
            points.add(x);
            points.add(y);
        }
    }
}

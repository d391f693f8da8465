package dev.starling.ui.keywords;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Path2D;
import java.awt.color.ColorSpace;
import java.awt.image.BufferedImage;
import java.awt.image.DataBuffer;
import java.awt.image.DataBufferInt;
import java.awt.image.DirectColorModel;
import java.awt.image.Raster;
import java.awt.image.WritableRaster;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Draws the series' lines into pixels, one antialiased path per series, off the FX thread: at 21,600
 * points the rasterising alone takes longer than a frame on a software pipeline, so it must not happen
 * on the FX or render thread (ADR 18). The thinned points of each series are kept with its times, so
 * a later picture of the same series over the same columns (a toggle, a hidden series) does not thin
 * again. Plain Java2D: no JavaFX here.
 */
final class LinePainter {

    /** Line width in screen pixels (as the series' CSS stroke was). */
    static final float STROKE_WIDTH = 1.75f;

    private LinePainter() {
    }

    /**
     * Where the plot's edges are: {@code x0}/{@code x1} are the pixel positions of {@code from} and
     * {@code to}, {@code y0}/{@code y1} those of the value axis' lower and upper bound, in the plot's
     * own coordinates; the picture covers [0, width] x [0, height], drawn at {@code scale} pixels per unit.
     */
    record Frame(long from, long to, double x0, double x1, double lower, double upper, double y0, double y1,
                 double width, double height, double scale) {

        int pixelWidth() {
            return Math.max(1, (int) Math.ceil(width * scale));
        }

        int pixelHeight() {
            return Math.max(1, (int) Math.ceil(height * scale));
        }

        /** The pixel columns between the time edges, the resolution the series are thinned to. */
        int columns() {
            return Math.max(1, (int) Math.ceil(Math.abs(x1 - x0) * scale));
        }

        double x(long time) {
            return (x0 + (time - from) * (x1 - x0) / Math.max(1, to - from)) * scale;
        }

        double y(double plotted) {
            return (y0 + (plotted - lower) * (y1 - y0) / (upper - lower == 0 ? 1 : upper - lower)) * scale;
        }
    }

    /** One series to draw and its colour (ARGB). */
    record Stroke(ChartLine line, int argb) {
    }

    /** Thinned points of one series' times over one period and column count. */
    record Thinned(long from, long to, int columns, int[] kept) {
    }

    /**
     * The picture: premultiplied ARGB pixels, row by row, and the thinned points it used (to hand to
     * the next picture).
     */
    record Picture(int width, int height, int[] argbPremultiplied, Map<long[], Thinned> thinned) {
    }

    /**
     * Draws {@code strokes} in order (later ones on top).
     *
     * @param known thinned points of earlier pictures, by the series' times array (identity); read only
     */
    static Picture paint(List<Stroke> strokes, Frame frame, Map<long[], Thinned> known) {
        return paint(strokes, frame, known, null);
    }

    /**
     * As {@link #paint(List, Frame, Map)}, into {@code spare} when it has the picture's size (it is
     * cleared first): a plot-sized array is several megabytes, and one per picture kept the collector
     * busy while a comparison was being built.
     */
    static Picture paint(List<Stroke> strokes, Frame frame, Map<long[], Thinned> known, int[] spare) {
        int width = frame.pixelWidth();
        int height = frame.pixelHeight();
        BufferedImage image = canvas(width, height, spare);
        Graphics2D graphics = image.createGraphics();
        Map<long[], Thinned> thinned = new IdentityHashMap<>();
        try {
            graphics.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            graphics.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
            graphics.setStroke(new BasicStroke((float) (STROKE_WIDTH * frame.scale()), BasicStroke.CAP_ROUND,
                    BasicStroke.JOIN_ROUND));
            for (Stroke stroke : strokes) {
                ChartLine line = stroke.line();
                Thinned points = thinned(line, frame, known);
                thinned.put(line.times(), points);
                graphics.setColor(new Color(stroke.argb(), true));
                graphics.draw(path(line, points.kept(), frame));
                if (Thread.currentThread().isInterrupted()) {
                    break;
                }
            }
        } finally {
            graphics.dispose();
        }
        int[] pixels = ((DataBufferInt) image.getRaster().getDataBuffer()).getData();
        return new Picture(width, height, pixels, thinned);
    }

    /** A premultiplied ARGB image over {@code spare} when it fits, else over a new array. */
    private static BufferedImage canvas(int width, int height, int[] spare) {
        if (spare == null || spare.length != width * height) {
            return new BufferedImage(width, height, BufferedImage.TYPE_INT_ARGB_PRE);
        }
        java.util.Arrays.fill(spare, 0);
        DirectColorModel premultiplied = new DirectColorModel(ColorSpace.getInstance(ColorSpace.CS_sRGB), 32,
                0xFF0000, 0xFF00, 0xFF, 0xFF000000, true, DataBuffer.TYPE_INT);
        WritableRaster raster = Raster.createPackedRaster(new DataBufferInt(spare, spare.length), width, height, width,
                new int[] {0xFF0000, 0xFF00, 0xFF, 0xFF000000}, null);
        return new BufferedImage(premultiplied, raster, true, null);
    }

    private static Thinned thinned(ChartLine line, Frame frame, Map<long[], Thinned> known) {
        Thinned earlier = known.get(line.times());
        if (earlier != null && earlier.from() == frame.from() && earlier.to() == frame.to()
                && earlier.columns() == frame.columns()) {
            return earlier;
        }
        return new Thinned(frame.from(), frame.to(), frame.columns(),
                DrawnLine.thin(line.times(), line.volumes(), line.step(), frame.from(), frame.to(), frame.columns()));
    }

    /** One path for the whole series; a lone point between gaps is drawn as a dot (a round-capped stub). */
    static Path2D path(ChartLine line, int[] kept, Frame frame) {
        Path2D.Double path = new Path2D.Double(Path2D.WIND_NON_ZERO, kept.length + 2);
        boolean penDown = false;
        int inPiece = 0;
        double lastX = 0;
        double lastY = 0;
        for (int index : kept) {
            if (index == DrawnLine.BREAK) {
                if (inPiece == 1) {
                    path.lineTo(lastX + 0.01, lastY);
                }
                penDown = false;
                inPiece = 0;
                continue;
            }
            lastX = frame.x(line.times()[index]);
            lastY = frame.y(line.plotted()[index]);
            if (penDown) {
                path.lineTo(lastX, lastY);
            } else {
                path.moveTo(lastX, lastY);
                penDown = true;
            }
            inPiece++;
        }
        if (inPiece == 1) {
            path.lineTo(lastX + 0.01, lastY);
        }
        return path;
    }
}

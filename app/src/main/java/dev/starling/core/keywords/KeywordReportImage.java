package dev.starling.core.keywords;

import dev.starling.core.api.ads.KeywordGranularity;
import dev.starling.core.api.ads.VolumePoint;
import dev.starling.core.text.Phrasebook;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.awt.geom.RoundRectangle2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.OutputStream;
import java.text.NumberFormat;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.TextStyle;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javax.imageio.ImageIO;

/**
 * A keyword comparison as a picture for a report or a slide: a title (the series' names), a line
 * saying what is counted, over which period in which time zone, per hour or day, in which country;
 * the chart (value axis, time axis in that zone, one line per series, each peak marked, windows
 * without data shaded); the legend (each series' name and keywords, total, average and peak); and
 * where the figures come from, "X Ads keyword insights, fetched ...". Drawn with Java2D, so the
 * window's Export and {@code starling keywords --png} (no display needed) make the same image from
 * the same {@link KeywordReport}. Always on white, in the light theme's series colours, for print.
 */
public final class KeywordReportImage {

    /** The light theme's series colours ({@code -st-series-0} .. {@code -st-series-9} of tokens-light.css). */
    public static final int[] SERIES_COLOURS = {0x2f6db5, 0xd9700f, 0xc8363a, 0x2a8c86, 0x3f8a35, 0xa38a00, 0x8e5a85,
        0xd6577a, 0x7a5640, 0x5f6b78};
    /** Images are written at twice their layout size, for slides and print. */
    public static final double SCALE = 2;
    static final int WIDTH = 1200;
    static final int PLOT_HEIGHT = 400;
    private static final int MARGIN = 32;
    private static final int LEGEND_ROW = 22;
    private static final Color TEXT = new Color(0x1f2328);
    private static final Color SECONDARY = new Color(0x57606a);
    private static final Color GRID = new Color(0xe4e7eb);
    private static final Color AXIS = new Color(0x9aa3ad);
    private static final Color MISSING = new Color(0xeef0f2);
    private static final String FONT = Font.SANS_SERIF;

    private final KeywordReport report;
    private final Phrasebook words;
    private final Locale locale;
    private final ZoneId zone;
    private final boolean hourly;

    private KeywordReportImage(KeywordReport report, Phrasebook words, Locale locale) {
        this.report = report;
        this.words = words;
        this.locale = locale;
        this.zone = report.zone();
        this.hourly = report.granularity() == KeywordGranularity.HOUR;
    }

    /** The report drawn at {@code scale} pixels per layout unit, worded by {@code words}. */
    public static BufferedImage draw(KeywordReport report, Phrasebook words, Locale locale, double scale) {
        return new KeywordReportImage(report, words, locale).draw(scale);
    }

    /**
     * Writes {@code image} as a PNG to {@code out}: callers open it through
     * {@link dev.starling.core.output.RunFiles} as every output file is, so the checks (never one of
     * Starling's own files, an input, a folder) and the write-then-rename are the same as for a CSV.
     */
    public static void writePng(BufferedImage image, OutputStream out) throws IOException {
        if (!ImageIO.write(image, "png", out)) {
            throw new IOException("no PNG writer available");
        }
    }

    // --- drawing -----------------------------------------------------------------------------

    /** One series as drawn: its points, the values plotted and where its peak is. */
    private record Drawn(KeywordReport.Series series, long[] times, long[] volumes, double[] plotted, int peak,
                         long step) {
    }

    private BufferedImage draw(double scale) {
        List<Drawn> drawn = drawnSeries();
        int legendHeight = report.series().size() * LEGEND_ROW;
        int top = MARGIN + 30 + 22 + 18;
        int plotBottom = top + PLOT_HEIGHT;
        int height = plotBottom + 28 + 14 + legendHeight + 14 + 18 + MARGIN;
        BufferedImage image = new BufferedImage((int) Math.ceil(WIDTH * scale), (int) Math.ceil(height * scale),
                BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = image.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
            g.setRenderingHint(RenderingHints.KEY_FRACTIONALMETRICS, RenderingHints.VALUE_FRACTIONALMETRICS_ON);
            g.scale(scale, scale);
            g.setColor(Color.WHITE);
            g.fillRect(0, 0, WIDTH, height);

            g.setColor(TEXT);
            g.setFont(new Font(FONT, Font.BOLD, 22));
            text(g, title(), MARGIN, MARGIN + 22, WIDTH - 2 * MARGIN);
            g.setColor(SECONDARY);
            g.setFont(new Font(FONT, Font.PLAIN, 13));
            text(g, subtitle(), MARGIN, MARGIN + 30 + 18, WIDTH - 2 * MARGIN);

            Plot plot = plot(g, drawn, top, plotBottom);
            drawPlot(g, plot, drawn);
            drawLegend(g, drawn, plotBottom + 28 + 14);
            g.setColor(SECONDARY);
            g.setFont(new Font(FONT, Font.PLAIN, 12));
            text(g, source(), MARGIN, height - MARGIN, WIDTH - 2 * MARGIN);
        } finally {
            g.dispose();
        }
        return image;
    }

    private List<Drawn> drawnSeries() {
        List<double[]> values = new ArrayList<>();
        List<long[]> volumes = new ArrayList<>();
        List<long[]> times = new ArrayList<>();
        for (KeywordReport.Series one : report.series()) {
            List<VolumePoint> points = one.result().points();
            long[] t = new long[points.size()];
            long[] v = new long[points.size()];
            for (int i = 0; i < t.length; i++) {
                t[i] = points.get(i).start().toEpochMilli();
                v[i] = points.get(i).volume();
            }
            times.add(t);
            volumes.add(v);
            values.add(PlotValues.values(v, report.indexed()));
        }
        double floor = report.logarithmic() ? ValueScale.logFloor(values) : 1;
        List<Drawn> drawn = new ArrayList<>();
        long step = report.granularity() == null ? 0 : report.granularity().bucket().toMillis();
        for (int i = 0; i < report.series().size(); i++) {
            long[] v = volumes.get(i);
            int peak = -1;
            for (int j = 0; j < v.length; j++) {
                if (peak < 0 || v[j] > v[peak]) {
                    peak = j;
                }
            }
            drawn.add(new Drawn(report.series().get(i), times.get(i), v,
                    PlotValues.plotted(v, report.indexed(), report.logarithmic(), floor), peak, step));
        }
        return drawn;
    }

    /** Where the plot is and how values and times map onto it. */
    private record Plot(double left, double top, double right, double bottom, long from, long to, ValueScale scale) {

        double x(long time) {
            return left + (time - from) * (right - left) / Math.max(1, to - from);
        }

        double time(double x) {
            return from + (x - left) * (to - from) / Math.max(1e-9, right - left);
        }

        double y(double plotted) {
            double span = scale.upper() - scale.lower();
            return bottom - (plotted - scale.lower()) * (bottom - top) / (span == 0 ? 1 : span);
        }
    }

    private Plot plot(Graphics2D g, List<Drawn> drawn, int top, int bottom) {
        ValueScale scale = ValueScale.fit(drawn.stream().map(Drawn::plotted).toList(), report.logarithmic());
        g.setFont(new Font(FONT, Font.PLAIN, 12));
        FontMetrics metrics = g.getFontMetrics();
        double labels = 0;
        for (double tick = scale.lower(); tick <= scale.upper() + 1e-9; tick += scale.tick()) {
            labels = Math.max(labels, metrics.stringWidth(valueLabel(tick)));
        }
        return new Plot(MARGIN + labels + 10, top, WIDTH - MARGIN, bottom, report.from().toEpochMilli(),
                report.to().toEpochMilli(), scale);
    }

    private void drawPlot(Graphics2D g, Plot plot, List<Drawn> drawn) {
        g.setColor(MISSING);
        for (long[] gap : report.missing()) {
            double x0 = plot.x(gap[0]);
            double x1 = plot.x(gap[1]);
            g.fill(new Rectangle2D.Double(x0, plot.top(), Math.max(1, x1 - x0), plot.bottom() - plot.top()));
        }
        g.setFont(new Font(FONT, Font.PLAIN, 12));
        FontMetrics metrics = g.getFontMetrics();
        g.setStroke(new BasicStroke(1));
        ValueScale scale = plot.scale();
        for (double tick = scale.lower(); tick <= scale.upper() + 1e-9; tick += scale.tick()) {
            double y = plot.y(tick);
            g.setColor(GRID);
            g.draw(new java.awt.geom.Line2D.Double(plot.left(), y, plot.right(), y));
            g.setColor(SECONDARY);
            String label = valueLabel(tick);
            g.drawString(label, (float) (plot.left() - 8 - metrics.stringWidth(label)), (float) (y + metrics.getAscent() / 2.0 - 1));
        }
        TimeTicks ticks = TimeTicks.choose(plot.from(), plot.to(),
                (int) Math.max(2, (plot.right() - plot.left()) / 110), zone);
        for (long tick : ticks.ticks(plot.from(), plot.to())) {
            double x = plot.x(tick);
            g.setColor(AXIS);
            g.draw(new java.awt.geom.Line2D.Double(x, plot.bottom(), x, plot.bottom() + 4));
            String label = ticks.label(tick, words);
            double labelX = Math.min(Math.max(x - metrics.stringWidth(label) / 2.0, plot.left() - 20),
                    WIDTH - MARGIN / 2.0 - metrics.stringWidth(label));
            g.setColor(SECONDARY);
            g.drawString(label, (float) labelX, (float) (plot.bottom() + 6 + metrics.getAscent()));
        }
        g.setColor(AXIS);
        g.draw(new java.awt.geom.Line2D.Double(plot.left(), plot.bottom(), plot.right(), plot.bottom()));

        java.awt.Shape clip = g.getClip();
        g.clip(new Rectangle2D.Double(plot.left() - 2, plot.top() - 2, plot.right() - plot.left() + 4,
                plot.bottom() - plot.top() + 4));
        g.setStroke(new BasicStroke(2f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        for (Drawn line : drawn) {
            g.setColor(colour(line.series().colour()));
            g.draw(path(line, plot));
        }
        g.setClip(clip);
        drawPeaks(g, plot, drawn);
    }

    /** One path per series, lifted where buckets are missing (a gap is never bridged). */
    private static Path2D path(Drawn line, Plot plot) {
        Path2D.Double path = new Path2D.Double();
        for (int i = 0; i < line.times().length; i++) {
            double x = plot.x(line.times()[i]);
            double y = plot.y(line.plotted()[i]);
            boolean gap = i == 0 || line.step() > 0 && line.times()[i] - line.times()[i - 1] > line.step();
            if (gap) {
                path.moveTo(x, y);
                boolean alone = i + 1 >= line.times().length
                        || line.step() > 0 && line.times()[i + 1] - line.times()[i] > line.step();
                if (alone) {
                    path.lineTo(x + 0.01, y);
                }
            } else {
                path.lineTo(x, y);
            }
        }
        return path;
    }

    private void drawPeaks(Graphics2D g, Plot plot, List<Drawn> drawn) {
        g.setFont(new Font(FONT, Font.BOLD, 12));
        FontMetrics metrics = g.getFontMetrics();
        List<Drawn> withPeak = drawn.stream().filter(line -> line.peak() >= 0).toList();
        List<PeakLabels.Peak> peaks = new ArrayList<>();
        List<String> labels = new ArrayList<>();
        for (Drawn line : withPeak) {
            String label = words.text("keywords.chart.peak", exact(line.volumes()[line.peak()]));
            labels.add(label);
            peaks.add(new PeakLabels.Peak(plot.x(line.times()[line.peak()]) - plot.left(),
                    plot.y(line.plotted()[line.peak()]) - plot.top(), metrics.stringWidth(label) + 8,
                    metrics.getHeight() + 2));
        }
        PeakLabels.Ink ink = PeakLabels.lines(drawn.stream().map(Drawn::times).toList(),
                drawn.stream().map(Drawn::plotted).toList(), time -> plot.x(time) - plot.left(),
                x -> plot.time(x + plot.left()), value -> plot.y(value) - plot.top());
        List<double[]> placed = PeakLabels.place(peaks, plot.right() - plot.left(), plot.bottom() - plot.top(), ink);
        for (int i = 0; i < withPeak.size(); i++) {
            Drawn line = withPeak.get(i);
            double x = plot.x(line.times()[line.peak()]);
            double y = plot.y(line.plotted()[line.peak()]);
            Color colour = colour(line.series().colour());
            g.setColor(Color.WHITE);
            g.fill(new Ellipse2D.Double(x - 6, y - 6, 12, 12));
            g.setColor(colour);
            g.fill(new Ellipse2D.Double(x - 4.5, y - 4.5, 9, 9));
            if (placed.get(i) != null) {
                double left = plot.left() + placed.get(i)[0];
                double top = plot.top() + placed.get(i)[1];
                g.setColor(new Color(255, 255, 255, 225));
                g.fill(new RoundRectangle2D.Double(left, top, peaks.get(i).labelWidth(), peaks.get(i).labelHeight(), 6, 6));
                g.setColor(colour.darker());
                g.drawString(labels.get(i), (float) (left + 4), (float) (top + 1 + metrics.getAscent()));
            }
        }
    }

    private void drawLegend(Graphics2D g, List<Drawn> drawn, int top) {
        Font bold = new Font(FONT, Font.BOLD, 13);
        Font plain = new Font(FONT, Font.PLAIN, 13);
        int y = top;
        for (Drawn line : drawn) {
            g.setColor(colour(line.series().colour()));
            g.fill(new RoundRectangle2D.Double(MARGIN, y - 11, 12, 12, 3, 3));
            g.setFont(bold);
            g.setColor(TEXT);
            String name = seriesName(line.series());
            int nameWidth = text(g, name, MARGIN + 20, y, (WIDTH - 2 * MARGIN) / 2);
            g.setFont(plain);
            g.setColor(SECONDARY);
            int statsLeft = MARGIN + 20 + nameWidth + 14;
            text(g, stats(line), statsLeft, y, WIDTH - MARGIN - statsLeft);
            y += LEGEND_ROW;
        }
    }

    /** Draws {@code text} at (x, baseline), shortened with an ellipsis to {@code width}; returns the width used. */
    private static int text(Graphics2D g, String text, double x, double baseline, double width) {
        FontMetrics metrics = g.getFontMetrics();
        String shown = text;
        if (metrics.stringWidth(shown) > width) {
            while (!shown.isEmpty() && metrics.stringWidth(shown + "\u2026") > width) {
                shown = shown.substring(0, shown.length() - 1);
            }
            shown = shown.stripTrailing() + "\u2026";
        }
        g.drawString(shown, (float) x, (float) baseline);
        return metrics.stringWidth(shown);
    }

    // --- words -------------------------------------------------------------------------------

    private String title() {
        return String.join(words.text("keywords.report.versus"),
                report.series().stream().map(KeywordReport.Series::name).toList());
    }

    /** "Posts per day · 1 Oct 2026 00:00 – 8 Oct 2026 00:00 (Central European Time) · United States". */
    private String subtitle() {
        String counted = words.text(report.indexed() ? "keywords.axis.index" : hourly ? "keywords.axis.perHour"
                : "keywords.axis.perDay");
        if (report.logarithmic()) {
            counted = words.text("keywords.axis.log", counted);
        }
        DateTimeFormatter time = DateTimeFormatter.ofPattern(words.text("keywords.report.time"), locale).withZone(zone);
        String period = words.text("keywords.time.span", time.format(report.from()), time.format(report.to()));
        return words.text("keywords.report.subtitle", counted, period, zoneName(), country());
    }

    /** "Central European Time, Europe/Berlin"; plainly "UTC" for UTC by any of its names. */
    private String zoneName() {
        if (zone.normalized().equals(ZoneOffset.UTC)) {
            return "UTC";
        }
        String name = zone.getDisplayName(TextStyle.FULL, locale);
        return zone instanceof ZoneOffset || name.equals(zone.getId()) ? name : name + ", " + zone.getId();
    }

    private String country() {
        return KeywordCountries.byTargetingValue(report.location()).map(country -> country.displayName(locale))
                .orElse(report.location());
    }

    private String seriesName(KeywordReport.Series series) {
        String label = series.terms().label();
        return series.name().equals(label) ? label : words.text("keywords.report.renamed", series.name(), label);
    }

    private String stats(Drawn line) {
        if (line.peak() < 0) {
            return words.text("keywords.legend.noData");
        }
        long total = 0;
        for (long volume : line.volumes()) {
            total += volume;
        }
        DateTimeFormatter bucket = DateTimeFormatter.ofPattern(words.text(hourly ? "keywords.time.hourShort"
                : "keywords.time.dayShort"), locale).withZone(zone);
        NumberFormat average = NumberFormat.getNumberInstance(locale);
        average.setMaximumFractionDigits(total / (double) line.volumes().length < 100 ? 1 : 0);
        return words.text(hourly ? "keywords.legend.statsHourly" : "keywords.legend.statsDaily", exact(total),
                average.format(total / (double) line.volumes().length), exact(line.volumes()[line.peak()]),
                bucket.format(Instant.ofEpochMilli(line.times()[line.peak()])));
    }

    /** "X Ads keyword insights, fetched 8 Oct 2026 14:03", and how many windows are shaded. */
    private String source() {
        DateTimeFormatter time = DateTimeFormatter.ofPattern(words.text("keywords.report.time"), locale).withZone(zone);
        String fetched = report.fetched().map(when -> when[1].getEpochSecond() - when[0].getEpochSecond() < 60
                ? words.text("keywords.report.source", time.format(when[1]))
                : words.text("keywords.report.sourceSpan", time.format(when[0]), time.format(when[1])))
                .orElse(words.text("keywords.report.sourceNone"));
        int missing = report.missing().size();
        return missing == 0 ? fetched : fetched + words.text("keywords.report.missing", missing);
    }

    private String valueLabel(double plotted) {
        double value = PlotValues.unplot(plotted, report.logarithmic());
        NumberFormat compact = NumberFormat.getCompactNumberInstance(locale, NumberFormat.Style.SHORT);
        compact.setMaximumFractionDigits(1);
        return compact.format(value);
    }

    private String exact(long value) {
        return NumberFormat.getIntegerInstance(locale).format(value);
    }

    private static Color colour(int index) {
        return new Color(SERIES_COLOURS[Math.floorMod(index, SERIES_COLOURS.length)]);
    }
}

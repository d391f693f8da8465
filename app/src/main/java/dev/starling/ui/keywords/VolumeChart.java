package dev.starling.ui.keywords;

import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.geometry.Point2D;
import javafx.scene.Group;
import javafx.scene.Node;
import javafx.scene.chart.LineChart;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.XYChart;
import javafx.scene.control.Label;
import javafx.scene.input.MouseEvent;
import javafx.scene.shape.Circle;
import javafx.scene.shape.Line;
import javafx.scene.shape.Rectangle;
import javafx.util.StringConverter;

/**
 * The keyword-volume line chart: {@link ChartLine}s over a {@link TimeAxis}, the peak of each marked,
 * windows that could not be fetched shaded, and a crosshair with the exact values under the pointer.
 * A series is split where buckets are missing, so a gap is drawn as a gap and never bridged.
 *
 * <p>Series are drawn as plain polylines rather than {@link XYChart.Data} items (the chart's own
 * series machinery costs far more than the drawing for thousands of points), thinned to what a
 * pixel column can show ({@link DrawnLine}) and cached as bitmaps. Hovering moves only unmanaged
 * nodes inside the plot (whose layout requests the chart ignores), so it never re-lays out or
 * re-draws the lines.
 */
final class VolumeChart extends LineChart<Number, Number> {

    private final TimeAxis timeAxis;
    private final NumberAxis valueAxis;
    private final Line crosshair = new Line();
    private final Group hoverDots = new Group();
    private final Label hoverBox = new Label();
    private final Group peaks = new Group();
    private final Group bands = new Group();
    private final Group strokes = new Group();
    private final ReadOnlyStringWrapper hoverText = new ReadOnlyStringWrapper(this, "hoverText", "");
    private List<ChartLine> lines = List.of();
    private List<long[]> missing = List.of();
    private boolean logarithmic;
    /** The bucket the hover shows, so moves within it change nothing. */
    private long shownBucket = Long.MIN_VALUE;

    VolumeChart() {
        this(new TimeAxis(), new NumberAxis());
    }

    private VolumeChart(TimeAxis timeAxis, NumberAxis valueAxis) {
        super(timeAxis, valueAxis);
        this.timeAxis = timeAxis;
        this.valueAxis = valueAxis;
        setId("volumeChart");
        getStyleClass().add("volume-chart");
        setCreateSymbols(false);
        setAnimated(false);
        setLegendVisible(false);
        valueAxis.setAnimated(false);
        valueAxis.setForceZeroInRange(true);
        valueAxis.setMinorTickVisible(false);
        valueAxis.setTickLabelFormatter(new StringConverter<>() {
            @Override
            public String toString(Number plotted) {
                return VolumeText.compact(PlotValues.unplot(plotted.doubleValue(), logarithmic));
            }

            @Override
            public Number fromString(String text) {
                throw new UnsupportedOperationException();
            }
        });
        for (Node node : List.of(crosshair, hoverDots, hoverBox, peaks, bands, strokes)) {
            node.setManaged(false);
            node.setMouseTransparent(true);
        }
        // All lines are drawn once per change into one bitmap, reused while the pointer moves over them.
        strokes.setCache(true);
        crosshair.getStyleClass().add("chart-crosshair");
        hoverBox.getStyleClass().add("chart-hover");
        hoverBox.setId("chartHover");
        bands.getStyleClass().add("chart-missing");
        hideHover();
        getPlotChildren().addAll(bands, strokes, peaks, crosshair, hoverDots, hoverBox);
        addEventHandler(MouseEvent.MOUSE_MOVED, event -> hover(event.getSceneX(), event.getSceneY()));
        addEventHandler(MouseEvent.MOUSE_EXITED, event -> hideHover());
    }

    /** A picture of the chart; the bitmap caches are left out so a scaled picture stays sharp. */
    javafx.scene.image.WritableImage picture(javafx.scene.SnapshotParameters parameters) {
        strokes.setCache(false);
        try {
            return snapshot(parameters, null);
        } finally {
            strokes.setCache(true);
        }
    }

    /** The lines drawn now (for tests). */
    List<ChartLine> lines() {
        return lines;
    }

    ReadOnlyStringProperty hoverTextProperty() {
        return hoverText.getReadOnlyProperty();
    }

    /**
     * Draws these lines over [from, to] in {@code zone}.
     *
     * @param missing spans (epoch millisecond pairs) that could not be fetched
     */
    void show(ChartModel model) {
        valueAxis.setLabel(model.valueLabel().isEmpty() ? null : model.valueLabel());
        show(model.lines(), model.missing(), model.from(), model.to(), model.zone(), model.logarithmic());
    }

    void show(List<ChartLine> lines, List<long[]> missing, long from, long to, ZoneId zone, boolean logarithmic) {
        this.lines = List.copyOf(lines);
        this.missing = List.copyOf(missing);
        this.logarithmic = logarithmic;
        timeAxis.showRange(from, to, zone);
        scaleValueAxis();
        strokes.getChildren().clear();
        for (ChartLine line : this.lines) {
            Group series = new Group();
            strokes.getChildren().add(series);
        }
        rebuildPeaks();
        rebuildBands();
        // One hover dot per line, made here and only moved while the pointer moves.
        hoverDots.getChildren().clear();
        for (ChartLine line : this.lines) {
            Circle dot = new Circle(4);
            dot.getStyleClass().addAll("chart-hover-dot", ChartPalette.styleClass(line.colour()));
            hoverDots.getChildren().add(dot);
        }
        hideHover();
        requestChartLayout();
    }

    /** Whole-number ticks that fit: 1, 2 or 5 times a power of ten, about six of them. */
    static double niceStep(double max) {
        double rough = Math.max(max, 1) / 6;
        double power = Math.pow(10, Math.floor(Math.log10(rough)));
        for (double factor : new double[] {1, 2, 5, 10}) {
            if (factor * power >= rough) {
                return Math.max(factor * power, 1e-9);
            }
        }
        return 10 * power;
    }

    private void scaleValueAxis() {
        double max = 0;
        for (ChartLine line : lines) {
            for (double value : line.plotted()) {
                max = Math.max(max, value);
            }
        }
        valueAxis.setAutoRanging(false);
        valueAxis.setLowerBound(0);
        if (logarithmic) {
            // Whole powers of ten, one tick each: 1, 10, 100, 1K ...
            valueAxis.setUpperBound(Math.max(1, Math.ceil(max + 0.05)));
            valueAxis.setTickUnit(1);
        } else {
            double step = niceStep(max * 1.05);
            valueAxis.setUpperBound(Math.max(step, Math.ceil(max * 1.05 / step) * step));
            valueAxis.setTickUnit(step);
        }
    }

    private void rebuildPeaks() {
        peaks.getChildren().clear();
        for (ChartLine line : lines) {
            if (line.peak() < 0) {
                continue;
            }
            Circle dot = new Circle(4.5);
            dot.getStyleClass().addAll("chart-peak", ChartPalette.styleClass(line.colour()));
            Label label = new Label(dev.starling.ui.common.Messages.text("keywords.chart.peak",
                    VolumeText.exact(line.volumes()[line.peak()])));
            label.getStyleClass().addAll("chart-peak-label");
            peaks.getChildren().add(new Group(dot, label));
        }
    }

    private void rebuildBands() {
        bands.getChildren().clear();
        for (int i = 0; i < missing.size(); i++) {
            Rectangle band = new Rectangle();
            band.getStyleClass().add("chart-missing-band");
            bands.getChildren().add(band);
        }
    }

    @Override
    protected void layoutPlotChildren() {
        super.layoutPlotChildren();
        for (int i = 0; i < lines.size(); i++) {
            Group series = (Group) strokes.getChildren().get(i);
            series.getChildren().setAll(DrawnLine.polylines(lines.get(i), timeAxis::getDisplayPosition,
                    valueAxis::getDisplayPosition));
        }
        double height = valueAxis.getHeight();
        for (int i = 0; i < missing.size(); i++) {
            Rectangle band = (Rectangle) bands.getChildren().get(i);
            double x0 = timeAxis.getDisplayPosition(missing.get(i)[0]);
            double x1 = timeAxis.getDisplayPosition(missing.get(i)[1]);
            band.setX(x0);
            band.setWidth(Math.max(1, x1 - x0));
            band.setY(0);
            band.setHeight(height);
        }
        int mark = 0;
        double width = timeAxis.getWidth();
        for (ChartLine line : lines) {
            if (line.peak() < 0) {
                continue;
            }
            Group peak = (Group) peaks.getChildren().get(mark++);
            double x = timeAxis.getDisplayPosition(line.times()[line.peak()]);
            double y = valueAxis.getDisplayPosition(line.plotted()[line.peak()]);
            Circle dot = (Circle) peak.getChildren().get(0);
            Label label = (Label) peak.getChildren().get(1);
            dot.setCenterX(x);
            dot.setCenterY(y);
            label.autosize();
            double labelX = x + 8 + label.getWidth() > width ? x - 8 - label.getWidth() : x + 8;
            label.relocate(labelX, Math.max(0, y - label.getHeight() / 2 - 10));
        }
    }

    private void hover(double sceneX, double sceneY) {
        Point2D point = crosshair.getParent() == null ? null : crosshair.getParent().sceneToLocal(sceneX, sceneY);
        double width = timeAxis.getWidth();
        double height = valueAxis.getHeight();
        if (point == null || lines.isEmpty() || point.getX() < 0 || point.getX() > width
                || point.getY() < 0 || point.getY() > height) {
            hideHover();
            return;
        }
        long time = timeAxis.getValueForDisplay(point.getX()).longValue();
        List<VolumeText.Hit> hits = new ArrayList<>();
        long bucket = Long.MIN_VALUE;
        boolean hourly = true;
        int dots = 0;
        for (ChartLine line : lines) {
            int index = line.bucketAt(time);
            if (index < 0) {
                continue;
            }
            bucket = Math.max(bucket, line.times()[index]);
            hourly = line.step() > 0 && line.step() < 86_400_000L;
            hits.add(new VolumeText.Hit(line.name(), line.volumes()[index]));
            Circle dot = (Circle) hoverDots.getChildren().get(dots++);
            dot.setCenterX(timeAxis.getDisplayPosition(line.times()[index]));
            dot.setCenterY(valueAxis.getDisplayPosition(line.plotted()[index]));
            dot.setVisible(true);
        }
        for (int i = dots; i < hoverDots.getChildren().size(); i++) {
            hoverDots.getChildren().get(i).setVisible(false);
        }
        if (hits.isEmpty()) {
            hideHover();
            return;
        }
        if (bucket == shownBucket && crosshair.isVisible()) {
            return;
        }
        shownBucket = bucket;
        double x = timeAxis.getDisplayPosition(bucket);
        crosshair.setStartX(x);
        crosshair.setEndX(x);
        crosshair.setStartY(0);
        crosshair.setEndY(height);
        hoverText.set(VolumeText.hover(bucket, hourly, timeAxis.zone(), hits));
        hoverBox.setText(hoverText.get());
        hoverBox.autosize();
        double boxX = x + 12 + hoverBox.getWidth() > width ? x - 12 - hoverBox.getWidth() : x + 12;
        double boxY = Math.min(Math.max(0, point.getY() - hoverBox.getHeight() / 2), height - hoverBox.getHeight());
        hoverBox.relocate(Math.max(0, boxX), Math.max(0, boxY));
        setHoverVisible(true);
    }

    private void hideHover() {
        shownBucket = Long.MIN_VALUE;
        hoverText.set("");
        setHoverVisible(false);
    }

    private void setHoverVisible(boolean visible) {
        crosshair.setVisible(visible);
        hoverBox.setVisible(visible);
        hoverDots.setVisible(visible);
    }
}

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
 * <p>Hovering moves only unmanaged nodes inside the plot (whose layout requests the chart ignores),
 * so it never re-lays out the thousands of points.
 */
final class VolumeChart extends LineChart<Number, Number> {

    private final TimeAxis timeAxis;
    private final NumberAxis valueAxis;
    private final Line crosshair = new Line();
    private final Group hoverDots = new Group();
    private final Label hoverBox = new Label();
    private final Group peaks = new Group();
    private final Group bands = new Group();
    private final ReadOnlyStringWrapper hoverText = new ReadOnlyStringWrapper(this, "hoverText", "");
    private List<ChartLine> lines = List.of();
    private List<long[]> missing = List.of();
    private boolean logarithmic;

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
        setAxisSortingPolicy(SortingPolicy.NONE);
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
        for (Node node : List.of(crosshair, hoverDots, hoverBox, peaks, bands)) {
            node.setManaged(false);
            node.setMouseTransparent(true);
        }
        crosshair.getStyleClass().add("chart-crosshair");
        hoverBox.getStyleClass().add("chart-hover");
        hoverBox.setId("chartHover");
        bands.getStyleClass().add("chart-missing");
        hideHover();
        getPlotChildren().addAll(bands, peaks, crosshair, hoverDots, hoverBox);
        addEventHandler(MouseEvent.MOUSE_MOVED, event -> hover(event.getSceneX(), event.getSceneY()));
        addEventHandler(MouseEvent.MOUSE_EXITED, event -> hideHover());
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
        show(model.lines(), model.missing(), model.from(), model.to(), model.zone(), model.logarithmic());
    }

    void show(List<ChartLine> lines, List<long[]> missing, long from, long to, ZoneId zone, boolean logarithmic) {
        this.lines = List.copyOf(lines);
        this.missing = List.copyOf(missing);
        this.logarithmic = logarithmic;
        timeAxis.showRange(from, to, zone);
        scaleValueAxis();
        List<XYChart.Series<Number, Number>> drawn = new ArrayList<>();
        List<Integer> colours = new ArrayList<>();
        for (ChartLine line : this.lines) {
            for (XYChart.Series<Number, Number> segment : segments(line)) {
                drawn.add(segment);
                colours.add(line.colour());
            }
        }
        getData().setAll(drawn);
        for (int i = 0; i < drawn.size(); i++) {
            Node path = drawn.get(i).getNode();
            path.getStyleClass().add(ChartPalette.styleClass(colours.get(i)));
            path.setMouseTransparent(true);
        }
        rebuildPeaks();
        rebuildBands();
        hideHover();
        requestChartLayout();
    }

    private void scaleValueAxis() {
        if (!logarithmic) {
            valueAxis.setAutoRanging(true);
            return;
        }
        // Whole powers of ten, one tick each: 1, 10, 100, 1K ...
        double max = 1;
        for (ChartLine line : lines) {
            for (double value : line.plotted()) {
                max = Math.max(max, value);
            }
        }
        valueAxis.setAutoRanging(false);
        valueAxis.setLowerBound(0);
        valueAxis.setUpperBound(Math.ceil(max + 0.05));
        valueAxis.setTickUnit(1);
    }

    private static List<XYChart.Series<Number, Number>> segments(ChartLine line) {
        List<XYChart.Series<Number, Number>> segments = new ArrayList<>();
        long step = line.step();
        List<XYChart.Data<Number, Number>> points = new ArrayList<>();
        for (int i = 0; i < line.times().length; i++) {
            if (i > 0 && step > 0 && line.times()[i] - line.times()[i - 1] > step * 3 / 2) {
                segments.add(new XYChart.Series<>(line.name(), javafx.collections.FXCollections.observableList(points)));
                points = new ArrayList<>();
            }
            points.add(new XYChart.Data<>(line.times()[i], line.plotted()[i]));
        }
        if (!points.isEmpty()) {
            segments.add(new XYChart.Series<>(line.name(), javafx.collections.FXCollections.observableList(points)));
        }
        return segments;
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
        hoverDots.getChildren().clear();
        long bucket = Long.MIN_VALUE;
        boolean hourly = true;
        for (ChartLine line : lines) {
            int index = line.bucketAt(time);
            if (index < 0) {
                continue;
            }
            bucket = Math.max(bucket, line.times()[index]);
            hourly = line.step() > 0 && line.step() < 86_400_000L;
            hits.add(new VolumeText.Hit(line.name(), line.volumes()[index]));
            Circle dot = new Circle(timeAxis.getDisplayPosition(line.times()[index]),
                    valueAxis.getDisplayPosition(line.plotted()[index]), 4);
            dot.getStyleClass().addAll("chart-hover-dot", ChartPalette.styleClass(line.colour()));
            hoverDots.getChildren().add(dot);
        }
        if (hits.isEmpty()) {
            hideHover();
            return;
        }
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
        hoverText.set("");
        hoverDots.getChildren().clear();
        setHoverVisible(false);
    }

    private void setHoverVisible(boolean visible) {
        crosshair.setVisible(visible);
        hoverBox.setVisible(visible);
        hoverDots.setVisible(visible);
    }
}

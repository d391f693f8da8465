package dev.starling.ui.keywords;

import dev.starling.core.keywords.PeakLabels;
import dev.starling.core.keywords.PlotValues;
import dev.starling.core.concurrent.TaskHandle;
import dev.starling.core.concurrent.TaskRunner;
import dev.starling.core.text.Messages;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.geometry.Point2D;
import javafx.scene.Group;
import javafx.scene.Node;
import javafx.scene.chart.LineChart;
import javafx.scene.chart.NumberAxis;
import javafx.scene.control.Label;
import javafx.scene.image.Image;
import javafx.scene.image.ImageView;
import javafx.scene.input.MouseEvent;
import javafx.scene.paint.Color;
import javafx.scene.paint.Paint;
import javafx.scene.shape.Circle;
import javafx.scene.shape.Line;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.scene.shape.Rectangle;
import javafx.util.StringConverter;

/**
 * The keyword-volume line chart: {@link ChartLine}s over a {@link TimeAxis}, the peak of each marked,
 * windows that could not be fetched shaded, and a crosshair with the exact values under the pointer.
 * A series is split where buckets are missing, so a gap is drawn as a gap and never bridged.
 *
 * <p>The lines are one picture, thinned per pixel column and drawn off the FX thread through the
 * {@link TaskRunner} ({@link LinePainter}, ADR 18), shown in one {@link ImageView}: the FX thread only
 * swaps the picture in, whatever the number of points. Until a new picture is ready the previous one
 * stays. Hovering finds the bucket by binary search and moves one overlay (crosshair, a dot per
 * series, the value box) whose layout requests the chart ignores, so it never re-lays out or redraws
 * the lines.
 */
final class VolumeChart extends LineChart<Number, Number> {

    private final TaskRunner tasks;
    private final TimeAxis timeAxis;
    private final NumberAxis valueAxis;
    private final ImageView picture = new ImageView();
    /** The pixels on screen, kept and written again while the plot keeps its size. */
    private final ChartPixels screen = new ChartPixels();
    private final Line crosshair = new Line();
    private final Group hoverDots = new Group();
    private final Label hoverBox = new Label();
    /** The hover box's colour key: a swatch per value line (see {@link #keyHoverLines}). */
    private final VBox hoverKey = new VBox();
    private javafx.scene.text.Font measuredFont;
    private double measuredLine;
    private final Group hoverLayer = new Group(crosshair, hoverDots, hoverBox);
    private final Group peaks = new Group();
    /** The lines {@link #peaks} mark: those of the picture on screen, until the next picture is up. */
    private List<ChartLine> peaked = List.of();
    /** Whether {@link #peaks} wait for the picture of the lines shown last. */
    private boolean peaksWaiting;
    /**
     * The peaks and the hover over the plot but outside its clip, so a dot on the plot's edge (a peak in
     * the first or last bucket) is drawn whole; it follows the plot's origin (see {@link #layoutPlotChildren}).
     */
    private final Group marks = new Group(peaks, hoverLayer);
    private final Group bands = new Group();
    /** One invisible dot per palette colour: the theme's series colours, read for the painter. */
    private final Group inks = new Group();
    private final ReadOnlyStringWrapper hoverText = new ReadOnlyStringWrapper(this, "hoverText", "");
    private Consumer<Throwable> onDrawFailure = failure -> { throw new IllegalStateException(failure); };
    private List<ChartLine> lines = List.of();
    private List<long[]> missing = List.of();
    private boolean logarithmic;
    /** Bumped by every {@link #show}: a picture of an older model is never put up. */
    private long generation;
    /** What the picture on screen (or the one being drawn) shows. */
    private Inputs drawn;
    private TaskHandle drawing;
    /** The picture being drawn (0 when none): only its callbacks may clear it. */
    private long pendingTicket;
    private long tickets;
    /** Each line's bucket length, found once per {@link #show}. */
    private long[] steps = new long[0];
    private final javafx.scene.control.ContextMenu postsMenu = new javafx.scene.control.ContextMenu();
    private java.util.function.ObjIntConsumer<Long> postsBehind = (start, line) -> { };
    private Map<long[], LinePainter.Thinned> thinned = new IdentityHashMap<>();
    private static final int MAX_TICK_LABELS = 512;
    private final Map<Double, String> tickLabels = new java.util.HashMap<>();
    private java.util.Locale tickLabelsLocale;
    /** The bucket the hover shows, so moves within it change nothing. */
    private long shownBucket = Long.MIN_VALUE;

    /** Everything a picture depends on; a new one is drawn when it changes. */
    private record Inputs(long generation, LinePainter.Frame frame, List<Integer> colours) {
    }

    VolumeChart(TaskRunner tasks) {
        this(tasks, new TimeAxis(), new NumberAxis());
    }

    private VolumeChart(TaskRunner tasks, TimeAxis timeAxis, NumberAxis valueAxis) {
        super(timeAxis, valueAxis);
        this.tasks = tasks;
        this.timeAxis = timeAxis;
        this.valueAxis = valueAxis;
        setId("volumeChart");
        getStyleClass().add("volume-chart");
        setCreateSymbols(false);
        setAnimated(false);
        setLegendVisible(false);
        valueAxis.setAnimated(false);
        valueAxis.setMinorTickVisible(false);
        valueAxis.setTickLabelFormatter(new StringConverter<>() {
            @Override
            public String toString(Number plotted) {
                return tickLabel(PlotValues.unplot(plotted.doubleValue(), logarithmic));
            }

            @Override
            public Number fromString(String text) {
                throw new UnsupportedOperationException();
            }
        });
        for (int colour = 0; colour < ChartPalette.SIZE; colour++) {
            Circle ink = new Circle(1);
            ink.getStyleClass().addAll("chart-hover-dot", ChartPalette.styleClass(colour));
            // A theme switch changes the fills: draw again in the new colours.
            ink.fillProperty().addListener((obs, old, now) -> requestChartLayout());
            inks.getChildren().add(ink);
        }
        inks.setVisible(false);
        for (Node node : List.of(picture, marks, hoverLayer, peaks, bands, inks)) {
            node.setManaged(false);
            node.setMouseTransparent(true);
        }
        // Shown one pixel for one (see putUp): nothing to smooth, and the renderer takes the plain copy.
        picture.setSmooth(false);
        crosshair.getStyleClass().add("chart-crosshair");
        hoverBox.getStyleClass().add("chart-hover");
        hoverBox.setId("chartHover");
        hoverBox.setGraphic(hoverKey);
        hoverBox.setGraphicTextGap(6);
        bands.getStyleClass().add("chart-missing");
        hideHover();
        getPlotChildren().addAll(bands, picture, inks);
        getChartChildren().add(marks);
        addEventHandler(MouseEvent.MOUSE_MOVED, event -> hover(event.getSceneX(), event.getSceneY()));
        addEventHandler(MouseEvent.MOUSE_EXITED, event -> hideHover());
        // Reachable by Tab, so the menu key or Shift+F10 opens the menu below without a pointer.
        setFocusTraversable(true);
        addEventHandler(javafx.scene.input.ContextMenuEvent.CONTEXT_MENU_REQUESTED, event -> {
            postsMenu.getItems().setAll(postsBehindItems(event.getSceneX(), event.getSceneY()));
            if (!postsMenu.getItems().isEmpty()) {
                postsMenu.show(this, event.getScreenX(), event.getScreenY());
            }
            event.consume();
        });
    }

    boolean postsMenuShowing() {
        return postsMenu.isShowing();
    }

    /** Opens the posts behind a bucket: takes its start (epoch milliseconds) and the line's index. */
    void onPostsBehind(java.util.function.ObjIntConsumer<Long> action) {
        postsBehind = action;
    }

    /** The context menu's items at a point of the scene ({@link PostsBehindMenu}). */
    List<javafx.scene.control.MenuItem> postsBehindItems(double sceneX, double sceneY) {
        Point2D point = hoverLayer.getParent() == null ? null : hoverLayer.getParent().sceneToLocal(sceneX, sceneY);
        boolean onPlot = point != null && point.getX() >= 0 && point.getX() <= timeAxis.getWidth()
                && point.getY() >= 0 && point.getY() <= valueAxis.getHeight();
        Long time = onPlot ? timeAxis.getValueForDisplay(point.getX()).longValue() : null;
        return PostsBehindMenu.items(lines, steps, time, (start, line) -> postsBehind.accept(start, line));
    }

    /**
     * A value axis label ("12K"), kept: the axis asks for every label at every layout (a legend row
     * added, the window resized), the same round values again and again, and a compact number format
     * costs tens of microseconds a number, much more while its code is still cold.
     */
    private String tickLabel(double value) {
        java.util.Locale locale = java.util.Locale.getDefault();
        if (!locale.equals(tickLabelsLocale) || tickLabels.size() > MAX_TICK_LABELS) {
            tickLabels.clear();
            tickLabelsLocale = locale;
        }
        return tickLabels.computeIfAbsent(value, VolumeText::compact);
    }

    /** Where a picture that could not be drawn is reported (the view shows it in words). */
    void setOnDrawFailure(Consumer<Throwable> onDrawFailure) {
        this.onDrawFailure = onDrawFailure;
    }

    /** The lines drawn now (for tests). */
    List<ChartLine> lines() {
        return lines;
    }

    /** Whether the picture on screen shows the current lines at the current size (for tests and the benchmark). */
    boolean pictureIsCurrent() {
        return pendingTicket == 0 && drawn != null && drawn.equals(inputsNow());
    }

    ReadOnlyStringProperty hoverTextProperty() {
        return hoverText.getReadOnlyProperty();
    }

    /** Draws the model's lines over its period in its zone. */
    void show(ChartModel model) {
        valueAxis.setLabel(model.valueLabel().isEmpty() ? null : model.valueLabel());
        show(model.lines(), model.missing(), model.from(), model.to(), model.zone(), model.logarithmic());
    }

    void show(List<ChartLine> lines, List<long[]> missing, long from, long to, ZoneId zone, boolean logarithmic) {
        this.lines = List.copyOf(lines);
        this.missing = List.copyOf(missing);
        this.logarithmic = logarithmic;
        generation++;
        steps = this.lines.stream().mapToLong(ChartLine::step).toArray();
        timeAxis.showRange(from, to, zone);
        scaleValueAxis();
        // The peaks change with the picture, in its frame: marked at once, a new series' peak showed a
        // frame or more before its line, and the plot was repainted twice for one change (ADR 33).
        peaksWaiting = !this.lines.isEmpty();
        if (!peaksWaiting) {
            rebuildPeaks();
        }
        rebuildBands();
        // One hover dot per line, only moved while the pointer moves; kept across shows (making nodes costs).
        while (hoverDots.getChildren().size() < this.lines.size()) {
            hoverDots.getChildren().add(new Circle(4));
        }
        hoverDots.getChildren().remove(this.lines.size(), hoverDots.getChildren().size());
        for (int i = 0; i < this.lines.size(); i++) {
            styleAs(hoverDots.getChildren().get(i), "chart-hover-dot", ChartPalette.styleClass(this.lines.get(i).colour()));
        }
        if (this.lines.isEmpty()) {
            picture.setImage(null);
        }
        hideHover();
        requestChartLayout();
    }

    private void scaleValueAxis() {
        dev.starling.core.keywords.ValueScale scale = dev.starling.core.keywords.ValueScale.fit(
                lines.stream().map(ChartLine::plotted).toList(), logarithmic);
        valueAxis.setAutoRanging(false);
        valueAxis.setLowerBound(scale.lower());
        valueAxis.setUpperBound(scale.upper());
        valueAxis.setTickUnit(scale.tick());
    }

    /** Marks the shown lines' peaks when they wait for the lines' picture; laid out in the picture's frame. */
    private void peaksWithPicture() {
        if (peaksWaiting) {
            rebuildPeaks();
            requestChartLayout();
        }
    }

    /** A dot and a label per line with a peak; the nodes of the last show are reused. */
    private void rebuildPeaks() {
        peaksWaiting = false;
        List<ChartLine> withPeak = lines.stream().filter(line -> line.peak() >= 0).toList();
        peaked = withPeak;
        while (peaks.getChildren().size() < withPeak.size()) {
            Label label = new Label();
            label.getStyleClass().add("chart-peak-label");
            peaks.getChildren().add(new Group(new Circle(4.5), label));
        }
        // Marks not needed now are hidden, not removed: a change of the group's children makes the renderer
        // repaint all of the group's bounds (most of the plot), a mark shown or hidden only its own.
        for (int i = 0; i < peaks.getChildren().size(); i++) {
            peaks.getChildren().get(i).setVisible(i < withPeak.size());
        }
        for (int i = 0; i < withPeak.size(); i++) {
            ChartLine line = withPeak.get(i);
            Group peak = (Group) peaks.getChildren().get(i);
            styleAs(peak.getChildren().get(0), "chart-peak", ChartPalette.styleClass(line.colour()));
            // Outlined in its series' colour, so a label is told apart from its neighbours'.
            styleAs(peak.getChildren().get(1), "label", "chart-peak-label", ChartPalette.styleClass(line.colour()));
            ((Label) peak.getChildren().get(1)).setText(Messages.text("keywords.chart.peak",
                    VolumeText.exact(line.volumes()[line.peak()])));
        }
    }

    /** Sets the node's style classes, leaving them alone when they are the same (a change means new CSS). */
    private static void styleAs(Node node, String... classes) {
        if (!node.getStyleClass().equals(List.of(classes))) {
            node.getStyleClass().setAll(classes);
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
        double width = timeAxis.getWidth();
        double height = valueAxis.getHeight();
        picture.setX(0);
        picture.setY(0);
        // The plot's content is laid out at the plot's origin before this is called: the marks go there too.
        marks.setLayoutX(picture.getParent().getLayoutX());
        marks.setLayoutY(picture.getParent().getLayoutY());
        drawWhenChanged();
        for (int i = 0; i < missing.size(); i++) {
            Rectangle band = (Rectangle) bands.getChildren().get(i);
            double x0 = timeAxis.getDisplayPosition(missing.get(i)[0]);
            double x1 = timeAxis.getDisplayPosition(missing.get(i)[1]);
            band.setX(x0);
            band.setWidth(Math.max(1, x1 - x0));
            band.setY(0);
            band.setHeight(height);
        }
        placePeaks(width, height);
    }

    /**
     * Puts each peak's dot on its point and its label beside it, clear of the lines and of the labels
     * placed before it ({@link PeakLabels}); a label with no such place is left out (the dot stays, and
     * the legend and the hover say the value).
     */
    private void placePeaks(double width, double height) {
        List<PeakLabels.Peak> spots = new ArrayList<>(peaked.size());
        for (int i = 0; i < peaked.size(); i++) {
            ChartLine line = peaked.get(i);
            Group peak = (Group) peaks.getChildren().get(i);
            double x = timeAxis.getDisplayPosition(line.times()[line.peak()]);
            double y = valueAxis.getDisplayPosition(line.plotted()[line.peak()]);
            Circle dot = (Circle) peak.getChildren().get(0);
            Label label = (Label) peak.getChildren().get(1);
            dot.setCenterX(x);
            dot.setCenterY(y);
            label.autosize();
            spots.add(new PeakLabels.Peak(x, y, label.getWidth(), label.getHeight()));
        }
        PeakLabels.Ink ink = PeakLabels.lines(lines.stream().map(ChartLine::times).toList(),
                lines.stream().map(ChartLine::plotted).toList(), timeAxis::getDisplayPosition,
                x -> timeAxis.getValueForDisplay(x).doubleValue(), valueAxis::getDisplayPosition);
        List<double[]> placed = PeakLabels.place(spots, width, height, ink);
        for (int i = 0; i < placed.size(); i++) {
            Label label = (Label) ((Group) peaks.getChildren().get(i)).getChildren().get(1);
            // Decided first, set once: hiding every label and showing it again marked them all changed, and
            // the renderer repainted the plot from the highest peak to the lowest at every layout of the chart.
            if (placed.get(i) != null) {
                label.relocate(placed.get(i)[0], placed.get(i)[1]);
            }
            label.setVisible(placed.get(i) != null);
        }
    }

    /** Starts drawing a new picture when what it shows changed (lines, size, axes, colours, screen scale). */
    private void drawWhenChanged() {
        Inputs now = inputsNow();
        if (now.equals(drawn) || lines.isEmpty() || now.frame().width() < 1 || now.frame().height() < 1) {
            return;
        }
        if (drawing != null) {
            drawing.cancel();
        }
        drawn = now;
        List<LinePainter.Stroke> strokes = strokes(now.colours());
        Map<long[], LinePainter.Thinned> known = thinned;
        long ticket = ++tickets;
        pendingTicket = ticket;
        int[] spare = screen.takeSpare();
        drawing = tasks.run("draw keyword chart", () -> LinePainter.paint(strokes, now.frame(), known, spare), painted -> {
            finished(ticket);
            if (now.generation() == generation) {
                thinned = painted.thinned();
                screen.show(painted);
                putUp(screen.image(), now.frame().scale());
                peaksWithPicture();
            }
        }, failure -> {
            finished(ticket);
            peaksWithPicture();
            drawn = null;
            onDrawFailure.accept(failure);
        });
    }

    private void finished(long ticket) {
        if (pendingTicket == ticket) {
            pendingTicket = 0;
            drawing = null;
        }
    }

    /**
     * Shows {@code image} at its own pixels: one image pixel on one screen pixel, so the renderer copies
     * it rather than scaling it (on the software pipeline scaling a plot-sized image costs a frame).
     */
    private void putUp(Image image, double scale) {
        picture.setImage(image);
        if (image != null) {
            picture.setFitWidth(image.getWidth() / scale);
            picture.setFitHeight(image.getHeight() / scale);
        }
    }

    private double screenScale() {
        return Math.max(1, getScene() != null && getScene().getWindow() != null ? getScene().getWindow().getRenderScaleX() : 1);
    }

    private Inputs inputsNow() {
        double scale = screenScale();
        LinePainter.Frame frame = new LinePainter.Frame((long) timeAxis.getLowerBound(), (long) timeAxis.getUpperBound(),
                timeAxis.getDisplayPosition(timeAxis.getLowerBound()), timeAxis.getDisplayPosition(timeAxis.getUpperBound()),
                valueAxis.getLowerBound(), valueAxis.getUpperBound(), valueAxis.getDisplayPosition(valueAxis.getLowerBound()),
                valueAxis.getDisplayPosition(valueAxis.getUpperBound()), timeAxis.getWidth(), valueAxis.getHeight(),
                Math.max(1, scale));
        List<Integer> colours = new ArrayList<>(ChartPalette.SIZE);
        for (Node ink : inks.getChildren()) {
            colours.add(argb(((Circle) ink).getFill()));
        }
        return new Inputs(generation, frame, List.copyOf(colours));
    }

    private List<LinePainter.Stroke> strokes(List<Integer> colours) {
        return lines.stream().map(line -> new LinePainter.Stroke(line,
                colours.get(Math.floorMod(line.colour(), ChartPalette.SIZE)))).toList();
    }

    private static int argb(Paint paint) {
        Color colour = paint instanceof Color plain ? plain : Color.GRAY;
        return (int) Math.round(colour.getOpacity() * 255) << 24 | (int) Math.round(colour.getRed() * 255) << 16
                | (int) Math.round(colour.getGreen() * 255) << 8 | (int) Math.round(colour.getBlue() * 255);
    }

    private void hover(double sceneX, double sceneY) {
        Point2D point = hoverLayer.getParent() == null ? null : hoverLayer.getParent().sceneToLocal(sceneX, sceneY);
        double width = timeAxis.getWidth();
        double height = valueAxis.getHeight();
        if (point == null || lines.isEmpty() || point.getX() < 0 || point.getX() > width
                || point.getY() < 0 || point.getY() > height) {
            hideHover();
            return;
        }
        long time = timeAxis.getValueForDisplay(point.getX()).longValue();
        int[] found = new int[lines.size()];
        long bucket = Long.MIN_VALUE;
        boolean hourly = true;
        for (int i = 0; i < lines.size(); i++) {
            ChartLine line = lines.get(i);
            found[i] = line.bucketHolding(time, steps[i]);
            if (found[i] >= 0) {
                bucket = Math.max(bucket, line.times()[found[i]]);
                hourly = steps[i] > 0 && steps[i] < 86_400_000L;
            }
        }
        if (bucket == Long.MIN_VALUE) {
            hideHover();
            return;
        }
        if (bucket != shownBucket || !hoverLayer.isVisible()) {
            showBucket(bucket, hourly, found, width, height);
        }
        double boxX = hoverBox.getLayoutX();
        double boxY = Math.min(Math.max(0, point.getY() - hoverBox.getHeight() / 2), height - hoverBox.getHeight());
        hoverBox.relocate(boxX, Math.max(0, boxY));
    }

    private void showBucket(long bucket, boolean hourly, int[] found, double width, double height) {
        shownBucket = bucket;
        List<VolumeText.Hit> hits = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            ChartLine line = lines.get(i);
            Circle dot = (Circle) hoverDots.getChildren().get(i);
            dot.setVisible(found[i] >= 0);
            if (found[i] >= 0) {
                hits.add(new VolumeText.Hit(line.name(), line.volumes()[found[i]]));
                dot.setCenterX(timeAxis.getDisplayPosition(line.times()[found[i]]));
                dot.setCenterY(valueAxis.getDisplayPosition(line.plotted()[found[i]]));
            }
        }
        double x = timeAxis.getDisplayPosition(bucket);
        crosshair.setStartX(x);
        crosshair.setEndX(x);
        crosshair.setStartY(0);
        crosshair.setEndY(height);
        hoverText.set(VolumeText.hover(bucket, hourly, timeAxis.zone(), hits));
        hoverBox.setText(hoverText.get());
        keyHoverLines(found);
        hoverBox.autosize();
        double boxX = x + 12 + hoverBox.getWidth() > width ? x - 12 - hoverBox.getWidth() : x + 12;
        hoverBox.relocate(Math.max(0, boxX), hoverBox.getLayoutY());
        hoverLayer.setVisible(true);
    }

    /**
     * A swatch of the series' colour beside each value line of the hover box (the first line is the
     * time), so ten values can be told apart without looking down at the legend. The swatches are a
     * column as high as the text, one line each, made once per line and reused.
     */
    private void keyHoverLines(int[] found) {
        double lineHeight = lineHeight(hoverBox.getFont());
        List<Node> rows = hoverKey.getChildren();
        while (rows.size() < lines.size() + 1) {
            Region swatch = new Region();
            // Always with a palette class: the swatch's colour is looked up from it.
            swatch.getStyleClass().addAll("series-swatch", ChartPalette.styleClass(0));
            StackPane row = new StackPane(swatch);
            row.setMinWidth(USE_PREF_SIZE);
            rows.add(row);
        }
        int shown = 1;
        for (int i = 0; i < lines.size(); i++) {
            if (found[i] >= 0) {
                StackPane row = (StackPane) rows.get(shown++);
                styleAs(row.getChildren().get(0), "series-swatch", ChartPalette.styleClass(lines.get(i).colour()));
            }
        }
        for (int i = 0; i < rows.size(); i++) {
            StackPane row = (StackPane) rows.get(i);
            row.setManaged(i < shown);
            row.setVisible(i > 0 && i < shown);
            row.setMinHeight(lineHeight);
            row.setPrefHeight(lineHeight);
            row.setMaxHeight(lineHeight);
        }
    }

    private double lineHeight(javafx.scene.text.Font font) {
        if (!font.equals(measuredFont)) {
            javafx.scene.text.Text one = new javafx.scene.text.Text("Ag");
            javafx.scene.text.Text two = new javafx.scene.text.Text("Ag\nAg");
            one.setFont(font);
            two.setFont(font);
            measuredLine = two.getLayoutBounds().getHeight() - one.getLayoutBounds().getHeight();
            measuredFont = font;
        }
        return measuredLine;
    }

    private void hideHover() {
        shownBucket = Long.MIN_VALUE;
        hoverText.set("");
        hoverLayer.setVisible(false);
    }
}

package dev.starling.ui.keywords;

import dev.starling.core.concurrent.HeldTasks;
import dev.starling.core.keywords.PlotValues;
import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.concurrent.SameThreadTaskRunner;
import dev.starling.ui.OwnWindow;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.layout.StackPane;
import javafx.scene.shape.Circle;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/** The chart in a window of its own: what is drawn where, for marks on the plot's edges and when peaks change. */
class VolumeChartTest {

    private static final long HOUR = 3_600_000L;
    private final FxRobot robot = new FxRobot();
    private final OwnWindow window = new OwnWindow();

    @BeforeAll
    static void toolkit() throws Exception {
        OwnWindow.toolkit();
    }

    @AfterEach
    void close() {
        window.close();
    }

    @Test
    void aPeakInTheFirstOrLastBucketIsDrawnWholeNotCutByThePlotsEdge() throws Exception {
        VolumeChart chart = new VolumeChart(new SameThreadTaskRunner());
        long from = 1_700_000_000_000L / HOUR * HOUR;
        int hours = 48;
        robot.interact(() -> {
            window.show(new StackPane(chart), 640, 360);
            chart.show(new ChartModel(List.of(line("rising", 0, from, hours, true), line("falling", 1, from, hours, false)),
                    List.of(), from, from + (hours - 1) * HOUR, ZoneOffset.UTC, false, false, "posts"));
        });
        WaitForAsyncUtils.waitForFxEvents();
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, chart::pictureIsCurrent);

        List<Node> dots = new ArrayList<>(chart.lookupAll(".chart-peak"));
        assertThat(dots).hasSize(2);
        double plotWidth = chart.getXAxis().getWidth();
        for (Node dot : dots) {
            Bounds drawn = dot.localToScene(((Circle) dot).getLayoutBounds());
            // The peaks sit on the plot's left and right edges (x in the plot's own coordinates)...
            double x = ((Circle) dot).getCenterX();
            assertThat(Math.min(Math.abs(x), Math.abs(x - plotWidth))).isLessThan(1.0);
            // ...and no clip between the dot and the chart cuts any of it.
            for (Node node = dot; node != null && node != chart; node = node.getParent()) {
                if (node.getClip() != null) {
                    Bounds clip = node.localToScene(node.getClip().getBoundsInParent());
                    assertThat(clip.contains(drawn)).as("clip of %s", node).isTrue();
                }
            }
            Bounds whole = chart.localToScene(chart.getLayoutBounds());
            assertThat(whole.contains(drawn)).isTrue();
        }
    }

    @Test
    void aNewLinesPeakIsMarkedWithItsPictureNotBeforeAndMarksOfRemovedLinesAreHiddenNotRemoved() throws Exception {
        HeldTasks tasks = new HeldTasks();
        VolumeChart chart = new VolumeChart(tasks);
        long from = 1_700_000_000_000L / HOUR * HOUR;
        int hours = 48;
        ChartLine rising = line("rising", 0, from, hours, true);
        ChartLine falling = line("falling", 1, from, hours, false);
        robot.interact(() -> {
            window.show(new StackPane(chart), 640, 360);
            chart.show(model(from, hours, rising));
        });
        paintWaiting(tasks);
        assertThat(shownPeaks(chart)).isEqualTo(1);

        robot.interact(() -> chart.show(model(from, hours, rising, falling)));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(tasks.waiting()).as("the new picture is being painted").isPositive();
        assertThat(shownPeaks(chart)).as("the new line's peak waits for its picture").isEqualTo(1);
        paintWaiting(tasks);
        assertThat(shownPeaks(chart)).isEqualTo(2);

        robot.interact(() -> chart.show(model(from, hours, falling)));
        paintWaiting(tasks);
        assertThat(shownPeaks(chart)).isEqualTo(1);
        assertThat(chart.lookupAll(".chart-peak")).as("a mark no line needs is kept, hidden").hasSize(2);
    }

    private static ChartModel model(long from, int hours, ChartLine... lines) {
        return new ChartModel(List.of(lines), List.of(), from, from + (hours - 1) * HOUR, ZoneOffset.UTC, false, false, "posts");
    }

    /** Lets the chart lay out (which starts a painting), runs the paintings waiting, then lets it lay out again. */
    private void paintWaiting(HeldTasks tasks) {
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(tasks::runAll);
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static long shownPeaks(VolumeChart chart) {
        return chart.lookupAll(".chart-peak").stream().filter(dot -> dot.getParent().isVisible()).count();
    }

    private static ChartLine line(String name, int colour, long from, int hours, boolean rising) {
        long[] times = new long[hours];
        long[] volumes = new long[hours];
        for (int i = 0; i < hours; i++) {
            times[i] = from + i * HOUR;
            volumes[i] = rising ? 10 + i : 10 + hours - i;
        }
        return new ChartLine(name, colour, times, volumes, PlotValues.plotted(volumes, false, false), rising ? hours - 1 : 0);
    }

    @Test
    void valueAxisLabelsAreCompactAndStayRightWhenTheScaleTurnsLogarithmic() throws Exception {
        VolumeChart chart = new VolumeChart(new SameThreadTaskRunner());
        long from = 1_700_000_000_000L / HOUR * HOUR;
        var axis = (javafx.scene.chart.NumberAxis) chart.getYAxis();
        String[] labels = new String[4];
        robot.interact(() -> {
            chart.show(new ChartModel(List.of(line("a", 0, from, 24, true)), List.of(), from, from + 23 * HOUR,
                    ZoneOffset.UTC, false, false, "posts"));
            labels[0] = axis.getTickLabelFormatter().toString(3.0);
            labels[1] = axis.getTickLabelFormatter().toString(3.0);
            chart.show(new ChartModel(List.of(line("a", 0, from, 24, true)), List.of(), from, from + 23 * HOUR,
                    ZoneOffset.UTC, true, false, "posts"));
            labels[2] = axis.getTickLabelFormatter().toString(3.0);
            labels[3] = axis.getTickLabelFormatter().toString(4.0);
        });
        assertThat(labels[0]).isEqualTo(VolumeText.compact(3)).isEqualTo(labels[1]);
        // On a log scale the position 3 stands for 1,000: a label kept from the linear scale must not show.
        assertThat(labels[2]).isEqualTo(VolumeText.compact(1000));
        assertThat(labels[3]).isEqualTo(VolumeText.compact(10_000)).isNotEqualTo(labels[2]);
    }
}

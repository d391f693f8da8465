package dev.starling.ui.keywords;

import dev.starling.core.concurrent.TaskRunner;
import dev.starling.core.keywords.KeywordTerms;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import javafx.animation.PauseTransition;
import javafx.scene.Group;
import javafx.scene.Node;
import javafx.scene.layout.StackPane;
import javafx.util.Duration;

/**
 * Soon after the workspace first opens, while the person reads the form, makes one of everything a
 * chart's arrival brings, out of sight and one piece a frame: a chart with sample lines (its styles,
 * axes, tick labels, peak labels and the painting off the FX thread), a legend row, a related chip and
 * a source line. Their classes, styles and text layout are then loaded and used once, so the first
 * real chart does not pay for them all in the one pulse that shows it (ADR 22). Nothing of it is ever
 * seen: it lies under the placeholder at no opacity and is taken away at the end.
 */
final class ChartWarmUp {

    /** Long enough for the workspace's own first frames to be done. */
    private static final Duration AFTER_OPENING = Duration.millis(400);
    private static final int SAMPLE_LINES = 3;
    private static final int SAMPLE_HOURS = 24 * 14;

    private final FrameJobs jobs;
    private final StackPane place;
    private final TaskRunner tasks;
    private final KeywordInsightsViewModel viewModel;
    private final Function<String, Node> relatedChip;
    private final Function<String, Node> sourceLine;
    private final Group hidden = new Group();
    private boolean done;

    ChartWarmUp(FrameJobs jobs, StackPane place, TaskRunner tasks, KeywordInsightsViewModel viewModel,
                Function<String, Node> relatedChip, Function<String, Node> sourceLine) {
        this.jobs = jobs;
        this.place = place;
        this.tasks = tasks;
        this.viewModel = viewModel;
        this.relatedChip = relatedChip;
        this.sourceLine = sourceLine;
        hidden.setManaged(false);
        hidden.setOpacity(0);
        hidden.setMouseTransparent(true);
        hidden.setAutoSizeChildren(false);
    }

    /** Queues the pieces, one a frame, once the workspace has opened. */
    void start() {
        PauseTransition wait = new PauseTransition(AFTER_OPENING);
        wait.setOnFinished(event -> queue());
        wait.play();
    }

    /** Whether every piece was made and taken away again. */
    boolean done() {
        return done;
    }

    private void queue() {
        VolumeChart sample = new VolumeChart(tasks);
        sample.setOnDrawFailure(viewModel::chartFailed);
        jobs.later(this, () -> {
            place.getChildren().add(0, hidden);
            hidden.getChildren().add(sample);
        });
        jobs.later(new Object(), () -> {
            sample.resize(640, 320);
            sample.show(sampleModel());
        });
        jobs.later(new Object(), () -> hidden.getChildren().add(
                new LegendRow(new KeywordSeries(KeywordTerms.of(List.of("sample")), 0), viewModel)));
        jobs.later(new Object(), () -> hidden.getChildren().addAll(relatedChip.apply("sample"), sourceLine.apply("sample")));
        jobs.later(new Object(), () -> {
            hidden.getChildren().clear();
            place.getChildren().remove(hidden);
            done = true;
        });
    }

    /** A few made-up hourly lines of two weeks, with a peak each, in the workspace's zone. */
    private ChartModel sampleModel() {
        long from = 1_700_000_000_000L / 3_600_000L * 3_600_000L;
        List<ChartLine> lines = new ArrayList<>();
        for (int line = 0; line < SAMPLE_LINES; line++) {
            long[] times = new long[SAMPLE_HOURS];
            long[] volumes = new long[SAMPLE_HOURS];
            for (int hour = 0; hour < SAMPLE_HOURS; hour++) {
                times[hour] = from + hour * 3_600_000L;
                volumes[hour] = 100 + (long) (80 * Math.sin(hour / 7.0 + line)) + (hour * 37L + line * 11L) % 23;
            }
            int peak = 0;
            for (int i = 1; i < volumes.length; i++) {
                peak = volumes[i] > volumes[peak] ? i : peak;
            }
            lines.add(new ChartLine("sample " + line, line, times, volumes, PlotValues.plotted(volumes, false, false), peak));
        }
        return new ChartModel(lines, List.of(), from, from + SAMPLE_HOURS * 3_600_000L, viewModel.zone(), false, false,
                "sample");
    }
}

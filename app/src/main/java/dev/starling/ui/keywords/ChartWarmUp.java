package dev.starling.ui.keywords;

import dev.starling.core.api.ads.KeywordGranularity;
import dev.starling.core.concurrent.TaskRunner;
import dev.starling.core.keywords.FetchControl;
import dev.starling.core.keywords.KeywordCache;
import dev.starling.core.keywords.KeywordFetchService;
import dev.starling.core.keywords.KeywordRequest;
import dev.starling.core.keywords.KeywordTerms;
import dev.starling.core.keywords.SeriesResult;
import dev.starling.core.store.CacheStore;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import javafx.animation.PauseTransition;
import javafx.scene.Group;
import javafx.scene.Node;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.TilePane;

/**
 * Soon after the workspace first opens, while the person fills the form, runs what the first real
 * comparison will run, at its largest (ADR 22): ten series of 90 days of hourly points are fetched
 * from {@link SampleVolumes} through a {@link KeywordFetchService} of its own (windows, an in-memory
 * cache, reading, stitching) in one background task, then shown on the workspace's own chart while
 * it is still hidden (its styles, axes at the real size, ticks, peak labels, and the lines painted at
 * the real size off the FX thread), with legend rows, related chips and source lines made one piece
 * a frame out of sight. The code of the first real fetch and draw is then loaded and compiled before
 * it is needed: in a fresh JVM the compiler threads otherwise take the cores from the FX thread in
 * the very frames that show the first chart. Nothing of it is ever seen, and it stops the moment a
 * real comparison is on the chart.
 */
final class ChartWarmUp {

    /**
     * What the warm-up puts on screen is drawn at this opacity: less than a level of 255, so no pixel on
     * screen changes (at 0.004 a faint pattern of 1-level changes could be found), but the renderer
     * draws it (at no opacity it skips it), so its first drawing of the chart's circles, text and
     * picture is done before the real chart too.
     */
    static final double UNSEEN = 0.001;

    /** Long enough for the workspace's own first frames to be done. */
    private static final javafx.util.Duration AFTER_OPENING = javafx.util.Duration.millis(400);
    /** As many series and days as a comparison can have (the 10 series x 90 days). */
    static final int SAMPLE_SERIES = 10;
    static final int SAMPLE_DAYS = 90;
    /** The lines of the chart's second showing, between one and all: its new peak labels are styled in their own frame. */
    static final int GROWING = 4;
    private static final double SOURCES_WIDTH = 240;

    private static final java.util.logging.Logger LOG = java.util.logging.Logger.getLogger(ChartWarmUp.class.getName());

    private final FrameJobs jobs;
    private final StackPane place;
    private final TaskRunner tasks;
    private final KeywordInsightsViewModel viewModel;
    private final VolumeChart chart;
    private final Clock clock;
    private final Function<String, Node> relatedChip;
    private final Function<String, Node> sourceLine;
    private final Group hidden = new Group();
    private final List<Runnable> pieces = new ArrayList<>();
    /** Told true while the chart shows the samples: the view draws it then at {@link #UNSEEN}, under the placeholder. */
    private final java.util.function.Consumer<Boolean> showingSamples;
    private boolean done;
    /** Cancelled when a real fetch starts. */
    private final FetchControl sampling = new FetchControl();

    ChartWarmUp(FrameJobs jobs, StackPane place, TaskRunner tasks, KeywordInsightsViewModel viewModel, VolumeChart chart,
                Clock clock, java.util.function.Consumer<Boolean> showingSamples, Function<String, Node> relatedChip,
                Function<String, Node> sourceLine) {
        this.jobs = jobs;
        this.place = place;
        this.tasks = tasks;
        this.viewModel = viewModel;
        this.chart = chart;
        this.clock = clock;
        this.showingSamples = showingSamples;
        this.relatedChip = relatedChip;
        this.sourceLine = sourceLine;
        hidden.setManaged(false);
        hidden.setOpacity(UNSEEN);
        hidden.setMouseTransparent(true);
    }

    /** Starts, once the workspace has opened. */
    void start() {
        // A real fetch started meanwhile: the samples' fetch gives the cores back after its window.
        viewModel.busyProperty().addListener((obs, was, busy) -> {
            if (busy) {
                sampling.cancel();
            }
        });
        PauseTransition wait = new PauseTransition(AFTER_OPENING);
        wait.setOnFinished(event -> tasks.run("warm up keyword chart", this::fetchSamples, this::show, failure -> {
            // Only the warm-up is lost (the first chart is slower to appear): nothing for the person to act on.
            LOG.log(java.util.logging.Level.WARNING, "Keyword chart warm-up failed", failure);
            finish();
        }));
        wait.play();
    }

    /** Whether it is over (finished, or given up for a real comparison). */
    boolean done() {
        return done;
    }

    /** The samples as the chart and legend take them, each mode's lines included. */
    private record Samples(List<KeywordSeries> series, List<ChartLine> linear, List<ChartLine> indexed,
                           List<ChartLine> logarithmic, long from, long to, List<String> related) {
    }

    /**
     * The sample comparison through the real fetch path, and its series and lines made from it; in the
     * background, so the FX thread only shows them.
     */
    private Samples fetchSamples() {
        Instant end = clock.instant().truncatedTo(ChronoUnit.HOURS);
        Instant start = end.minus(Duration.ofDays(SAMPLE_DAYS));
        List<KeywordRequest> requests = new ArrayList<>();
        for (int i = 0; i < SAMPLE_SERIES; i++) {
            requests.add(new KeywordRequest(KeywordTerms.of(List.of("sample " + i)), KeywordGranularity.HOUR, start, end, null));
        }
        List<SeriesResult> results;
        try (CacheStore cache = CacheStore.inMemory(clock)) {
            KeywordFetchService service = new KeywordFetchService(new SampleVolumes(), new KeywordCache(cache), clock);
            results = service.fetch(requests, KeywordFetchService.Mode.ONLINE, sampling, progress -> { });
        }
        if (sampling.isCancelled()) {
            return null;
        }
        List<KeywordSeries> series = new ArrayList<>();
        for (int i = 0; i < results.size(); i++) {
            KeywordSeries one = new KeywordSeries(results.get(i).request().terms(), i % ChartPalette.SIZE);
            one.show(SeriesPoints.of(results.get(i)));
            series.add(one);
        }
        return new Samples(series, series.stream().map(one -> one.line(false, false)).toList(),
                series.stream().map(one -> one.line(true, false)).toList(),
                series.stream().map(one -> one.line(false, true)).toList(),
                start.toEpochMilli(), end.toEpochMilli(), results.get(0).relatedKeywords());
    }

    /**
     * On the FX thread: queues what is shown, one piece a frame (ADR 22, third round): the chart with
     * one line, then with {@link #GROWING} lines, then all of them, painted again as the toggles paint
     * them (indexed, log, half the series; the painter's code gets hot), then each legend row, source
     * line and related chip on its own frame.
     */
    private void show(Samples samples) {
        if (samples == null || realChartShown()) {
            finish();
            return;
        }
        pieces.add(() -> {
            showingSamples.accept(true);
            place.getChildren().add(0, hidden);
            showSamples(samples.linear().subList(0, 1), samples, false, false);
        });
        pieces.add(() -> showSamples(samples.linear().subList(0, GROWING), samples, false, false));
        pieces.add(() -> showSamples(samples.linear(), samples, false, false));
        pieces.add(() -> showSamples(samples.indexed(), samples, true, false));
        pieces.add(() -> showSamples(samples.logarithmic(), samples, false, true));
        pieces.add(() -> showSamples(samples.linear().subList(0, SAMPLE_SERIES / 2), samples, false, false));
        TilePane legend = new TilePane();
        legend.getStyleClass().add("legend-box");
        // Narrow, as a side column is: the source lines wrap, as they do under a real chart.
        javafx.scene.layout.VBox column = new javafx.scene.layout.VBox();
        column.setPrefWidth(SOURCES_WIDTH);
        pieces.add(() -> hidden.getChildren().addAll(legend, column));
        for (KeywordSeries one : samples.series()) {
            pieces.add(() -> legend.getChildren().add(new LegendRow(one, viewModel)));
            pieces.add(() -> column.getChildren().add(sourceLine.apply(
                    WindowTexts.provenance(one.name(), one.result(), viewModel.zone(), clock.instant()))));
        }
        for (String keyword : samples.related()) {
            pieces.add(() -> hidden.getChildren().add(relatedChip.apply(keyword)));
        }
        jobs.later(this, this::next);
    }

    private void showSamples(List<ChartLine> lines, Samples samples, boolean indexed, boolean logarithmic) {
        chart.show(new ChartModel(lines, List.of(), samples.from(), samples.to(), viewModel.zone(), logarithmic, indexed,
                "sample"));
    }

    /**
     * One piece a frame, each once the picture of the one before is up (the lines are painted off the
     * FX thread meanwhile); at the end everything is taken away.
     */
    private void next() {
        if (realChartShown()) {
            finish();
            return;
        }
        if (!pieces.isEmpty() && (chart.lines().isEmpty() || chart.pictureIsCurrent())) {
            pieces.remove(0).run();
        }
        if (pieces.isEmpty()) {
            finish();
        } else {
            jobs.later(this, this::next);
        }
    }

    /** Whether a real comparison is on the chart (it must never be replaced by samples). */
    private boolean realChartShown() {
        return !viewModel.chartProperty().get().isEmpty() || viewModel.busyProperty().get();
    }

    /** Takes everything away; the chart shows the view-model's chart again unless a real one is already up. */
    private void finish() {
        if (viewModel.chartProperty().get().isEmpty()) {
            chart.show(viewModel.chartProperty().get());
        }
        showingSamples.accept(false);
        pieces.clear();
        hidden.getChildren().clear();
        place.getChildren().remove(hidden);
        done = true;
    }
}

package dev.starling.ui.keywords;

import dev.starling.core.keywords.TimeTicks;
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
    /** Related chips made: enough for their code to be loaded and compiled; all thirty took half a second more. */
    static final int RELATED_SAMPLES = 10;
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
    private boolean samplesArrived;
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

    /** Whether the samples are fetched and the FX thread's part has begun (or it is over). */
    boolean showing() {
        return samplesArrived || done;
    }

    /** Whether it is over (finished, or given up for a real comparison). */
    boolean done() {
        return done;
    }

    /** The samples as the chart and legend take them, each mode's lines included. */
    private record Samples(List<KeywordSeries> series, List<ChartLine> linear, List<ChartLine> indexed,
                           List<ChartLine> logarithmic, long from, long to, List<String> related,
                           List<String> sources) {
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
        // The texts too: the first use of the number, date and message formats loads their classes and
        // locale data, which then need not happen in a frame (the legend's figures, the axes' labels).
        List<String> sources = new ArrayList<>();
        for (KeywordSeries one : series) {
            sources.add(WindowTexts.provenance(one.name(), one.result(), viewModel.zone(), clock.instant()));
            LegendRow.statsText(one, viewModel);
            VolumeText.compact(one.stats().average());
        }
        return new Samples(series, series.stream().map(one -> one.line(false, false, 1)).toList(),
                series.stream().map(one -> one.line(true, false, 1)).toList(),
                series.stream().map(one -> one.line(false, true, 1)).toList(),
                start.toEpochMilli(), end.toEpochMilli(), results.get(0).relatedKeywords(), sources);
    }

    /**
     * On the FX thread: queues what is shown, one piece a frame (ADR 18): the FX thread's
     * formats, the chart's axes alone, then with one line, then with {@link #GROWING} lines, then all of
     * them, painted again as the toggles paint them (indexed, log, half the series; the painter's code
     * gets hot), then each legend row, source line and the first {@link #RELATED_SAMPLES} related chips,
     * each made in one frame and shown in the next.
     */
    private void show(Samples samples) {
        samplesArrived = true;
        if (samples == null || realChartShown()) {
            finish();
            return;
        }
        // The FX thread's own number formats (one set per thread) and the time ticks' labels, in a frame
        // of their own: made in the chart's first showing they lengthened its frame.
        pieces.add(() -> {
            VolumeText.compact(samples.linear().get(0).volumes()[0]);
            VolumeText.exact(samples.series().get(0).stats().total());
            VolumeText.exact(samples.series().get(0).stats().average());
            TimeTicks.choose(samples.from(), samples.to(), 8, viewModel.zone()).label(samples.from(), dev.starling.core.text.Messages::text);
        });
        // The axes over the samples' period without lines first (their tick labels are made and styled),
        // then one line (its peak label, the first painting).
        pieces.add(() -> {
            showingSamples.accept(true);
            place.getChildren().add(0, hidden);
            showSamples(List.of(), samples, false, false);
        });
        pieces.add(() -> showSamples(samples.linear().subList(0, 1), samples, false, false));
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
        // The legend row's parts on their own first: its first making loaded their classes in one frame.
        pieces.add(() -> new javafx.scene.control.CheckBox().setGraphic(new javafx.scene.layout.Region()));
        pieces.add(() -> new javafx.scene.control.Tooltip().textProperty().bind(
                javafx.beans.binding.Bindings.createStringBinding(() -> "", viewModel.utcProperty())));
        for (int i = 0; i < samples.series().size(); i++) {
            KeywordSeries one = samples.series().get(i);
            String source = samples.sources().get(i);
            makeThenAttach(() -> new LegendRow(one, viewModel), legend.getChildren());
            makeThenAttach(() -> sourceLine.apply(source), column.getChildren());
        }
        for (String keyword : samples.related().subList(0, Math.min(RELATED_SAMPLES, samples.related().size()))) {
            makeThenAttach(() -> relatedChip.apply(keyword), hidden.getChildren());
        }
        jobs.later(this, this::next);
    }

    /**
     * Two pieces: the node is made in one frame (its classes loaded, its bindings set) and put in the
     * scene in the next (styled, its skin made, laid out); in a cold JVM the first legend row made and
     * shown at once was one long frame of FX-thread work.
     */
    private void makeThenAttach(java.util.function.Supplier<Node> make, List<Node> into) {
        Node[] made = new Node[1];
        pieces.add(() -> made[0] = make.get());
        pieces.add(() -> into.add(made[0]));
    }

    private void showSamples(List<ChartLine> lines, Samples samples, boolean indexed, boolean logarithmic) {
        // Without lines the axes still take the period (the real chart hides itself then; this one is shown unseen).
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

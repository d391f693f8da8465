package dev.starling.ui.keywords;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.concurrent.PooledTaskRunner;
import dev.starling.core.keywords.ComparisonStore;
import dev.starling.core.keywords.FetchControl;
import dev.starling.core.keywords.KeywordCache;
import dev.starling.core.keywords.KeywordFetchService;
import dev.starling.core.keywords.LastComparison;
import dev.starling.core.keywords.KeywordRequest;
import dev.starling.core.keywords.KeywordTerms;
import dev.starling.core.keywords.SeriesResult;
import dev.starling.core.store.CacheStore;
import dev.starling.core.store.DurableStore;
import dev.starling.ui.OwnWindow;
import dev.starling.ui.common.ScriptedDialogs;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.application.Platform;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The chart's warm-up (ADR 22): its samples read like real answers, it leaves the workspace as it
 * found it, and a comparison sent while it runs is what the chart shows.
 */
class ChartWarmUpTest {

    private final FxRobot robot = new FxRobot();
    private final Clock clock = Clock.systemUTC();
    private final PooledTaskRunner tasks = new PooledTaskRunner(2, Platform::runLater);
    private final FakeVolumes api = new FakeVolumes();
    private final KeywordInsightsViewModel viewModel = new KeywordInsightsViewModel(
            new KeywordFetchService(api, new KeywordCache(CacheStore.inMemory(clock)), clock),
            new ComparisonStore(DurableStore.inMemory().database(), clock),
            new LastComparison(DurableStore.inMemory().settings()), tasks, Platform::runLater,
            new ScriptedDialogs(), clock, ZoneOffset.UTC);
    private final OwnWindow window = new OwnWindow();

    @BeforeAll
    static void toolkit() throws Exception {
        OwnWindow.toolkit();
    }

    @AfterEach
    void close() {
        window.close();
        tasks.shutdown();
    }

    @Test
    void samplesReadThroughTheRealFetchPathAsTenFullSeriesOfNinetyHourlyDays() {
        Instant end = Instant.parse("2026-11-20T00:00:00Z");
        List<KeywordRequest> requests = List.of(
                new KeywordRequest(KeywordTerms.of(List.of("a")), dev.starling.core.api.ads.KeywordGranularity.HOUR,
                        end.minus(Duration.ofDays(90)), end, null),
                new KeywordRequest(KeywordTerms.of(List.of("b")), dev.starling.core.api.ads.KeywordGranularity.HOUR,
                        end.minus(Duration.ofDays(90)), end, null));
        try (CacheStore cache = CacheStore.inMemory(clock)) {
            List<SeriesResult> results = new KeywordFetchService(new SampleVolumes(), new KeywordCache(cache), clock)
                    .fetch(requests, KeywordFetchService.Mode.ONLINE, new FetchControl(), progress -> { });
            for (SeriesResult result : results) {
                assertThat(result.complete()).isTrue();
                assertThat(result.points()).hasSize(90 * 24);
                assertThat(result.relatedKeywords()).hasSize(SampleVolumes.RELATED);
            }
            assertThat(results.get(0).points().get(5).volume()).isNotEqualTo(results.get(1).points().get(5).volume());
        }
    }

    @Test
    void whenItIsOverTheChartIsEmptyHiddenAndNothingOfItIsLeftInTheWorkspace() throws Exception {
        KeywordInsightsView view = open();
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, view::settled);
        WaitForAsyncUtils.waitForFxEvents();
        VolumeChart chart = view.chart();
        assertThat(chart.lines()).isEmpty();
        assertThat(chart.isVisible()).isFalse();
        assertThat(chart.getParent().getChildrenUnmodifiable()).hasSize(2);
        assertThat(view.root().lookup("#chartPlaceholder").isVisible()).isTrue();
        assertThat(api.calls()).isEmpty();
    }

    @Test
    void aComparisonSentWhileItRunsIsWhatTheChartShows() throws Exception {
        KeywordInsightsView view = open();
        VolumeChart chart = view.chart();
        // Sent once the samples are on the hidden chart, before the warm-up is over.
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> chart.lines().size() == ChartWarmUp.SAMPLE_SERIES);
        robot.interact(() -> {
            viewModel.form().keywords().add("coffee");
            viewModel.send();
        });
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> view.settled() && !viewModel.busyProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(chart.lines()).extracting(ChartLine::name).containsExactly("coffee");
        assertThat(chart.isVisible()).isTrue();
        assertThat(chart.getOpacity()).isEqualTo(1.0);
    }

    private KeywordInsightsView open() throws Exception {
        KeywordInsightsView[] view = new KeywordInsightsView[1];
        robot.interact(() -> {
            view[0] = new KeywordInsightsView(viewModel, tasks, clock);
            window.show(view[0].root(), 1280, 800);
        });
        return view[0];
    }
}

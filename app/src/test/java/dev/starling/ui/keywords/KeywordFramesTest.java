package dev.starling.ui.keywords;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.concurrent.PooledTaskRunner;
import dev.starling.core.keywords.ComparisonStore;
import dev.starling.core.keywords.KeywordCache;
import dev.starling.core.keywords.KeywordFetchService;
import dev.starling.core.keywords.LastComparison;
import dev.starling.core.keywords.KeywordTerms;
import dev.starling.core.store.CacheStore;
import dev.starling.core.store.DurableStore;
import dev.starling.ui.OwnWindow;
import dev.starling.ui.common.ScriptedDialogs;
import dev.starling.ui.theme.ThemeManager;
import dev.starling.core.config.ThemePreference;
import java.time.Clock;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.IntSupplier;
import javafx.animation.AnimationTimer;
import javafx.application.Platform;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.Region;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The workspace's work spread over frames (ADR 22, third round) and the legend's place: the warm-up
 * adds a few nodes a pulse, a comparison's rows come one a pulse, and one series' source line is in
 * sight at 1280 x 800 without scrolling.
 */
class KeywordFramesTest {

    /**
     * The most nodes the warm-up may add to the workspace in one pulse: the chart's peak marks and hover
     * dots of six more lines (4 to 10: 30 nodes), a legend row with its skins (12), a related chip (5).
     * Showing all ten sample lines at once added about 60, a legend row and a chip a pulse more.
     */
    static final int WARM_UP_NODES_A_PULSE = 30;

    /** About the workspace's share of a 1280 x 800 screen in the app (the rail, title bar and status line take the rest). */
    private static final double WORKSPACE_WIDTH = 1070;
    private static final double WORKSPACE_HEIGHT = 725;

    private final FxRobot robot = new FxRobot();
    private final Clock clock = Clock.systemUTC();
    private final PooledTaskRunner tasks = new PooledTaskRunner(2, Platform::runLater);
    private final KeywordInsightsViewModel viewModel = new KeywordInsightsViewModel(
            new KeywordFetchService(new FakeVolumes(), new KeywordCache(CacheStore.inMemory(clock)), clock),
            new ComparisonStore(DurableStore.inMemory().database(), clock),
            new LastComparison(DurableStore.inMemory().settings()), tasks, Platform::runLater,
            new ScriptedDialogs(), clock, ZoneOffset.UTC);
    private final OwnWindow window = new OwnWindow();
    private AnimationTimer watching;

    @BeforeAll
    static void toolkit() throws Exception {
        OwnWindow.toolkit();
    }

    @AfterEach
    void close() {
        if (watching != null) {
            robot.interact(watching::stop);
        }
        window.close();
        tasks.shutdown();
    }

    @Test
    void theWarmUpAddsAFewNodesAPulseAndShowsAllTenSampleLinesOnTheWay() throws Exception {
        KeywordInsightsView view = open();
        List<Integer> added = new java.util.concurrent.CopyOnWriteArrayList<>();
        int[] mostLines = new int[1];
        watchEachPulse(() -> nodes(view.root()), added, () -> mostLines[0] = Math.max(mostLines[0], view.chart().lines().size()));
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, view::settled);
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(mostLines[0]).isEqualTo(ChartWarmUp.SAMPLE_SERIES);
        assertThat(added).isNotEmpty().allSatisfy(count -> assertThat(count).isLessThanOrEqualTo(WARM_UP_NODES_A_PULSE));
    }

    @Test
    void tenSeriesArrivingTogetherFillTheLegendOneRowAPulse() throws Exception {
        KeywordInsightsView view = openSettled();
        Parent legend = (Parent) view.root().lookup("#seriesLegend");
        List<Integer> added = new java.util.concurrent.CopyOnWriteArrayList<>();
        watchEachPulse(() -> legend.getChildrenUnmodifiable().size(), added, () -> { });
        showTenSeries(view);

        assertThat(added).contains(1).allSatisfy(count -> assertThat(count).isLessThanOrEqualTo(1));
    }

    @Test
    void tenSeriesArrivingChangeTheChartsHeightOnceNotOnceARow() throws Exception {
        KeywordInsightsView view = openSettled();
        List<Double> heights = new java.util.concurrent.CopyOnWriteArrayList<>();
        robot.interact(() -> view.chart().heightProperty().addListener((obs, was, now) -> heights.add(now.doubleValue())));
        showTenSeries(view);
        WaitForAsyncUtils.waitForFxEvents();

        // Each change of the chart's size lays the plot out, paints its lines again and repaints all of it.
        assertThat(heights).hasSize(1);
        ScrollPane scroll = (ScrollPane) view.root().lookup(".legend-scroll");
        Region content = (Region) scroll.getContent();
        assertThat(scroll.getHeight()).as("the area then holds the rows").isGreaterThanOrEqualTo(
                Math.min(content.getHeight(), scroll.getMaxHeight()) - 0.5);
    }

    @Test
    void oneSeriesSourceLineIsInSightUnderTheLegendWithoutScrollingAt1280x800() throws Exception {
        KeywordInsightsView view = openSettled();
        robot.interact(() -> {
            viewModel.form().keywords().add("coffee");
            viewModel.form().startDateProperty().set(LocalDate.now(ZoneOffset.UTC).minusDays(7));
            viewModel.send();
        });
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> !viewModel.busyProperty().get() && view.settled()
                && !viewModel.provenance().isEmpty());
        WaitForAsyncUtils.waitForFxEvents();

        ScrollPane scroll = (ScrollPane) view.root().lookup(".legend-scroll");
        Region sources = (Region) view.root().lookup("#provenance");
        assertThat(sources.getHeight()).isPositive();
        Region content = (Region) scroll.getContent();
        assertThat(scroll.getViewportBounds().getHeight()).isGreaterThanOrEqualTo(content.getHeight() - 0.5);
    }

    /** Ten series (without data yet) arrive together; returns once the legend holds them and the view settled. */
    private void showTenSeries(KeywordInsightsView view) throws Exception {
        Parent legend = (Parent) view.root().lookup("#seriesLegend");
        robot.interact(() -> {
            List<KeywordSeries> ten = new ArrayList<>();
            for (int i = 0; i < 10; i++) {
                ten.add(new KeywordSeries(KeywordTerms.of(List.of("term " + i)), i));
            }
            viewModel.series().setAll(ten);
        });
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> view.settled() && legend.getChildrenUnmodifiable().size() == 10);
    }

    /** The workspace opened, its warm-up over. */
    private KeywordInsightsView openSettled() throws Exception {
        KeywordInsightsView view = open();
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, view::settled);
        return view;
    }

    private KeywordInsightsView open() throws Exception {
        KeywordInsightsView[] view = new KeywordInsightsView[1];
        robot.interact(() -> {
            view[0] = new KeywordInsightsView(viewModel, tasks, clock);
            window.show(view[0].root(), WORKSPACE_WIDTH, WORKSPACE_HEIGHT);
            // Styled as in the app: the theme sets the fonts and paddings the legend's room depends on.
            ThemeManager themes = new ThemeManager(false);
            themes.preferenceProperty().set(ThemePreference.LIGHT);
            themes.attach(view[0].root().getScene());
        });
        // The workspace's own first frame (its controls' skins, its first layout) is not the warm-up's.
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> view[0].root().getLayoutBounds().getHeight() > 0);
        WaitForAsyncUtils.waitForFxEvents();
        return view[0];
    }

    /** Notes, at every pulse, how much {@code count} grew since the one before (when it grew). */
    private void watchEachPulse(IntSupplier count, List<Integer> grown, Runnable alsoEachPulse) {
        robot.interact(() -> {
            int[] last = {count.getAsInt()};
            watching = new AnimationTimer() {
                @Override
                public void handle(long now) {
                    int current = count.getAsInt();
                    if (current > last[0]) {
                        grown.add(current - last[0]);
                    }
                    last[0] = current;
                    alsoEachPulse.run();
                }
            };
            watching.start();
        });
    }

    private static int nodes(Node node) {
        int count = 1;
        if (node instanceof Parent parent) {
            for (Node child : parent.getChildrenUnmodifiable()) {
                count += nodes(child);
            }
        }
        return count;
    }
}

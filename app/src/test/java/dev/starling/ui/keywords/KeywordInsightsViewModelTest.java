package dev.starling.ui.keywords;

import dev.starling.boot.DurableMigrations;
import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.testing.FakeClock;
import dev.starling.core.api.ads.KeywordGranularity;
import dev.starling.core.api.ads.KeywordVolumeRequest;
import dev.starling.core.concurrent.SameThreadTaskRunner;
import dev.starling.core.keywords.ComparisonStore;
import dev.starling.core.keywords.KeywordCache;
import dev.starling.core.keywords.KeywordFetchService;
import dev.starling.core.keywords.LastComparison;
import dev.starling.core.keywords.LimitProblem;
import dev.starling.core.store.CacheStore;
import dev.starling.core.store.DurableStore;
import dev.starling.ui.common.ScriptedDialogs;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The keyword-insights workspace without the toolkit: an in-memory API, the real fetch service and cache. */
class KeywordInsightsViewModelTest {

    private static final Instant NOW = Instant.parse("2026-11-20T12:30:00Z");
    private static final ZoneId BERLIN = ZoneId.of("Europe/Berlin");

    @TempDir
    Path dir;

    private final FakeClock clock = new FakeClock(NOW);
    private final FakeVolumes api = new FakeVolumes();
    private final ScriptedDialogs dialogs = new ScriptedDialogs();
    private final AtomicReference<Runnable> onProgress = new AtomicReference<>(() -> { });
    private final DurableStore durable = DurableStore.inMemory(DurableMigrations.ALL);
    private final KeywordCache cache = new KeywordCache(CacheStore.inMemory(clock));
    private final KeywordInsightsViewModel viewModel = new KeywordInsightsViewModel(
            new KeywordFetchService(api, cache, clock), new ComparisonStore(durable.database(), clock),
            new LastComparison(durable.settings()), new SameThreadTaskRunner(),
            report -> {
                report.run();
                onProgress.get().run();
            }, dialogs, clock, ZoneId.of("UTC"));

    @Test
    void theFormStartsWithTheLastSevenDaysByTheHourAndCountsBothChipListsAgainstTen() {
        KeywordQueryForm form = viewModel.form();
        assertThat(form.startDateProperty().get()).isEqualTo(LocalDate.of(2026, 11, 13));
        assertThat(form.startTimeProperty().get()).isEqualTo("12:00");
        assertThat(form.endDateProperty().get()).isEqualTo(LocalDate.of(2026, 11, 20));
        assertThat(form.endTimeProperty().get()).isEqualTo("12:00");
        assertThat(form.granularityProperty().get()).isEqualTo(KeywordGranularity.HOUR);

        form.keywords().add("coffee, latte ,, Coffee");
        form.negatives().add("decaf");
        assertThat(form.keywords().words()).containsExactly("coffee", "latte");
        assertThat(form.counterProperty().get()).isEqualTo("3 of 10");
        assertThat(form.overLimitProperty().get()).isFalse();
        assertThat(form.sendableProperty().get()).isTrue();
    }

    @Test
    void thePostsBehindABucketOpenTheRecentSearchOfTheSeriesTermsBoundedToThatBucket() {
        List<dev.starling.core.keywords.PeakSearch> opened = new ArrayList<>();
        viewModel.onPostsBehind(opened::add);
        viewModel.form().keywords().add("coffee, cold brew");
        viewModel.form().negatives().add("decaf");
        viewModel.send();
        ChartLine line = viewModel.chartProperty().get().lines().get(0);

        viewModel.postsBehind(0, Instant.ofEpochMilli(line.times()[line.peak()]));
        viewModel.postsBehind(0, Instant.ofEpochMilli(line.times()[5]));

        Instant peak = Instant.ofEpochMilli(line.times()[line.peak()]);
        assertThat(opened).extracting(dev.starling.core.keywords.PeakSearch::query)
                .containsOnly("(coffee OR \"cold brew\") -decaf");
        assertThat(opened.get(0).start()).isEqualTo(peak);
        assertThat(opened.get(0).end()).isEqualTo(peak.plusSeconds(3600));
        assertThat(opened.get(1).start()).isEqualTo(Instant.parse("2026-11-13T17:00:00Z"));
        assertThat(opened.get(1).end()).isEqualTo(Instant.parse("2026-11-13T18:00:00Z"));
        assertThat(viewModel.errorProperty().get()).isEmpty();
    }

    @Test
    void aBucketBeyondRecentSearchsSevenDaysOpensNothingAndSaysWhy() {
        List<dev.starling.core.keywords.PeakSearch> opened = new ArrayList<>();
        viewModel.onPostsBehind(opened::add);
        viewModel.form().keywords().add("coffee");
        viewModel.send();

        // The first hour began 7 days and 30 minutes ago.
        viewModel.postsBehind(0, Instant.parse("2026-11-13T12:00:00Z"));

        assertThat(opened).isEmpty();
        assertThat(viewModel.errorProperty().get()).startsWith("Recent search reaches back seven days only");
    }

    @Test
    void moreThanTenTermsIsRefusedBeforeSendingWithTheReasonNextToTheKeywords() {
        viewModel.form().keywords().add("a,b,c,d,e,f,g,h");
        viewModel.form().negatives().add("x,y,z");

        assertThat(viewModel.form().counterProperty().get()).isEqualTo("11 of 10");
        assertThat(viewModel.form().overLimitProperty().get()).isTrue();
        assertThat(viewModel.form().problemProperty(LimitProblem.Field.KEYWORDS).get()).contains("at most 10");
        viewModel.send();
        assertThat(api.calls()).isEmpty();
        assertThat(viewModel.errorProperty().get()).startsWith("Not sent");
    }

    @Test
    void aMissingKeywordIsOnlyPointedOutOnceTheUserTriesToSendAndABadTimeIsNamed() {
        KeywordQueryForm form = viewModel.form();
        assertThat(form.problemProperty(LimitProblem.Field.KEYWORDS).get()).isEmpty();
        viewModel.send();
        assertThat(form.problemProperty(LimitProblem.Field.KEYWORDS).get()).isEqualTo("Add at least one keyword.");

        form.startTimeProperty().set("25:99");
        assertThat(form.problemProperty(LimitProblem.Field.START).get()).contains("\u201c25:99\u201d is not a time of day");
        form.startTimeProperty().set("9");
        assertThat(form.problemProperty(LimitProblem.Field.START).get()).isEmpty();
        form.startDateProperty().set(LocalDate.of(2026, 12, 1));
        form.endDateProperty().set(LocalDate.of(2026, 12, 2));
        assertThat(form.problemProperty(LimitProblem.Field.START).get()).contains("future");
        assertThat(api.calls()).isEmpty();
    }

    @Test
    void twoKeywordsSentGiveOneSeriesWithEveryHourItsExactVolumesStatsAndRelatedKeywords() {
        viewModel.form().keywords().add("coffee, latte");
        viewModel.send();

        assertThat(api.calls()).hasSize(1);
        KeywordSeries series = viewModel.series().get(0);
        ChartLine line = viewModel.chartProperty().get().lines().get(0);
        assertThat(line.times()).hasSize(168);
        assertThat(line.volumes()[5]).isEqualTo(FakeVolumes.volume("coffee", Instant.ofEpochMilli(line.times()[5])));
        long total = java.util.Arrays.stream(line.volumes()).sum();
        assertThat(series.stats().total()).isEqualTo(total);
        assertThat(series.stats().average()).isEqualTo(total / 168.0);
        assertThat(line.volumes()[line.peak()]).isEqualTo(series.stats().peak());
        assertThat(viewModel.related()).hasSize(30).first().isEqualTo("coffee related 0");
        assertThat(viewModel.provenance()).containsExactly("coffee, latte: the one window fetched just now.");
        assertThat(viewModel.messageProperty().get()).isEqualTo("1 window ready (0 from the cache).");
    }

    @Test
    void aLongRangeIsFetchedInSevenDayWindowsWithProgressAndAFailedWindowIsShownInWordsWithARetry() {
        KeywordQueryForm form = viewModel.form();
        form.keywords().add("coffee");
        form.startDateProperty().set(LocalDate.of(2026, 10, 31));
        form.startTimeProperty().set("12:00");
        Instant secondWindow = Instant.parse("2026-11-07T12:00:00Z");
        api.failWhen(call -> call.start().equals(secondWindow));
        List<String> progress = new ArrayList<>();
        onProgress.set(() -> progress.add(viewModel.progressTextProperty().get()));

        viewModel.send();

        assertThat(api.calls()).extracting(KeywordVolumeRequest::start).containsExactly(
                Instant.parse("2026-10-31T12:00:00Z"), secondWindow, Instant.parse("2026-11-14T12:00:00Z"));
        assertThat(progress).contains("Window 3 of 3 (0 from the cache, 1 failed)");
        assertThat(viewModel.missing()).singleElement().satisfies(missing -> assertThat(missing.text())
                .isEqualTo("coffee, 7 Nov 12:00 \u2013 14 Nov 12:00: could not be fetched: java.io.IOException: connection reset"));
        assertThat(viewModel.messageProperty().get()).startsWith("2 of 3 windows ready");
        assertThat(viewModel.chartProperty().get().lines().get(0).times()).hasSize(168 + 6 * 24);
        assertThat(viewModel.chartProperty().get().missing()).singleElement()
                .satisfies(span -> assertThat(span[0]).isEqualTo(secondWindow.toEpochMilli()));

        api.failWhen(call -> false);
        viewModel.retry(viewModel.missing().get(0));

        assertThat(api.calls()).hasSize(4);
        assertThat(api.calls().get(3).start()).isEqualTo(secondWindow);
        assertThat(viewModel.missing()).isEmpty();
        assertThat(viewModel.chartProperty().get().lines().get(0).times()).hasSize(20 * 24);
    }

    @Test
    void retryingOneFailedWindowAsksOnlyThatWindowAndRetryAllAsksEveryMissingOneOfEverySeries() {
        KeywordQueryForm form = viewModel.form();
        form.keywords().add("coffee");
        form.startDateProperty().set(LocalDate.of(2026, 10, 24));
        form.startTimeProperty().set("12:00");
        Instant second = Instant.parse("2026-10-31T12:00:00Z");
        Instant fourth = Instant.parse("2026-11-14T12:00:00Z");
        api.failWhen(call -> call.start().equals(second) || call.start().equals(fourth));
        viewModel.send();
        viewModel.addRelatedAsSeries("coffee related 1");
        assertThat(api.calls()).hasSize(8);
        assertThat(viewModel.missing()).hasSize(4);

        api.failWhen(call -> false);
        viewModel.retry(viewModel.missing().get(1));

        assertThat(api.calls()).hasSize(9);
        assertThat(api.calls().get(8).start()).isEqualTo(fourth);
        assertThat(api.calls().get(8).keywords()).containsExactly("coffee");
        assertThat(viewModel.missing()).extracting(missing -> missing.series().name() + " " + missing.window().window().start())
                .containsExactly("coffee " + second, "coffee related 1 " + second, "coffee related 1 " + fourth);

        viewModel.retryAllMissing();

        assertThat(api.calls()).hasSize(12);
        assertThat(api.calls().subList(9, 12)).extracting(call -> call.keywords().get(0) + " " + call.start())
                .containsExactly("coffee " + second, "coffee related 1 " + second, "coffee related 1 " + fourth);
        assertThat(viewModel.missing()).isEmpty();
        assertThat(viewModel.series()).allSatisfy(one -> assertThat(one.stats().points()).isEqualTo(27 * 24));
    }

    @Test
    void theCsvHeaderNamesEachSeriesAsTheLegendDoesWithItsNegativesAndARenameIncluded() throws Exception {
        viewModel.form().keywords().add("coffee, latte");
        viewModel.form().negatives().add("decaf, cold brew");
        viewModel.send();
        viewModel.addRelatedAsSeries("coffee related 1");
        viewModel.addRelatedAsSeries("coffee related 2");
        dialogs.answer("Cold drinks").answer("  ");
        viewModel.rename(viewModel.series().get(1));
        viewModel.rename(viewModel.series().get(2));
        Path csv = dir.resolve("named.csv");
        dialogs.answer(csv);

        viewModel.exportCsv();

        assertThat(viewModel.series()).extracting(KeywordSeries::name)
                .containsExactly("coffee, latte -decaf -\"cold brew\"", "Cold drinks", "coffee related 2");
        assertThat(Files.readAllLines(csv, StandardCharsets.UTF_8).get(0))
                .isEqualTo("time,\"coffee, latte -decaf -\"\"cold brew\"\"\",Cold drinks,coffee related 2");
    }

    @Test
    void withNobodySignedInTheUserIsToldOnceToSignInRatherThanOncePerWindow() {
        api.failWhen(call -> true);
        api.failWith(dev.starling.core.api.account.NotSignedInException::new);
        viewModel.form().keywords().add("coffee");
        viewModel.form().startDateProperty().set(LocalDate.of(2026, 10, 31));

        viewModel.send();

        assertThat(viewModel.errorProperty().get()).startsWith("Sign in first");
        assertThat(viewModel.missing()).isEmpty();
    }

    @Test
    void cancellingStopsAfterTheCurrentWindowKeepsWhatArrivedAndListsTheRestAsNotFetched() {
        viewModel.form().keywords().add("coffee");
        viewModel.form().startDateProperty().set(LocalDate.of(2026, 10, 31));
        onProgress.set(() -> {
            if (viewModel.busyProperty().get() && !api.calls().isEmpty()) {
                viewModel.cancel();
            }
        });

        viewModel.send();

        assertThat(api.calls()).hasSize(1);
        assertThat(viewModel.messageProperty().get()).startsWith("Cancelled");
        assertThat(viewModel.missing()).hasSize(2).allSatisfy(missing -> assertThat(missing.text()).endsWith("not fetched (cancelled)."));
        assertThat(viewModel.series().get(0).stats().points()).isEqualTo(168);
    }

    @Test
    void aRelatedKeywordBecomesAChipOfTheQueryOrASeriesOfItsOwnOverTheSamePeriod() {
        viewModel.form().keywords().add("coffee");
        viewModel.send();

        viewModel.addRelatedToQuery("coffee related 3");
        assertThat(viewModel.form().keywords().words()).containsExactly("coffee", "coffee related 3");
        assertThat(viewModel.series()).hasSize(1);

        viewModel.addRelatedAsSeries("coffee related 4");
        assertThat(viewModel.series()).hasSize(2);
        KeywordSeries second = viewModel.series().get(1);
        assertThat(second.name()).isEqualTo("coffee related 4");
        assertThat(second.colour()).isEqualTo(1);
        assertThat(api.calls().get(1).keywords()).containsExactly("coffee related 4");
        assertThat(api.calls().get(1).start()).isEqualTo(api.calls().get(0).start());
        assertThat(viewModel.chartProperty().get().lines()).hasSize(2);

        second.visibleProperty().set(false);
        assertThat(viewModel.chartProperty().get().lines()).extracting(ChartLine::name).containsExactly("coffee");
        viewModel.remove(second);
        assertThat(viewModel.series()).hasSize(1);
    }

    @Test
    void compareAddsASecondTypedQueryAndEachSeriesIsAskedWithItsOwnKeywordsAndNegatives() {
        KeywordQueryForm form = viewModel.form();
        form.keywords().add("coffee, latte");
        form.negatives().add("decaf");
        form.addQuery();
        assertThat(form.editedProperty().get()).isEqualTo(1);
        assertThat(form.keywords().words()).isEmpty();
        assertThat(form.counterProperty().get()).isEqualTo("0 of 10");
        form.keywords().add("tea");

        viewModel.send();

        assertThat(viewModel.series()).extracting(KeywordSeries::name).containsExactly("coffee, latte -decaf", "tea");
        assertThat(viewModel.series()).extracting(KeywordSeries::colour).containsExactly(0, 1);
        assertThat(api.calls()).hasSize(2);
        assertThat(api.calls().get(0).keywords()).containsExactly("coffee", "latte");
        assertThat(api.calls().get(0).negativeKeywords()).containsExactly("decaf");
        assertThat(api.calls().get(1).keywords()).containsExactly("tea");
        assertThat(api.calls().get(1).negativeKeywords()).isEmpty();
        assertThat(viewModel.chartProperty().get().lines()).hasSize(2);
        // Back to the first query: its chips again, and the related keywords are the first series'.
        form.edit(0);
        assertThat(form.keywords().words()).containsExactly("coffee", "latte");
        assertThat(form.negatives().words()).containsExactly("decaf");
        assertThat(viewModel.related()).first().isEqualTo("coffee related 0");
    }

    @Test
    void tenKeywordsWithNegativesIsTheLimitOfEachSeriesNotOfTheComparison() {
        KeywordQueryForm form = viewModel.form();
        form.keywords().add("a1,a2,a3,a4,a5,a6,a7,a8");
        form.negatives().add("x1,x2");
        form.addQuery();
        form.keywords().add("b1,b2,b3,b4,b5,b6,b7,b8,b9");
        form.negatives().add("y1");

        viewModel.send();
        assertThat(api.calls()).hasSize(2);

        form.negatives().add("y2");
        assertThat(form.counterProperty().get()).isEqualTo("11 of 10");
        form.edit(0);
        int sent = api.calls().size();
        viewModel.send();

        // The query over the limit is put in the chips, with the reason next to them; nothing is sent.
        assertThat(api.calls()).hasSize(sent);
        assertThat(form.editedProperty().get()).isEqualTo(1);
        assertThat(form.problemProperty(LimitProblem.Field.KEYWORDS).get()).contains("at most 10");
        assertThat(viewModel.errorProperty().get()).startsWith("Not sent");
    }

    @Test
    void anEmptyComparedQueryIsDroppedAtSendAndRemovingAQueryRemovesItsSeries() {
        KeywordQueryForm form = viewModel.form();
        form.keywords().add("coffee");
        form.addQuery();
        form.keywords().add("tea");
        form.addQuery();

        viewModel.send();

        assertThat(form.queries()).hasSize(2);
        assertThat(viewModel.series()).extracting(KeywordSeries::name).containsExactly("coffee", "tea");
        viewModel.removeQuery(0);
        assertThat(form.queries()).extracting(dev.starling.core.keywords.KeywordTerms::label).containsExactly("tea");
        assertThat(viewModel.series()).extracting(KeywordSeries::name).containsExactly("tea");
        assertThat(form.keywords().words()).containsExactly("tea");
    }

    @Test
    void theLastComparisonIsThereAgainAfterARestartFromTheCacheWithoutAsking() {
        KeywordQueryForm form = viewModel.form();
        form.keywords().add("coffee");
        form.addQuery();
        form.keywords().add("tea");
        form.granularityProperty().set(KeywordGranularity.DAY);
        viewModel.send();
        int asked = api.calls().size();
        clock.sleep(Duration.ofHours(3));

        KeywordInsightsViewModel restarted = new KeywordInsightsViewModel(new KeywordFetchService(api, cache, clock),
                new ComparisonStore(durable.database(), clock), new LastComparison(durable.settings()),
                new SameThreadTaskRunner(), Runnable::run, dialogs, clock, ZoneId.of("UTC"));

        assertThat(api.calls()).hasSize(asked);
        assertThat(restarted.series()).extracting(KeywordSeries::name).containsExactly("coffee", "tea");
        assertThat(restarted.chartProperty().get().lines()).hasSize(2);
        assertThat(restarted.form().queries()).hasSize(2);
        assertThat(restarted.form().keywords().words()).containsExactly("coffee");
        assertThat(restarted.form().granularityProperty().get()).isEqualTo(KeywordGranularity.DAY);
        assertThat(restarted.messageProperty().get())
                .isEqualTo("Your last comparison, from the cache: data fetched 3 hours ago. Send fetches it again online.");
    }

    @Test
    void thePresetsSetTheLast7_30Or90DaysToTheLastWholeHour() {
        KeywordQueryForm form = viewModel.form();
        form.lastDays(90);
        assertThat(form.startDateProperty().get()).isEqualTo(LocalDate.of(2026, 8, 22));
        assertThat(form.endDateProperty().get()).isEqualTo(LocalDate.of(2026, 11, 20));
        assertThat(form.endTimeProperty().get()).isEqualTo("12:00");
        form.keywords().add("coffee");
        assertThat(form.sendableProperty().get()).isTrue();
        form.lastDays(30);
        assertThat(form.startDateProperty().get()).isEqualTo(LocalDate.of(2026, 10, 21));
    }

    @Test
    void aSeriesAddedBeforeItsDataArrivesLeavesTheChartAsItWasUntilTheDataComes() {
        viewModel.form().keywords().add("coffee");
        viewModel.send();
        List<ChartModel> shown = new ArrayList<>();
        viewModel.chartProperty().addListener((obs, old, now) -> shown.add(now));

        viewModel.series().add(new KeywordSeries(dev.starling.core.keywords.KeywordTerms.of(List.of("tea")), 1));
        viewModel.logarithmicProperty().set(false);
        assertThat(shown).isEmpty();

        viewModel.series().get(0).nameProperty().set("Coffee, renamed");
        assertThat(shown).hasSize(1);
        assertThat(shown.get(0).lines()).extracting(ChartLine::name).containsExactly("Coffee, renamed");

        viewModel.addRelatedAsSeries("coffee related 2");
        assertThat(shown).hasSize(2);
        assertThat(shown.get(1).lines()).extracting(ChartLine::name).containsExactly("Coffee, renamed", "coffee related 2");
    }

    @Test
    void indexedAndLogarithmicChangeWhatIsPlottedButNeverTheExactVolumes() {
        viewModel.form().keywords().add("coffee");
        viewModel.send();
        long[] exact = viewModel.chartProperty().get().lines().get(0).volumes().clone();

        viewModel.indexedProperty().set(true);
        ChartLine indexed = viewModel.chartProperty().get().lines().get(0);
        assertThat(java.util.Arrays.stream(indexed.plotted()).average().orElseThrow()).isCloseTo(100.0,
                org.assertj.core.data.Offset.offset(1e-9));
        assertThat(indexed.volumes()).containsExactly(exact);

        viewModel.indexedProperty().set(false);
        viewModel.logarithmicProperty().set(true);
        ChartLine log = viewModel.chartProperty().get().lines().get(0);
        assertThat(log.plotted()[0]).isEqualTo(Math.log10(exact[0]));
        assertThat(viewModel.chartProperty().get().logarithmic()).isTrue();
    }

    @Test
    void labelsAreInTheUsersZoneUntilUtcIsChosenAndTheFormKeepsTheSameInstants() {
        KeywordInsightsViewModel berlin = new KeywordInsightsViewModel(
                new KeywordFetchService(api, new KeywordCache(CacheStore.inMemory(clock)), clock),
                new ComparisonStore(DurableStore.inMemory(DurableMigrations.ALL).database(), clock),
                new LastComparison(DurableStore.inMemory(DurableMigrations.ALL).settings()), new SameThreadTaskRunner(),
                Runnable::run, dialogs, clock, BERLIN);
        assertThat(berlin.form().startTimeProperty().get()).isEqualTo("13:00");
        berlin.form().keywords().add("coffee");
        berlin.send();
        assertThat(berlin.chartProperty().get().zone()).isEqualTo(BERLIN);
        assertThat(api.calls().get(0).start()).isEqualTo(Instant.parse("2026-11-13T12:00:00Z"));

        berlin.utcProperty().set(true);
        assertThat(berlin.chartProperty().get().zone().getId()).isEqualTo("Z");
        assertThat(berlin.form().startTimeProperty().get()).isEqualTo("12:00");
        assertThat(VolumeText.bucket(api.calls().get(0).start().toEpochMilli(), true, berlin.zone()))
                .isEqualTo("Fri 13 Nov 2026, 12:00 Z");
    }

    @Test
    void aSecondSendOfASettledPeriodIsAnsweredByTheCacheAndSaysSo() {
        viewModel.form().keywords().add("coffee");
        viewModel.form().endTimeProperty().set("10:00");
        viewModel.send();
        clock.sleep(Duration.ofHours(3));

        viewModel.send();

        assertThat(api.calls()).hasSize(1);
        assertThat(viewModel.provenance()).singleElement().asString()
                .isEqualTo("coffee: the one window from the cache (13 Nov 12:00 \u2013 20 Nov 10:00, fetched 3 hours ago).");
    }

    @Test
    void aSavedComparisonIsNamedStarredAndOpensOfflineWithItsAge() {
        viewModel.form().keywords().add("coffee");
        viewModel.form().endTimeProperty().set("10:00");
        viewModel.send();
        viewModel.addRelatedAsSeries("coffee related 1");
        dialogs.answer("Coffee week");
        viewModel.saveComparison();
        assertThat(viewModel.saved().items()).singleElement().satisfies(saved -> {
            assertThat(saved.name()).isEqualTo("Coffee week");
            assertThat(saved.comparison().series()).hasSize(2);
        });
        viewModel.saved().toggleStar(viewModel.saved().items().get(0));
        assertThat(viewModel.saved().items().get(0).starred()).isTrue();
        viewModel.series().clear();
        clock.sleep(Duration.ofDays(2));
        int sent = api.calls().size();

        viewModel.open(viewModel.saved().items().get(0));

        assertThat(api.calls()).hasSize(sent);
        assertThat(viewModel.series()).extracting(KeywordSeries::name).containsExactly("coffee", "coffee related 1");
        assertThat(viewModel.series().get(1).stats().points()).isEqualTo(166);
        assertThat(viewModel.messageProperty().get())
                .isEqualTo("Opened \u201cCoffee week\u201d offline from the cache: data fetched 2 days ago. Send fetches it again online.");
    }

    @Test
    void theSeriesAreExportedAsCsvWithExactValuesTheRequestsAsJsonAndTheChartAsPng() throws Exception {
        viewModel.form().keywords().add("coffee");
        viewModel.send();
        viewModel.addRelatedAsSeries("coffee related 1");
        Path csv = dir.resolve("volumes.csv");
        Path json = dir.resolve("requests.json");
        Path png = dir.resolve("chart.png");
        dialogs.answer(csv).answer(json).answer(png);

        viewModel.exportCsv();
        viewModel.exportRequests();
        viewModel.exportPng();

        List<String> rows = Files.readAllLines(csv, StandardCharsets.UTF_8);
        assertThat(rows).hasSize(169);
        assertThat(rows.get(0)).isEqualTo("time,coffee,coffee related 1");
        ChartLine first = viewModel.chartProperty().get().lines().get(0);
        ChartLine second = viewModel.chartProperty().get().lines().get(1);
        assertThat(rows.get(1)).isEqualTo(Instant.ofEpochMilli(first.times()[0]) + "," + first.volumes()[0] + ","
                + second.volumes()[0]);
        assertThat(Files.readString(json)).contains("\"coffee related 1\"");
        // The report image, at twice its 1,200-unit layout width.
        assertThat(javax.imageio.ImageIO.read(png.toFile()).getWidth()).isEqualTo(2400);
        assertThat(viewModel.messageProperty().get()).isEqualTo("Saved chart.png in " + dir + ".");
    }

    @Test
    void theReportIsOneHtmlFileWithTheShownSeriesUnderTheirNamesAndEveryBucket() throws Exception {
        viewModel.form().keywords().add("coffee");
        viewModel.send();
        viewModel.addRelatedAsSeries("coffee related 1");
        viewModel.series().get(1).visibleProperty().set(false);
        Path html = dir.resolve("report.html");
        dialogs.answer(html);

        viewModel.exportReport();

        String report = Files.readString(html, StandardCharsets.UTF_8);
        ChartLine first = viewModel.chartProperty().get().lines().get(0);
        assertThat(report).startsWith("<!DOCTYPE html>").contains("<title>Keyword volumes: coffee</title>")
                .contains("src=\"data:image/png;base64,").doesNotContain("coffee related 1");
        long total = 0;
        for (long volume : first.volumes()) {
            total += volume;
        }
        assertThat(report).contains("<td class=\"n\">" + String.format(java.util.Locale.getDefault(), "%,d", total) + "</td>");
        assertThat(report.split("<tr><td>", -1)).as("a row per hour, and the series' row").hasSize(first.volumes().length + 2);
        assertThat(viewModel.messageProperty().get()).isEqualTo("Saved report.html in " + dir + ".");
    }

    @Test
    void exportsBeforeAnythingWasFetchedSayThereIsNothingToExport() {
        viewModel.exportCsv();
        assertThat(viewModel.errorProperty().get()).isEqualTo("Nothing to export yet: send a query first.");
        assertThat(dialogs.asked()).isEmpty();
    }
}

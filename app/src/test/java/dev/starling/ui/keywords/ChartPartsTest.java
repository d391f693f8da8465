package dev.starling.ui.keywords;

import dev.starling.core.keywords.PlotValues;
import dev.starling.core.keywords.TimeTicks;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.time.ZoneId;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The chart's plain parts: chips, tick placement across a DST change, what is plotted, thinning. */
class ChartPartsTest {

    @Test
    void chipsTakePastedCommaListsDropBlanksAndIgnoreDuplicatesInAnyCase() {
        ChipList chips = new ChipList();
        assertThat(chips.add(" coffee ,latte,, cold   brew ")).containsExactly("coffee", "latte", "cold brew");
        assertThat(chips.add("LATTE, tea")).containsExactly("tea");
        assertThat(chips.words()).containsExactly("coffee", "latte", "cold brew", "tea");
    }

    @Test
    void dailyTicksFallOnLocalMidnightsAcrossTheEndOfSummerTime() {
        ZoneId berlin = ZoneId.of("Europe/Berlin");
        long from = Instant.parse("2026-10-23T22:00:00Z").toEpochMilli();
        long to = Instant.parse("2026-10-27T23:00:00Z").toEpochMilli();
        TimeTicks ticks = TimeTicks.choose(from, to, 6, berlin);

        assertThat(ticks.ticks(from, to)).extracting(Instant::ofEpochMilli).containsExactly(
                Instant.parse("2026-10-23T22:00:00Z"), Instant.parse("2026-10-24T22:00:00Z"),
                Instant.parse("2026-10-25T23:00:00Z"), Instant.parse("2026-10-26T23:00:00Z"),
                Instant.parse("2026-10-27T23:00:00Z"));
        assertThat(ticks.label(Instant.parse("2026-10-25T23:00:00Z").toEpochMilli(), dev.starling.core.text.Messages::text)).isEqualTo("26 Oct");
    }

    @Test
    void hourlyTicksStayOnWholeMultiplesOfTheirStep() {
        long from = Instant.parse("2026-11-01T01:30:00Z").toEpochMilli();
        long to = Instant.parse("2026-11-01T13:00:00Z").toEpochMilli();
        TimeTicks ticks = TimeTicks.choose(from, to, 4, ZoneId.of("UTC"));
        assertThat(ticks.ticks(from, to)).extracting(Instant::ofEpochMilli).containsExactly(
                Instant.parse("2026-11-01T03:00:00Z"), Instant.parse("2026-11-01T06:00:00Z"),
                Instant.parse("2026-11-01T09:00:00Z"), Instant.parse("2026-11-01T12:00:00Z"));
        assertThat(ticks.label(Instant.parse("2026-11-01T09:00:00Z").toEpochMilli(), dev.starling.core.text.Messages::text)).isEqualTo("09:00");
    }

    @Test
    void indexedValuesAreRelativeToTheSeriesMeanAndZeroSitsAtTheBottomOfALogScale() {
        assertThat(PlotValues.plotted(new long[] {50, 150}, true, false)).containsExactly(50.0, 150.0);
        assertThat(PlotValues.plotted(new long[] {0, 1000}, false, true)).containsExactly(0.0, 3.0);
        assertThat(PlotValues.plotted(new long[] {0, 0}, true, false)).containsExactly(0.0, 0.0);
    }

    @Test
    void thinningKeepsFirstLowestHighestAndLastOfEachPixelColumnAndBreaksAtMissingBuckets() {
        long hour = 3_600_000L;
        long[] times = {0, hour, 2 * hour, 3 * hour, 4 * hour, 10 * hour, 11 * hour};
        long[] volumes = {5, 1, 9, 6, 4, 7, 8};

        // 12 hours over 2 columns: the first five buckets share column 0; the last two follow a gap.
        int[] kept = DrawnLine.thin(times, volumes, hour, 0, 12 * hour, 2);

        assertThat(kept).containsExactly(0, 1, 2, 4, DrawnLine.BREAK, 5, 6);
        ChartLine line = new ChartLine("s", 0, times, volumes, new double[] {5, 1, 9, 6, 4, 7, 8}, 2);
        assertThat(line.bucketAt(hour + 5)).isEqualTo(1);
        assertThat(line.bucketAt(-5)).isZero();
    }

    @Test
    void hoverTextNamesTheBucketInTheZoneAndEachSeriesExactValue() {
        String text = VolumeText.hover(Instant.parse("2026-11-19T08:00:00Z").toEpochMilli(), true, ZoneId.of("UTC"),
                List.of(new VolumeText.Hit("coffee", 1234), new VolumeText.Hit("tea", 56)));
        assertThat(text).isEqualTo("Thu 19 Nov 2026, 08:00 UTC\ncoffee: 1,234\ntea: 56");
    }

    @Test
    void aFewSeriesKeepOneLegendColumnAndTenShareTheWidthInColumnsThatStayReadable() {
        // Up to five series one column, each row's figures whole on its line.
        assertThat(LegendColumns.count(5, 1200, 16)).isEqualTo(1);
        assertThat(LegendColumns.count(5, 3000, 16)).isEqualTo(1);
        // 1280 x 800: the legend is about 770 wide, two columns of five rows.
        assertThat(LegendColumns.count(10, 770, 16)).isEqualTo(2);
        // 1920 x 1080: two columns of five rows too (three would fit, but five rows a column are fine to scan).
        assertThat(LegendColumns.count(10, 1300, 16)).isEqualTo(2);
        // Never narrower than a readable row, never more columns than rows need.
        assertThat(LegendColumns.count(10, 300, 16)).isEqualTo(1);
        assertThat(LegendColumns.count(6, 3000, 16)).isEqualTo(2);
        assertThat(LegendColumns.columnWidth(2, 770, 16)).isEqualTo(377.0);
        assertThat(LegendColumns.columnWidth(2, 770, 16)).isGreaterThanOrEqualTo(LegendColumns.MIN_WIDTH);
    }

    @Test
    void aResultsPointsAreReadOnceWithTheirPeakAndFiguresAndTheSeriesDrawsThoseVeryArrays() {
        java.time.Instant end = Instant.parse("2026-11-20T00:00:00Z");
        var request = new dev.starling.core.keywords.KeywordRequest(
                dev.starling.core.keywords.KeywordTerms.of(List.of("tea")), dev.starling.core.api.ads.KeywordGranularity.HOUR,
                end.minus(java.time.Duration.ofDays(9)), end, null);
        java.time.Clock clock = java.time.Clock.systemUTC();
        dev.starling.core.keywords.SeriesResult result;
        try (var cache = dev.starling.core.store.CacheStore.inMemory(clock)) {
            result = new dev.starling.core.keywords.KeywordFetchService(new SampleVolumes(),
                    new dev.starling.core.keywords.KeywordCache(cache), clock).fetch(List.of(request),
                    dev.starling.core.keywords.KeywordFetchService.Mode.ONLINE,
                    new dev.starling.core.keywords.FetchControl(), progress -> { }).get(0);
        }
        var points = result.points();

        SeriesPoints read = SeriesPoints.of(result);

        assertThat(read.times()).hasSize(9 * 24).containsExactly(points.stream().mapToLong(p -> p.start().toEpochMilli()).toArray());
        assertThat(read.volumes()).containsExactly(points.stream().mapToLong(p -> p.volume()).toArray());
        long highest = points.stream().mapToLong(p -> p.volume()).max().orElseThrow();
        assertThat(read.peak()).isEqualTo(java.util.stream.IntStream.range(0, points.size())
                .filter(i -> points.get(i).volume() == highest).findFirst().orElseThrow());
        assertThat(read.stats().total()).isEqualTo(points.stream().mapToLong(p -> p.volume()).sum());
        assertThat(read.stats().peak()).isEqualTo(highest);
        assertThat(read.stats().peakAt()).isEqualTo(points.get(read.peak()).start());
        assertThat(SeriesPoints.of(null).stats()).isEqualTo(SeriesStats.NONE);

        KeywordSeries series = new KeywordSeries(request.terms(), 0);
        series.show(read);
        assertThat(series.result()).isSameAs(result);
        assertThat(series.stats()).isEqualTo(read.stats());
        ChartLine line = series.line(false, false, 1);
        assertThat(line.times()).isSameAs(read.times());
        assertThat(line.peak()).isEqualTo(read.peak());
    }
}

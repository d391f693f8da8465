package dev.starling.core.keywords;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.api.ads.KeywordGranularity;
import dev.starling.core.api.ads.VolumePoint;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class WindowingTest {

    private static final ZoneId BERLIN = ZoneId.of("Europe/Berlin");

    @Test
    void ninetyDaysSplitIntoTwelveFullWeeksAndASixDayWindow() {
        Instant start = Instant.parse("2026-08-01T00:00:00Z");
        List<KeywordWindow> windows = Windowing.split(start, start.plus(Duration.ofDays(90)));

        assertThat(windows).hasSize(13);
        assertThat(windows.subList(0, 12)).allSatisfy(window ->
                assertThat(Duration.between(window.start(), window.end())).isEqualTo(Duration.ofDays(7)));
        assertThat(Duration.between(windows.get(12).start(), windows.get(12).end())).isEqualTo(Duration.ofDays(6));
        assertThat(windows).extracting(KeywordWindow::index).containsExactly(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12);
    }

    @Test
    void windowsAreContiguousAndTheUnevenLastOneEndsExactlyAtTheEnd() {
        Instant start = Instant.parse("2026-10-01T09:30:00Z");
        Instant end = Instant.parse("2026-10-17T02:15:00Z");
        List<KeywordWindow> windows = Windowing.split(start, end);

        assertThat(windows).hasSize(3);
        assertThat(windows.get(0).start()).isEqualTo(start);
        for (int i = 1; i < windows.size(); i++) {
            assertThat(windows.get(i).start()).isEqualTo(windows.get(i - 1).end());
        }
        assertThat(windows.get(2).end()).isEqualTo(end);
        assertThat(Duration.between(windows.get(2).start(), windows.get(2).end())).isEqualTo(Duration.ofHours(40).plusMinutes(45));
    }

    @Test
    void aRangeOfAtMostSevenDaysIsOneWindowAndAnEmptyRangeNone() {
        Instant start = Instant.parse("2026-10-01T00:00:00Z");
        assertThat(Windowing.split(start, start.plus(Duration.ofDays(7)))).hasSize(1);
        assertThat(Windowing.split(start, start)).isEmpty();
    }

    @Test
    void hourlySeriesAcrossTheAutumnDstChangeHasOneBucketPerRealHourWithoutGapsOrRepeats() {
        // Local midnight in Berlin on 20 October to local midnight on 1 November: the night of 25 October has 25 hours.
        Instant start = LocalDate.of(2026, 10, 20).atStartOfDay(BERLIN).toInstant();
        Instant end = LocalDate.of(2026, 11, 1).atStartOfDay(BERLIN).toInstant();
        List<VolumePoint> stitched = Windowing.stitch(bucketsOf(Windowing.split(start, end), KeywordGranularity.HOUR));

        assertThat(stitched).hasSize(12 * 24 + 1);
        for (int i = 1; i < stitched.size(); i++) {
            assertThat(Duration.between(stitched.get(i - 1).start(), stitched.get(i).start())).isEqualTo(Duration.ofHours(1));
        }
        long hoursOnTheLongDay = stitched.stream().filter(point ->
                point.start().atZone(BERLIN).toLocalDate().equals(LocalDate.of(2026, 10, 25))).count();
        assertThat(hoursOnTheLongDay).isEqualTo(25);
        assertThat(stitched.get(stitched.size() - 1).end()).isEqualTo(end);
    }

    @Test
    void dailyBucketsAre24UtcHoursFromTheStartAcrossTheSpringDstChange() {
        Instant start = LocalDate.of(2026, 3, 20).atStartOfDay(BERLIN).toInstant();
        Instant end = start.plus(Duration.ofDays(20));
        List<VolumePoint> stitched = Windowing.stitch(bucketsOf(Windowing.split(start, end), KeywordGranularity.DAY));

        assertThat(stitched).hasSize(20);
        assertThat(stitched).allSatisfy(point ->
                assertThat(Duration.between(point.start(), point.end())).isEqualTo(Duration.ofDays(1)));
        for (int i = 0; i < stitched.size(); i++) {
            assertThat(stitched.get(i).start()).isEqualTo(start.plus(Duration.ofDays(i)));
        }
    }

    @Test
    void stitchingOrdersWindowsAndCountsARepeatedBucketOnce() {
        Instant t0 = Instant.parse("2026-10-01T00:00:00Z");
        VolumePoint a = new VolumePoint(t0, t0.plusSeconds(3600), 5);
        VolumePoint b = new VolumePoint(t0.plusSeconds(3600), t0.plusSeconds(7200), 7);
        VolumePoint repeat = new VolumePoint(t0.plusSeconds(3600), t0.plusSeconds(7200), 99);

        assertThat(Windowing.stitch(List.of(List.of(b), List.of(a), List.of(repeat)))).containsExactly(a, b);
    }

    @Test
    void withoutAnEndTheRangeEndsAtTheLastWholeBucketBeforeNow() {
        Instant now = Instant.parse("2026-11-23T00:21:37.250Z");
        KeywordRequest daily = request(KeywordGranularity.DAY, Instant.parse("2026-11-16T00:00:00Z"), null);
        KeywordRequest hourly = request(KeywordGranularity.HOUR, Instant.parse("2026-11-20T10:30:00Z"), null);

        assertThat(daily.resolve(now).end()).isEqualTo(Instant.parse("2026-11-23T00:00:00Z"));
        assertThat(hourly.resolve(now).end()).isEqualTo(Instant.parse("2026-11-22T23:30:00Z"));
        assertThat(Windowing.split(daily.resolve(now))).hasSize(1);
    }

    @Test
    void anEndInTheFutureMeansNowAndAPastEndIsKept() {
        Instant now = Instant.parse("2026-11-23T00:21:37Z");
        Instant start = Instant.parse("2026-11-01T00:00:00Z");

        assertThat(request(KeywordGranularity.DAY, start, Instant.parse("2026-12-01T00:00:00Z")).resolve(now).end())
                .isEqualTo(Instant.parse("2026-11-23T00:00:00Z"));
        assertThat(request(KeywordGranularity.DAY, start, Instant.parse("2026-11-15T12:00:00Z")).resolve(now).end())
                .isEqualTo(Instant.parse("2026-11-15T12:00:00Z"));
    }

    @Test
    void lessThanOneWholeBucketSinceTheStartEndsAtNow() {
        Instant now = Instant.parse("2026-11-23T00:21:37Z");
        KeywordRequest daily = request(KeywordGranularity.DAY, Instant.parse("2026-11-22T12:00:00Z"), null);

        assertThat(daily.resolve(now).end()).isEqualTo(now);
    }

    private static KeywordRequest request(KeywordGranularity granularity, Instant start, Instant end) {
        return new KeywordRequest(KeywordTerms.of(List.of("coffee")), granularity, start, end, null);
    }

    /** What the API answers per window: buckets from the window's start, the last one cut at its end. */
    private static List<List<VolumePoint>> bucketsOf(List<KeywordWindow> windows, KeywordGranularity granularity) {
        List<List<VolumePoint>> all = new ArrayList<>();
        for (KeywordWindow window : windows) {
            List<VolumePoint> points = new ArrayList<>();
            for (Instant t = window.start(); t.isBefore(window.end()); t = t.plus(granularity.bucket())) {
                Instant next = t.plus(granularity.bucket());
                points.add(new VolumePoint(t, next.isAfter(window.end()) ? window.end() : next, 1));
            }
            all.add(points);
        }
        return all;
    }
}

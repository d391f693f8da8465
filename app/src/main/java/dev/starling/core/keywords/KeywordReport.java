package dev.starling.core.keywords;

import dev.starling.core.api.ads.KeywordGranularity;
import java.time.Instant;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What a keyword report image shows ({@link KeywordReportImage}): the series as they are charted
 * (name, terms, colour, fetched result), the period, bucket size and country they share, the zone
 * times are written in, and the chart's mode. The window makes one of the chart on screen (renames,
 * hidden series, log and indexed modes), {@code starling keywords --png} one of its fetched series;
 * the same report gives the same picture.
 */
public record KeywordReport(List<Series> series, ZoneId zone, boolean logarithmic, boolean indexed) {

    /**
     * One charted series.
     *
     * @param colour index into the series palette ({@link KeywordReportImage#SERIES_COLOURS})
     */
    public record Series(String name, int colour, SeriesResult result) {

        public Series {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(result, "result");
        }

        public KeywordTerms terms() {
            return result.request().terms();
        }
    }

    public KeywordReport {
        series = List.copyOf(series);
        if (series.isEmpty()) {
            throw new IllegalArgumentException("a report needs at least one series");
        }
    }

    /** The fetched series under their labels, coloured in order, on a linear scale. */
    public static KeywordReport of(List<SeriesResult> results, ZoneId zone) {
        List<Series> series = new ArrayList<>();
        for (int i = 0; i < results.size(); i++) {
            series.add(new Series(results.get(i).request().terms().label(), i, results.get(i)));
        }
        return new KeywordReport(series, zone, false, false);
    }

    private KeywordRequest first() {
        return series.get(0).result().request();
    }

    public KeywordGranularity granularity() {
        return first().granularity();
    }

    /** The start of the period: the earliest of the series'. */
    public Instant from() {
        return series.stream().map(one -> one.result().request().start()).min(Comparator.naturalOrder()).orElseThrow();
    }

    /** The end of the period: the latest of the series' resolved ends. */
    public Instant to() {
        return series.stream().map(one -> one.result().request().end()).filter(Objects::nonNull)
                .max(Comparator.naturalOrder()).orElse(from());
    }

    /** The country's targeting value. */
    public String location() {
        return first().location();
    }

    /** When the oldest and the newest answer shown were fetched; empty when nothing has data. */
    public Optional<Instant[]> fetched() {
        List<Instant> times = series.stream().flatMap(one -> one.result().windows().stream())
                .map(WindowResult::fetchedAt).filter(Objects::nonNull).sorted().toList();
        return times.isEmpty() ? Optional.empty()
                : Optional.of(new Instant[] {times.get(0), times.get(times.size() - 1)});
    }

    /** Windows without data of any series, as {start, end} epoch milliseconds. */
    public List<long[]> missing() {
        return series.stream().flatMap(one -> one.result().missingWindows().stream())
                .map(window -> new long[] {window.window().start().toEpochMilli(), window.window().end().toEpochMilli()})
                .toList();
    }
}

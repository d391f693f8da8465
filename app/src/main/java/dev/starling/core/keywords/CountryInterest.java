package dev.starling.core.keywords;

import java.time.Clock;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Consumer;

/**
 * Interest by country: X's volume for each series of a comparison in each of several countries, the
 * comparison asked once per country (its series and 7-day windows, one request each, through the
 * same {@link KeywordFetchService}: the HTTP client's rate-limit interceptor paces them, and
 * windows already cached are not asked again). Blocking: run it in a background task.
 */
public final class CountryInterest {

    /**
     * One country: each series' total over the comparison's range and its share of that series' total
     * over every country fetched.
     *
     * @param complete false when a window of this country could not be fetched (its counts are short)
     */
    public record Row(KeywordCountry country, List<Long> counts, List<Double> shares, boolean complete) {

        public Row {
            counts = List.copyOf(counts);
            shares = List.copyOf(shares);
        }
    }

    /** The countries fetched, busiest first (by the first series, then the next); {@code cancelled} if stopped. */
    public record Result(Comparison comparison, List<Row> rows, boolean cancelled) {

        public Result {
            rows = List.copyOf(rows);
        }
    }

    /** After each country: how many are done of how many. */
    public record Progress(int done, int total, KeywordCountry last) {
    }

    private final KeywordFetchService fetches;
    private final Clock clock;

    public CountryInterest(KeywordFetchService fetches, Clock clock) {
        this.fetches = fetches;
        this.clock = clock;
    }

    /**
     * The requests the fetch may send: one per country, series and 7-day window of the range (fewer
     * when some are cached).
     */
    public int cost(Comparison comparison, List<KeywordCountry> countries) {
        int perCountry = 0;
        for (KeywordRequest request : comparison.requests()) {
            perCountry += Windowing.split(request.resolve(clock.instant())).size();
        }
        return perCountry * countries.size();
    }

    /**
     * Fetches the comparison in each country, in order, until done or cancelled (the countries asked
     * so far are kept).
     *
     * @throws KeywordLimitException when the comparison breaks the limits (nothing is sent)
     */
    public Result fetch(Comparison comparison, List<KeywordCountry> countries, FetchControl control,
                        Consumer<Progress> progress) {
        return fetch(comparison, countries, KeywordFetchService.Mode.ONLINE, control, progress);
    }

    /**
     * As {@link #fetch(Comparison, List, FetchControl, Consumer)}, from the cache alone when {@code mode} is offline
     * (a country with windows never fetched is then incomplete).
     */
    public Result fetch(Comparison comparison, List<KeywordCountry> countries, KeywordFetchService.Mode mode,
                        FetchControl control, Consumer<Progress> progress) {
        List<KeywordCountry> asked = new ArrayList<>();
        List<long[]> counts = new ArrayList<>();
        List<Boolean> complete = new ArrayList<>();
        boolean cancelled = false;
        for (KeywordCountry country : countries) {
            if (control.isCancelled()) {
                cancelled = true;
                break;
            }
            List<KeywordRequest> requests = comparison.requests().stream().map(request -> new KeywordRequest(
                    request.terms(), request.granularity(), request.start(), request.end(), country.targetingValue()))
                    .toList();
            List<SeriesResult> results = fetches.fetch(requests, mode, control, ignored -> { });
            if (control.isCancelled() && !results.stream().allMatch(SeriesResult::complete)) {
                cancelled = true;
                break;
            }
            asked.add(country);
            counts.add(results.stream().mapToLong(SeriesResult::total).toArray());
            complete.add(results.stream().allMatch(SeriesResult::complete));
            progress.accept(new Progress(asked.size(), countries.size(), country));
        }
        return new Result(comparison, rows(asked, counts, complete, comparison.series().size()), cancelled);
    }

    private static List<Row> rows(List<KeywordCountry> countries, List<long[]> counts, List<Boolean> complete, int series) {
        long[] totals = new long[series];
        counts.forEach(row -> {
            for (int s = 0; s < series; s++) {
                totals[s] += row[s];
            }
        });
        List<Row> rows = new ArrayList<>();
        for (int i = 0; i < countries.size(); i++) {
            List<Long> values = new ArrayList<>();
            List<Double> shares = new ArrayList<>();
            for (int s = 0; s < series; s++) {
                values.add(counts.get(i)[s]);
                shares.add(totals[s] == 0 ? 0.0 : (double) counts.get(i)[s] / totals[s]);
            }
            rows.add(new Row(countries.get(i), values, shares, complete.get(i)));
        }
        Comparator<Row> busiest = (a, b) -> {
            for (int s = 0; s < series; s++) {
                int order = Long.compare(b.counts().get(s), a.counts().get(s));
                if (order != 0) {
                    return order;
                }
            }
            return a.country().code().compareTo(b.country().code());
        };
        rows.sort(busiest);
        return rows;
    }
}

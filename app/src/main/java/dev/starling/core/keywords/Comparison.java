package dev.starling.core.keywords;

import dev.starling.core.api.ads.KeywordGranularity;
import java.time.Instant;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Several series over one range, bucket size and country: what the chart compares and what is
 * saved. Save it with a concrete {@code end} (e.g. {@link #of(List)} of fetched results) so that it
 * reopens offline from the cache: a null end means "now", which is a new range every time.
 */
public record Comparison(List<KeywordTerms> series, KeywordGranularity granularity, Instant start, Instant end,
                         String location) {

    public Comparison {
        series = List.copyOf(series);
    }

    /** The comparison of fetched series (their resolved range; the first series' granularity and country). */
    public static Comparison of(List<SeriesResult> results) {
        if (results.isEmpty()) {
            throw new IllegalArgumentException("a comparison needs at least one series");
        }
        KeywordRequest first = results.get(0).request();
        return new Comparison(results.stream().map(result -> result.request().terms()).toList(), first.granularity(),
                first.start(), first.end(), first.location());
    }

    /** One request per series, in order. */
    public List<KeywordRequest> requests() {
        return series.stream().map(terms -> new KeywordRequest(terms, granularity, start, end, location)).toList();
    }

    /** "coffee vs tea vs latte": the name a new saved comparison gets. */
    public String defaultName() {
        String name = series.stream().map(KeywordTerms::label).collect(Collectors.joining(" vs "));
        return name.length() > 60 ? name.substring(0, 59) + "\u2026" : name;
    }
}

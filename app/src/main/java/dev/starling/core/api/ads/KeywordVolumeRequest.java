package dev.starling.core.api.ads;

import java.time.Instant;
import java.util.List;
import java.util.Objects;

/**
 * The parameters of one {@code GET /12/insights/keywords/search} call (at most 7 days). Lists are
 * sent comma-separated in the given order; a null {@code end} lets the API use its "now", a null
 * {@code location} its default country.
 */
public record KeywordVolumeRequest(List<String> keywords, List<String> negativeKeywords, KeywordGranularity granularity,
                                   Instant start, Instant end, String location) {

    public KeywordVolumeRequest {
        keywords = List.copyOf(keywords);
        negativeKeywords = negativeKeywords == null ? List.of() : List.copyOf(negativeKeywords);
        Objects.requireNonNull(granularity, "granularity");
        Objects.requireNonNull(start, "start");
    }
}

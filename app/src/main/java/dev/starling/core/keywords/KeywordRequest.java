package dev.starling.core.keywords;

import dev.starling.core.api.ads.KeywordGranularity;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;

/**
 * One series over a range of up to {@value KeywordLimits#MAX_RANGE_DAYS} days: the terms, the bucket
 * size, the range in UTC instants and the country. A null {@code end} means "now" (see
 * {@link #resolve}); a null or blank {@code location} the API's default country. Times are kept to
 * whole seconds, as the API echoes them. Fields may be missing or wrong: {@link KeywordLimits}
 * says what, before anything is sent.
 */
public record KeywordRequest(KeywordTerms terms, KeywordGranularity granularity, Instant start, Instant end,
                             String location) {

    public KeywordRequest {
        terms = terms == null ? new KeywordTerms(List.of(), List.of()) : terms;
        start = start == null ? null : start.truncatedTo(ChronoUnit.SECONDS);
        end = end == null ? null : end.truncatedTo(ChronoUnit.SECONDS);
        location = location == null || location.isBlank() ? KeywordCountries.DEFAULT.targetingValue() : location.strip();
    }

    public List<String> keywords() {
        return terms.keywords();
    }

    public List<String> negativeKeywords() {
        return terms.negativeKeywords();
    }

    public KeywordRequest withTerms(KeywordTerms newTerms) {
        return new KeywordRequest(newTerms, granularity, start, end, location);
    }

    /**
     * This request with a concrete end. With no end, or an end later than {@code now}, the end is the
     * last whole bucket boundary (counted from the start) not after {@code now}, so the last point is
     * a complete bucket rather than a misleading partial one; when not even one bucket has passed,
     * {@code now} itself. An explicit past end is kept as given.
     */
    public KeywordRequest resolve(Instant now) {
        Instant current = now.truncatedTo(ChronoUnit.SECONDS);
        if (end != null && !end.isAfter(current)) {
            return this;
        }
        if (start == null || granularity == null || !start.isBefore(current)) {
            return new KeywordRequest(terms, granularity, start, current, location);
        }
        long unit = granularity.bucket().toSeconds();
        long whole = Duration.between(start, current).toSeconds() / unit;
        Instant aligned = whole == 0 ? current : start.plusSeconds(whole * unit);
        return new KeywordRequest(terms, granularity, start, aligned, location);
    }
}

package dev.starling.core.keywords;

import dev.starling.core.text.BundleText;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The recent search behind one bucket of a keyword series: the same terms as X's search query
 * ({@code (coffee OR latte) -decaf}) bounded to the bucket's {@code start_time} and {@code end_time}.
 * Recent search reaches back seven days and ends 10 seconds before the request, so an older bucket
 * has no search, and the end of the newest one is pulled back to stay clear of that edge.
 *
 * @param query X's search query
 * @param start the bucket's start, the search's {@code start_time}
 * @param end the bucket's end (or a little before now), the search's {@code end_time}
 */
public record PeakSearch(String query, Instant start, Instant end) {

    /** How far back recent search reaches. */
    public static final Duration RECENT = Duration.ofDays(7);
    /**
     * The margin kept from the edges of recent search: X wants an end 10 s before the request, and
     * Query checks the range again when it sends, a moment later.
     */
    static final Duration MARGIN = Duration.ofMinutes(1);

    /** A search, or why there is none (a bundle text). */
    public record Outcome(Optional<PeakSearch> search, Optional<BundleText> refusal) {
    }

    /**
     * The search behind the bucket of {@code request} starting at {@code bucketStart}, as of {@code now}.
     */
    public static Outcome of(KeywordRequest request, Instant bucketStart, Instant now) {
        if (request.terms().keywords().isEmpty()) {
            return refused(BundleText.of("keywords.peak.noTerms"));
        }
        Instant earliest = now.minus(RECENT).plus(MARGIN);
        if (bucketStart.isBefore(earliest)) {
            return refused(BundleText.of("keywords.peak.tooOld", java.util.Date.from(bucketStart),
                    java.util.Date.from(now.minus(RECENT))));
        }
        Instant bucketEnd = bucketStart.plus(request.granularity().bucket());
        if (request.end() != null && request.end().isBefore(bucketEnd)) {
            bucketEnd = request.end();
        }
        Instant latest = now.minus(MARGIN);
        Instant end = bucketEnd.isAfter(latest) ? latest : bucketEnd;
        if (!bucketStart.isBefore(end)) {
            return refused(BundleText.of("keywords.peak.tooRecent"));
        }
        return new Outcome(Optional.of(new PeakSearch(query(request.terms()), bucketStart, end)), Optional.empty());
    }

    /**
     * X's search query for the terms: the keywords ORed (in brackets when several), each negative
     * after a minus; a term of several words is quoted, so it is searched as a phrase.
     */
    public static String query(KeywordTerms terms) {
        List<String> keywords = terms.keywords().stream().filter(term -> !term.isBlank()).map(PeakSearch::term).toList();
        String positive = keywords.size() == 1 ? keywords.get(0) : "(" + String.join(" OR ", keywords) + ")";
        String negative = terms.negativeKeywords().stream().filter(term -> !term.isBlank())
                .map(term -> " -" + term(term)).collect(Collectors.joining());
        return positive + negative;
    }

    private static String term(String term) {
        String clean = term.replace("\"", "");
        return clean.chars().anyMatch(Character::isWhitespace) || clean.startsWith("-") ? '"' + clean + '"' : clean;
    }

    private static Outcome refused(BundleText why) {
        return new Outcome(Optional.empty(), Optional.of(why));
    }
}

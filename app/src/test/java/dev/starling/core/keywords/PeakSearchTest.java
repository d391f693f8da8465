package dev.starling.core.keywords;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.api.ads.KeywordGranularity;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

class PeakSearchTest {

    private static final Instant NOW = Instant.parse("2026-11-20T12:30:00Z");

    private static KeywordRequest hourly(KeywordTerms terms) {
        return new KeywordRequest(terms, KeywordGranularity.HOUR, Instant.parse("2026-11-13T12:00:00Z"),
                Instant.parse("2026-11-20T12:00:00Z"), null);
    }

    @Test
    void theQueryOrsTheKeywordsQuotesPhrasesAndExcludesEachNegative() {
        assertThat(PeakSearch.query(new KeywordTerms(List.of("coffee", "cold brew"), List.of("decaf", "iced tea"))))
                .isEqualTo("(coffee OR \"cold brew\") -decaf -\"iced tea\"");
        assertThat(PeakSearch.query(KeywordTerms.of(List.of("coffee")))).isEqualTo("coffee");
    }

    @Test
    void aBucketOfTheLastSevenDaysIsSearchedFromItsStartToItsEnd() {
        Instant bucket = Instant.parse("2026-11-18T17:00:00Z");
        PeakSearch.Outcome outcome = PeakSearch.of(hourly(new KeywordTerms(List.of("coffee", "latte"), List.of("decaf"))),
                bucket, NOW);
        assertThat(outcome.refusal()).isEmpty();
        assertThat(outcome.search()).contains(new PeakSearch("(coffee OR latte) -decaf", bucket,
                Instant.parse("2026-11-18T18:00:00Z")));
    }

    @Test
    void aDailyBucketEndsADayLaterOrAtTheEndOfTheRange() {
        KeywordRequest daily = new KeywordRequest(KeywordTerms.of(List.of("coffee")), KeywordGranularity.DAY,
                Instant.parse("2026-11-14T06:00:00Z"), Instant.parse("2026-11-20T00:00:00Z"), null);
        assertThat(PeakSearch.of(daily, Instant.parse("2026-11-15T06:00:00Z"), NOW).search().orElseThrow().end())
                .isEqualTo(Instant.parse("2026-11-16T06:00:00Z"));
        assertThat(PeakSearch.of(daily, Instant.parse("2026-11-19T06:00:00Z"), NOW).search().orElseThrow().end())
                .isEqualTo(Instant.parse("2026-11-20T00:00:00Z"));
    }

    @Test
    void aBucketOlderThanSevenDaysHasNoSearchAndSaysWhy() {
        PeakSearch.Outcome outcome = PeakSearch.of(hourly(KeywordTerms.of(List.of("coffee"))),
                Instant.parse("2026-11-13T12:00:00Z"), NOW);
        assertThat(outcome.search()).isEmpty();
        assertThat(outcome.refusal()).get().satisfies(why -> assertThat(why.key()).isEqualTo("keywords.peak.tooOld"));
    }

    @Test
    void theNewestBucketEndsAMinuteBeforeNowSoRecentSearchTakesItsEnd() {
        KeywordRequest open = new KeywordRequest(KeywordTerms.of(List.of("coffee")), KeywordGranularity.HOUR,
                Instant.parse("2026-11-20T00:00:00Z"), Instant.parse("2026-11-20T13:00:00Z"), null);
        PeakSearch search = PeakSearch.of(open, Instant.parse("2026-11-20T12:00:00Z"), NOW).search().orElseThrow();
        assertThat(search.end()).isEqualTo(Instant.parse("2026-11-20T12:29:00Z"));
        assertThat(PeakSearch.of(open, Instant.parse("2026-11-20T12:29:30Z"), NOW).refusal()).get()
                .satisfies(why -> assertThat(why.key()).isEqualTo("keywords.peak.tooRecent"));
    }
}

package dev.starling.core.keywords;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.api.ads.KeywordGranularity;
import dev.starling.core.keywords.LimitProblem.Field;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

class KeywordLimitsTest {

    private static final Instant NOW = Instant.parse("2026-11-23T00:00:00Z");
    private static final Instant START = Instant.parse("2026-11-01T00:00:00Z");

    @Test
    void aSensibleRequestHasNoProblems() {
        assertThat(KeywordLimits.check(request(List.of("coffee", "latte"), List.of("decaf")), NOW)).isEmpty();
    }

    @Test
    void atLeastOneKeywordIsNeeded() {
        assertThat(KeywordLimits.check(request(List.of(), List.of("decaf")), NOW))
                .containsExactly(LimitProblem.of(Field.KEYWORDS, "keywords.limit.noKeyword"));
    }

    @Test
    void tenTermsIncludingNegativesAreAllowedElevenAreNot() {
        List<String> seven = List.of("a1", "a2", "a3", "a4", "a5", "a6", "a7");
        assertThat(KeywordLimits.check(request(seven, List.of("n1", "n2", "n3")), NOW)).isEmpty();
        assertThat(KeywordLimits.check(request(seven, List.of("n1", "n2", "n3", "n4")), NOW))
                .containsExactly(LimitProblem.of(Field.KEYWORDS, "keywords.limit.tooMany", 11, 10));
    }

    @Test
    void termTextsMustBeSendableAndDistinct() {
        assertThat(KeywordLimits.check(request(List.of("coffee", "a,b", "x".repeat(101), "tab\there", "Coffee"),
                List.of("coffee")), NOW)).extracting(LimitProblem::field, LimitProblem::messageKey).containsExactly(
                org.assertj.core.groups.Tuple.tuple(Field.KEYWORDS, "keywords.limit.comma"),
                org.assertj.core.groups.Tuple.tuple(Field.KEYWORDS, "keywords.limit.tooLong"),
                org.assertj.core.groups.Tuple.tuple(Field.KEYWORDS, "keywords.limit.control"),
                org.assertj.core.groups.Tuple.tuple(Field.KEYWORDS, "keywords.limit.duplicate"),
                org.assertj.core.groups.Tuple.tuple(Field.NEGATIVE_KEYWORDS, "keywords.limit.duplicate"));
    }

    @Test
    void theEndMustBeAfterTheStart() {
        KeywordRequest request = new KeywordRequest(KeywordTerms.of(List.of("coffee")), KeywordGranularity.DAY,
                START, START, null);
        assertThat(KeywordLimits.check(request, NOW))
                .containsExactly(LimitProblem.of(Field.END, "keywords.limit.endNotAfterStart"));
    }

    @Test
    void ninetyDaysAreAllowedMoreAreNot() {
        Instant start = Instant.parse("2026-06-01T00:00:00Z");
        KeywordRequest ninety = new KeywordRequest(KeywordTerms.of(List.of("coffee")), KeywordGranularity.HOUR,
                start, start.plus(Duration.ofDays(90)), null);
        KeywordRequest tooLong = new KeywordRequest(ninety.terms(), KeywordGranularity.HOUR, start,
                start.plus(Duration.ofDays(90)).plusSeconds(3600), null);

        assertThat(KeywordLimits.check(ninety, NOW)).isEmpty();
        assertThat(KeywordLimits.check(tooLong, NOW))
                .containsExactly(LimitProblem.of(Field.END, "keywords.limit.rangeTooLong", 91L, 90));
    }

    @Test
    void withoutAnEndTheRangeUpToNowCounts() {
        KeywordRequest request = new KeywordRequest(KeywordTerms.of(List.of("coffee")), KeywordGranularity.DAY,
                NOW.minus(Duration.ofDays(100)), null, null);
        assertThat(KeywordLimits.check(request, NOW)).extracting(LimitProblem::messageKey)
                .containsExactly("keywords.limit.rangeTooLong");
    }

    @Test
    void theStartMustBeInThePastAndGiven() {
        KeywordRequest future = new KeywordRequest(KeywordTerms.of(List.of("coffee")), KeywordGranularity.DAY,
                NOW.plusSeconds(60), null, null);
        KeywordRequest none = new KeywordRequest(KeywordTerms.of(List.of("coffee")), null, null, null, null);

        assertThat(KeywordLimits.check(future, NOW)).extracting(LimitProblem::messageKey)
                .containsExactly("keywords.limit.startInFuture");
        assertThat(KeywordLimits.check(none, NOW)).extracting(LimitProblem::field)
                .containsExactly(Field.GRANULARITY, Field.START);
    }

    @Test
    void theLocationMustBeATargetingValueAndDefaultsToTheUnitedStates() {
        KeywordRequest byName = new KeywordRequest(KeywordTerms.of(List.of("coffee")), KeywordGranularity.DAY,
                START, null, "Germany");

        assertThat(KeywordLimits.check(byName, NOW))
                .containsExactly(LimitProblem.of(Field.LOCATION, "keywords.limit.location", "Germany"));
        assertThat(request(List.of("coffee"), List.of()).location()).isEqualTo("96683cc9126741d1");
        assertThat(KeywordCountries.targetingValueOf("de")).contains("fdcd221ac44fa326");
        assertThat(KeywordCountries.targetingValueOf("Narnia")).isEmpty();
    }

    private static KeywordRequest request(List<String> keywords, List<String> negatives) {
        return new KeywordRequest(new KeywordTerms(keywords, negatives), KeywordGranularity.DAY, START, null, null);
    }
}

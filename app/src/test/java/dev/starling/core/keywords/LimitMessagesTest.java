package dev.starling.core.keywords;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.api.ads.KeywordGranularity;
import dev.starling.core.text.Messages;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Every problem the limit check can report has words in the message bundle, with its arguments filled in. */
class LimitMessagesTest {

    private static final Instant NOW = Instant.parse("2026-11-23T00:00:00Z");

    @Test
    void everyLimitProblemReadsAsASentenceWithItsValues() {
        List<LimitProblem> problems = new ArrayList<>();
        problems.addAll(KeywordLimits.check(new KeywordRequest(new KeywordTerms(List.of("", "a,b", "x".repeat(101),
                "tab\there", "dup", "dup", "k1", "k2", "k3"), List.of("n1", "n2")), null, null, null, "Narnia"), NOW));
        problems.addAll(KeywordLimits.check(new KeywordRequest(KeywordTerms.of(List.of()), KeywordGranularity.DAY,
                NOW.plusSeconds(1), null, null), NOW));
        problems.addAll(KeywordLimits.check(new KeywordRequest(KeywordTerms.of(List.of("a")), KeywordGranularity.DAY,
                NOW.minusSeconds(60), NOW.minusSeconds(60), null), NOW));
        problems.addAll(KeywordLimits.check(new KeywordRequest(KeywordTerms.of(List.of("a")), KeywordGranularity.DAY,
                NOW.minus(Duration.ofDays(95)), null, null), NOW));

        assertThat(problems).extracting(LimitProblem::messageKey).containsExactlyInAnyOrder("keywords.limit.tooMany",
                "keywords.limit.blank", "keywords.limit.comma", "keywords.limit.tooLong", "keywords.limit.control",
                "keywords.limit.duplicate", "keywords.limit.noGranularity", "keywords.limit.location",
                "keywords.limit.noStart", "keywords.limit.noKeyword", "keywords.limit.startInFuture",
                "keywords.limit.endNotAfterStart", "keywords.limit.rangeTooLong");
        for (LimitProblem problem : problems) {
            String text = Messages.text(problem.messageKey(), problem.args().toArray());
            assertThat(text).doesNotContain("{").doesNotContain("keywords.limit");
            problem.args().forEach(arg -> assertThat(text).contains(String.valueOf(arg)));
        }
    }
}

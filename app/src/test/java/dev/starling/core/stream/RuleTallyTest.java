package dev.starling.core.stream;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.testing.FakeClock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Per-rule counts and the rate over time the console shows. */
class RuleTallyTest {

    private static StreamPost post(String id, MatchingRule... rules) {
        return new StreamPost(id, "{}", List.of(rules), Instant.EPOCH);
    }

    @Test
    void countsPostsPerRuleWithTheirTagsAndPostsPerSecond() {
        FakeClock clock = new FakeClock(Instant.parse("2026-11-27T10:00:00Z"));
        RuleTally tally = new RuleTally(clock, 60);
        MatchingRule coffee = new MatchingRule("1", "coffee", Double.NaN, Double.NaN);
        MatchingRule launch = new MatchingRule("2", "launch", 0.41, 0.3);

        tally.add(List.of(post("a", coffee), post("b", coffee, launch)));
        clock.advance(Duration.ofSeconds(1));
        tally.add(List.of(post("c", launch), post("d", launch), post("e", launch)));
        clock.advance(Duration.ofSeconds(2));
        RuleTally.Snapshot snapshot = tally.snapshot();

        assertThat(snapshot.total()).isEqualTo(5);
        assertThat(snapshot.rules()).containsExactly(new RuleTally.RuleCount("2", "launch", 4),
                new RuleTally.RuleCount("1", "coffee", 2));
        long[] perSecond = snapshot.perSecond();
        assertThat(perSecond).hasSize(60);
        assertThat(perSecond[59]).isZero();
        assertThat(perSecond[58]).isZero();
        assertThat(perSecond[57]).isEqualTo(3);
        assertThat(perSecond[56]).isEqualTo(2);
        assertThat(snapshot.rate(4)).isEqualTo(1.25);
    }

    @Test
    void secondsThatPassedWithoutPostsCountZeroAndOldOnesFallOut() {
        FakeClock clock = new FakeClock(Instant.parse("2026-11-27T10:00:00Z"));
        RuleTally tally = new RuleTally(clock, 10);
        tally.add(List.of(post("a")));
        clock.advance(Duration.ofSeconds(30));

        assertThat(tally.snapshot().perSecond()).containsOnly(0L);
        assertThat(tally.snapshot().total()).isEqualTo(1);
    }

    @Test
    void expectedRulesAreListedAtZeroUntilTheirFirstPostAndKeepTheirCountsAfter() {
        FakeClock clock = new FakeClock(Instant.parse("2026-11-27T10:00:00Z"));
        RuleTally tally = new RuleTally(clock, 60);
        tally.expect("1", "coffee");
        tally.expect("2", null);

        assertThat(tally.snapshot().rules()).containsExactly(new RuleTally.RuleCount("1", "coffee", 0),
                new RuleTally.RuleCount("2", null, 0));
        tally.add(List.of(post("a", new MatchingRule("2", "launch", Double.NaN, Double.NaN))));
        tally.expect("2", "renamed");
        assertThat(tally.snapshot().rules()).containsExactly(new RuleTally.RuleCount("2", "launch", 1),
                new RuleTally.RuleCount("1", "coffee", 0));
        assertThat(tally.snapshot().total()).isEqualTo(1);
    }
}

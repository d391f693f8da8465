package dev.starling.core.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Where each rule of a local set stands against the live set. */
class RuleStandingsTest {

    @Test
    void aRuleIsLiveADraftOrChangedAndLiveRulesTheSetLacksAreDeletedOnApply() {
        LiveRule coffee = new LiveRule("1", "coffee", "drinks");
        LiveRule tea = new LiveRule("2", "tea", null);
        LiveRule cocoa = new LiveRule("3", "cocoa", "sweet");
        RuleStandings standings = RuleStandings.of(List.of(new RuleDraft("coffee", "drinks"),
                new RuleDraft("tea", "leaves"), new RuleDraft("latte", null)), List.of(coffee, tea, cocoa));

        assertThat(standings.rules()).extracting(RuleStandings.Entry::standing)
                .containsExactly(RuleStanding.LIVE, RuleStanding.CHANGED, RuleStanding.DRAFT);
        assertThat(standings.rules()).extracting(RuleStandings.Entry::live).containsExactly(coffee, tea, null);
        assertThat(standings.liveOnly()).containsExactly(cocoa);
        assertThat(standings.count(RuleStanding.LIVE)).isEqualTo(1);
        assertThat(standings.count(RuleStanding.LIVE_ONLY)).isEqualTo(1);
    }

    @Test
    void withNothingLiveEveryRuleIsADraft() {
        RuleStandings standings = RuleStandings.of(List.of(new RuleDraft("coffee", null)), List.of());

        assertThat(standings.rules()).extracting(RuleStandings.Entry::standing).containsExactly(RuleStanding.DRAFT);
        assertThat(standings.liveOnly()).isEmpty();
    }
}

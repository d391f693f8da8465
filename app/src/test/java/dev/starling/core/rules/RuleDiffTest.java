package dev.starling.core.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The diff between a wanted rule set and the live one. */
class RuleDiffTest {

    private static final LiveRule COFFEE = new LiveRule("1", "coffee", "drinks");
    private static final LiveRule TEA = new LiveRule("2", "tea", null);

    @Test
    void rulesOnlyWantedAreAddedAndRulesOnlyLiveAreDeleted() {
        RuleDiff diff = RuleDiff.between(List.of(new RuleDraft("coffee", "drinks"), new RuleDraft("latte", "milk")),
                List.of(COFFEE, TEA));

        assertThat(diff.adds()).containsExactly(new RuleDraft("latte", "milk"));
        assertThat(diff.deletes()).containsExactly(TEA);
        assertThat(diff.unchanged()).containsExactly(COFFEE);
        assertThat(diff.retagged()).isEmpty();
        assertThat(diff.liveAfter()).isEqualTo(2);
    }

    @Test
    void aChangedTagIsADeleteAndAnAdd() {
        RuleDiff diff = RuleDiff.between(List.of(new RuleDraft("coffee", "coffee talk"), new RuleDraft("tea", null)),
                List.of(COFFEE, TEA));

        assertThat(diff.deletes()).containsExactly(COFFEE);
        assertThat(diff.adds()).containsExactly(new RuleDraft("coffee", "coffee talk"));
        assertThat(diff.retagged()).containsExactly("coffee");
        assertThat(diff.unchanged()).containsExactly(TEA);
    }

    @Test
    void aTagAddedOrRemovedIsAChangeToo() {
        RuleDiff diff = RuleDiff.between(List.of(new RuleDraft("coffee", null), new RuleDraft("tea", "hot")),
                List.of(COFFEE, TEA));

        assertThat(diff.deletes()).containsExactly(COFFEE, TEA);
        assertThat(diff.adds()).containsExactly(new RuleDraft("coffee", null), new RuleDraft("tea", "hot"));
        assertThat(diff.retagged()).containsExactly("coffee", "tea");
    }

    @Test
    void theSameSetIsNoChangeAndAnEmptyOneDeletesEverything() {
        assertThat(RuleDiff.between(List.of(COFFEE.draft(), TEA.draft()), List.of(TEA, COFFEE)).isEmpty()).isTrue();

        RuleDiff clear = RuleDiff.between(List.of(), List.of(COFFEE, TEA));
        assertThat(clear.deletes()).containsExactly(COFFEE, TEA);
        assertThat(clear.adds()).isEmpty();
        assertThat(clear.liveAfter()).isZero();
    }

    @Test
    void aRuleWantedTwiceIsAddedOnceAndALiveDuplicateIsDeleted() {
        LiveRule again = new LiveRule("3", "coffee", "drinks");
        RuleDiff diff = RuleDiff.between(List.of(new RuleDraft("latte", null), new RuleDraft("latte", null),
                COFFEE.draft()), List.of(COFFEE, again));

        assertThat(diff.adds()).containsExactly(new RuleDraft("latte", null));
        assertThat(diff.unchanged()).containsExactly(COFFEE);
        assertThat(diff.deletes()).containsExactly(again);
        assertThat(diff.retagged()).isEmpty();
    }
}

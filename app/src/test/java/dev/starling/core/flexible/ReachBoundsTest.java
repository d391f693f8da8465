package dev.starling.core.flexible;

import static dev.starling.core.flexible.Trees.PROCESSING;
import static dev.starling.core.flexible.Trees.and;
import static dev.starling.core.flexible.Trees.audience;
import static dev.starling.core.flexible.Trees.leaf;
import static dev.starling.core.flexible.Trees.or;
import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.text.Messages;
import org.junit.jupiter.api.Test;

class ReachBoundsTest {

    private static String words(ReachBounds bounds) {
        return Messages.text(bounds.describe().key(), bounds.describe().argArray());
    }

    @Test
    void aSingleAudienceIsExactlyItsSizeAndANarrowerFilterOnlyBoundsItAbove() {
        ReachBounds exact = ReachBounds.of(audience("a", 1200));
        assertThat(exact.atLeast()).isEqualTo(1200L);
        assertThat(exact.atMost()).isEqualTo(1200L);
        assertThat(words(exact)).isEqualTo("Exactly 1,200 people (the audience size)");
        ReachBounds narrowed = ReachBounds.of(audience("a", 1200).withLookbackWindow(7));
        assertThat(narrowed.atLeast()).isZero();
        assertThat(narrowed.atMost()).isEqualTo(1200L);
        assertThat(words(narrowed)).isEqualTo("At most 1,200 people (a bound from the audience sizes)");
    }

    @Test
    void anEmptyDraftNamesNoBlankAudienceInItsReachLine() {
        assertThat(words(ReachBounds.of(SegmentGroup.empty())))
                .isEqualTo("No audiences yet: add one to see how many people it can reach");
    }

    @Test
    void underOneHundredPeopleAtMostIsBelowWhatXTargets() {
        assertThat(ReachBounds.of(and(audience("a", 1200), audience("b", 40))).belowTargetingMinimum()).isTrue();
        assertThat(ReachBounds.of(and(audience("a", 1200), audience("b", 100))).belowTargetingMinimum()).isFalse();
        // An exclusion that leaves everyone else in has no upper bound: nothing says it is too small.
        assertThat(ReachBounds.of(audience("a", 40).withNegate(true)).belowTargetingMinimum()).isFalse();
        Validation small = TreeValidator.validateTree(and(audience("a", 1200), audience("b", 40)),
                FlexibleAudienceType.FLEXIBLE);
        assertThat(small.warnings()).anySatisfy(problem -> assertThat(Messages.text(problem.text().key(),
                problem.text().argArray())).isEqualTo("At most 40 people: X will not target this audience (X's minimum "
                        + "is 100 matched users). Add audiences, or widen the lookback or frequency."));
        assertThat(small.isValid()).isTrue();
    }

    @Test
    void andIsAtMostTheSmallestPart() {
        ReachBounds bounds = ReachBounds.of(and(audience("a", 1200), audience("b", 300), audience("c", 700)));
        assertThat(bounds.atLeast()).isZero();
        assertThat(bounds.atMost()).isEqualTo(300L);
    }

    @Test
    void orIsAtLeastTheLargestAndAtMostTheSum() {
        ReachBounds bounds = ReachBounds.of(or(audience("a", 1200), audience("b", 300), audience("c", 700)));
        assertThat(bounds.atLeast()).isEqualTo(1200L);
        assertThat(bounds.atMost()).isEqualTo(2200L);
        assertThat(words(bounds)).isEqualTo("Between 1,200 and 2,200 people (bounds from the audience sizes)");
    }

    @Test
    void excludedPartsOnlyShrinkAnAnd() {
        ReachBounds bounds = ReachBounds.of(and(audience("a", 1200), audience("b", 300).withNegate(true)));
        assertThat(bounds.atLeast()).isEqualTo(900L);
        assertThat(bounds.atMost()).isEqualTo(1200L);
        ReachBounds twoExcluded = ReachBounds.of(and(audience("a", 1200), audience("b", 300).withNegate(true),
                audience("c", 1000).withNegate(true)));
        assertThat(twoExcluded.atLeast()).isZero();
        assertThat(twoExcluded.atMost()).isEqualTo(1200L);
    }

    @Test
    void nestedGroupsCombineTheirBounds() {
        // (a OR b) AND NOT c: OR gives [1200, 1500]; excluding up to 100 leaves at least 1100.
        ReachBounds bounds = ReachBounds.of(and(or(audience("a", 1200), audience("b", 300)),
                audience("c", 100).withNegate(true)));
        assertThat(bounds.atLeast()).isEqualTo(1100L);
        assertThat(bounds.atMost()).isEqualTo(1500L);
        // (a AND b) OR c: AND gives [0, 300]; OR with c gives [500, 800].
        ReachBounds other = ReachBounds.of(or(and(audience("a", 1200), audience("b", 300)), audience("c", 500)));
        assertThat(other.atLeast()).isEqualTo(500L);
        assertThat(other.atMost()).isEqualTo(800L);
    }

    @Test
    void anExclusionWithNothingToSubtractFromHasNoUpperBound() {
        ReachBounds onlyExcluded = ReachBounds.of(and(audience("a", 100).withNegate(true)));
        assertThat(onlyExcluded.unbounded()).isTrue();
        assertThat(onlyExcluded.atMost()).isNull();
        assertThat(words(onlyExcluded)).isEqualTo("No upper bound: an excluded part leaves everyone else in");
        ReachBounds orNot = ReachBounds.of(or(audience("a", 400), audience("b", 100).withNegate(true)));
        assertThat(orNot.unbounded()).isTrue();
        assertThat(orNot.atLeast()).isEqualTo(400L);
        assertThat(ReachBounds.of(and(audience("a", 400)).withNegate(true)).unbounded()).isTrue();
    }

    @Test
    void unknownSizesMakeDependentBoundsUnknownAndAreNamed() {
        ReachBounds or = ReachBounds.of(or(audience("a", 400), leaf(PROCESSING)));
        assertThat(or.atLeast()).isEqualTo(400L);
        assertThat(or.atMost()).isNull();
        assertThat(or.unknownSizes()).containsExactly("Fresh upload");
        assertThat(words(or)).isEqualTo("At least 400 people; no upper bound while the size of Fresh upload is unknown");
        ReachBounds and = ReachBounds.of(and(audience("a", 400), leaf(PROCESSING)));
        assertThat(and.atMost()).isEqualTo(400L);
        ReachBounds alone = ReachBounds.of(leaf(PROCESSING));
        assertThat(alone.atLeast()).isNull();
        assertThat(alone.atMost()).isNull();
        assertThat(words(alone)).isEqualTo("Unknown: the size of Fresh upload is not known");
    }
}

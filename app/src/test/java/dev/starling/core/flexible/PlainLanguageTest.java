package dev.starling.core.flexible;

import static dev.starling.core.flexible.Trees.CHURNED;
import static dev.starling.core.flexible.Trees.INSTALLERS;
import static dev.starling.core.flexible.Trees.LOYAL;
import static dev.starling.core.flexible.Trees.NEWSLETTER;
import static dev.starling.core.flexible.Trees.and;
import static dev.starling.core.flexible.Trees.leaf;
import static dev.starling.core.flexible.Trees.or;
import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.text.Messages;
import java.util.List;
import org.junit.jupiter.api.Test;

class PlainLanguageTest {

    private static String sentence(SegmentNode root) {
        return PlainLanguage.sentence(root, Messages::text);
    }

    @Test
    void theIssuesExampleReadsAsWritten() {
        assertThat(sentence(and(leaf(LOYAL).withFrequency(2), leaf(CHURNED).withNegate(true))))
                .isEqualTo("People in “Loyalty members” (seen at least twice in the last 30 days) AND NOT in “Churned”");
    }

    @Test
    void nestedAndNegatedGroupsAreBracketed() {
        SegmentGroup tree = or(
                and(leaf(LOYAL), leaf(INSTALLERS).withLookbackWindow(7)),
                and(leaf(NEWSLETTER), or(leaf(CHURNED), leaf(INSTALLERS)).withNegate(true)));
        assertThat(sentence(tree)).isEqualTo("People (in “Loyalty members” AND in “App installers” (seen at least once in the last 7 days))"
                + " OR (in “Newsletter” AND NOT (in “Churned” OR in “App installers”))");
    }

    @Test
    void everyComparatorAndFrequencyReads() {
        assertThat(sentence(leaf(LOYAL).withComparator(FrequencyComparator.NUM_LT).withFrequency(5).withLookbackWindow(1)))
                .isEqualTo("People in “Loyalty members” (seen fewer than 5 times in the last day)");
        assertThat(sentence(and(leaf(LOYAL).withComparator(FrequencyComparator.NUM_EQ).withLookbackWindow(14),
                leaf(CHURNED).withComparator(FrequencyComparator.NUM_GT).withFrequency(2),
                leaf(INSTALLERS).withComparator(FrequencyComparator.NUM_LTE).withFrequency(3))))
                .isEqualTo("People in “Loyalty members” (seen exactly once in the last 14 days) AND "
                        + "in “Churned” (seen more than twice in the last 30 days) AND "
                        + "in “App installers” (seen at most 3 times in the last 30 days)");
    }

    @Test
    void anExcludedRootAnEmptyTreeAndUnknownPartsStillRead() {
        assertThat(sentence(and(leaf(LOYAL), leaf(CHURNED)).withNegate(true)))
                .isEqualTo("People NOT (in “Loyalty members” AND in “Churned”)");
        assertThat(sentence(SegmentGroup.empty())).isEqualTo("Nobody yet: add audiences from the palette.");
        SegmentGroup noOperator = new SegmentGroup(NodeId.next(), null, false, List.of(
                leaf(LOYAL).withAudience(AudienceFacts.unresolved("1nmth")), SegmentGroup.empty()));
        assertThat(sentence(noOperator)).isEqualTo("People in “1nmth” AND/OR (an empty group)");
    }
}

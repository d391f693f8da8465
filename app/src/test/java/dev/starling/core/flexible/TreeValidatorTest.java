package dev.starling.core.flexible;

import static dev.starling.core.flexible.Trees.CHURNED;
import static dev.starling.core.flexible.Trees.COMBINED;
import static dev.starling.core.flexible.Trees.GONE;
import static dev.starling.core.flexible.Trees.INSTALLERS;
import static dev.starling.core.flexible.Trees.LOYAL;
import static dev.starling.core.flexible.Trees.NEWSLETTER;
import static dev.starling.core.flexible.Trees.PROCESSING;
import static dev.starling.core.flexible.Trees.and;
import static dev.starling.core.flexible.Trees.audience;
import static dev.starling.core.flexible.Trees.leaf;
import static dev.starling.core.flexible.Trees.or;
import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.text.Messages;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class TreeValidatorTest {

    private static Validation validate(String name, SegmentNode root, String... taken) {
        Validation validation = TreeValidator.validate(new FlexibleDefinition(name, FlexibleAudienceType.FLEXIBLE, root),
                List.of(taken));
        validation.problems().forEach(problem -> assertThat(Messages.text(problem.text().key(),
                problem.text().argArray())).isNotBlank());
        return validation;
    }

    private static List<String> errorKeys(Validation validation) {
        return validation.errors().stream().map(problem -> problem.text().key()).toList();
    }

    @Test
    void aWellFormedTreeIsValidWithoutProblems() {
        Validation validation = validate("Loyal without churn", and(leaf(LOYAL), leaf(CHURNED).withNegate(true)));
        assertThat(validation.problems()).isEmpty();
        assertThat(validation.isValid()).isTrue();
        assertThat(Messages.text(validation.summary().key())).isEqualTo("Ready to create.");
    }

    @Test
    void theNameMustBeGivenShortEnoughAndUnusedIgnoringCase() {
        SegmentGroup tree = and(leaf(LOYAL), leaf(CHURNED));
        assertThat(errorKeys(validate("  ", tree))).containsExactly("flexible.problem.nameMissing");
        assertThat(errorKeys(validate("x".repeat(256), tree))).containsExactly("flexible.problem.nameTooLong");
        assertThat(validate("x".repeat(255), tree).isValid()).isTrue();
        Validation taken = validate(" loyalty MEMBERS ", tree, "Loyalty members", "Other draft");
        assertThat(errorKeys(taken)).containsExactly("flexible.problem.nameTaken");
        assertThat(taken.nameProblems()).hasSize(1);
        assertThat(taken.errors().get(0).parameter()).isEqualTo("name");
        assertThat(taken.errors().get(0).node()).isNull();
    }

    @Test
    void moreThanTenLeavesIsAnErrorOnTheRoot() {
        List<SegmentNode> leaves = new ArrayList<>();
        for (int i = 0; i < 11; i++) {
            leaves.add(audience("x" + i, 100));
        }
        SegmentGroup root = SegmentGroup.of(BooleanOperator.OR, leaves);
        Validation validation = validate("Big", root);
        assertThat(errorKeys(validation)).containsExactly("flexible.problem.tooManyLeaves");
        assertThat(validation.errors().get(0).node()).isEqualTo(root.id());
        assertThat(validation.errors().get(0).parameter()).isEqualTo("segments");
        assertThat(Messages.text(validation.errors().get(0).text().key(), validation.errors().get(0).text().argArray()))
                .isEqualTo("The tree holds 11 audiences; a flexible audience holds at most 10. Delete some.");
        assertThat(validate("Ten", root.removing(0)).isValid()).isTrue();
    }

    @Test
    void aGroupWithChildrenNeedsAnOperatorAndAnEmptyGroupIsAnError() {
        SegmentGroup noOperator = new SegmentGroup(NodeId.next(), null, false, List.of(leaf(LOYAL), leaf(CHURNED)));
        Validation missing = validate("A", and(leaf(INSTALLERS), noOperator));
        assertThat(errorKeys(missing)).containsExactly("flexible.problem.operatorMissing");
        assertThat(missing.errors().get(0).parameter()).isEqualTo("segments.child_segments[1].boolean_operator");
        assertThat(missing.problemsAt(noOperator.id())).hasSize(1);

        SegmentGroup empty = SegmentGroup.empty();
        Validation emptyGroup = validate("B", and(leaf(LOYAL), empty));
        assertThat(errorKeys(emptyGroup)).containsExactly("flexible.problem.emptyGroup");
        assertThat(emptyGroup.errors().get(0).node()).isEqualTo(empty.id());
        assertThat(errorKeys(validate("C", SegmentGroup.empty()))).containsExactly("flexible.problem.emptyTree");
    }

    @Test
    void aGroupWithASingleChildIsOnlyAWarning() {
        SegmentGroup single = or(leaf(CHURNED));
        Validation validation = validate("D", and(leaf(LOYAL), single));
        assertThat(validation.isValid()).isTrue();
        assertThat(validation.warnings()).extracting(problem -> problem.text().key())
                .containsExactly("flexible.problem.singleChild");
        assertThat(validation.warnings().get(0).node()).isEqualTo(single.id());
        assertThat(Messages.text(validation.summary().key(), validation.summary().argArray()))
                .isEqualTo("Ready to create (1 warning).");
    }

    @Test
    void lookbackAndFrequencyOutsideTheApiValuesAreErrorsOnTheirFields() {
        SegmentLeaf odd = leaf(LOYAL).withLookbackWindow(3).withFrequency(0);
        Validation validation = validate("E", and(leaf(CHURNED), odd));
        assertThat(errorKeys(validation)).containsExactly("flexible.problem.lookback", "flexible.problem.frequency");
        assertThat(validation.errors()).extracting(TreeProblem::parameter).containsExactly(
                "segments.child_segments[1].lookback_window", "segments.child_segments[1].frequency");
        assertThat(validation.problemsAt(odd.id())).hasSize(2);
    }

    @Test
    void leavesMustBeUsableAudiences() {
        assertThat(errorKeys(validate("F", and(leaf(LOYAL), leaf(GONE))))).containsExactly("flexible.problem.audienceDeleted");
        assertThat(errorKeys(validate("G", and(leaf(LOYAL), leaf(COMBINED))))).containsExactly("flexible.problem.audienceFlexible");
        assertThat(errorKeys(validate("H", and(leaf(LOYAL), leaf(LOYAL).withAudience(AudienceFacts.missing("zz"))))))
                .containsExactly("flexible.problem.audienceMissing");
        Validation unresolved = validate("I", and(leaf(LOYAL), leaf(LOYAL).withAudience(AudienceFacts.unresolved("zz"))));
        assertThat(unresolved.isValid()).isTrue();
        assertThat(unresolved.warnings()).extracting(problem -> problem.text().key())
                .containsExactly("flexible.problem.audienceUnresolved");
    }

    @Test
    void theMobileBetaRuleAppliesToMobileAudienceTypeOnlyAsTheSandboxDoes() {
        SegmentGroup mixed = and(leaf(LOYAL), leaf(NEWSLETTER));
        assertThat(validate("J", mixed).isValid()).isTrue();
        Validation mobile = TreeValidator.validate(new FlexibleDefinition("J", FlexibleAudienceType.MOBILE_AUDIENCE, mixed),
                List.of());
        assertThat(errorKeys(mobile)).containsExactly("flexible.problem.notMobile");
        assertThat(mobile.errors().get(0).parameter()).isEqualTo("segments.child_segments[1].custom_audience_id");
    }

    @Test
    void anIncludedUntargetableLeafWarnsButAnExcludedOneDoesNot() {
        Validation included = validate("K", and(leaf(LOYAL), leaf(PROCESSING)));
        assertThat(included.isValid()).isTrue();
        assertThat(Messages.text(included.warnings().get(0).text().key(), included.warnings().get(0).text().argArray()))
                .contains("Fresh upload").contains("processing");
        assertThat(validate("L", and(leaf(LOYAL), leaf(PROCESSING).withNegate(true))).problems()).isEmpty();
    }

    @Test
    void nestingDeeperThanFiveLevelsIsReportedOnTheNodesAtTheSixthLevelNotBelow() {
        SegmentNode deep = and(leaf(LOYAL), leaf(CHURNED));
        for (int i = 0; i < 5; i++) {
            deep = and(deep, leaf(INSTALLERS));
        }
        Validation validation = validate("M", deep);
        // The innermost (AND a1 a2) and the a3 beside it sit at the sixth level; the leaves below are not repeated.
        assertThat(errorKeys(validation)).containsExactly("flexible.problem.tooDeep", "flexible.problem.tooDeep");
        assertThat(validation.errors()).allSatisfy(problem -> assertThat(problem.path().depth()).isEqualTo(5));
    }

    @Test
    void everyProblemIsReportedAtOnceAndTheSummaryNamesTheFirst() {
        Validation validation = validate("", and(leaf(GONE), SegmentGroup.empty(), leaf(LOYAL).withLookbackWindow(2)));
        assertThat(errorKeys(validation)).containsExactly("flexible.problem.nameMissing",
                "flexible.problem.audienceDeleted", "flexible.problem.emptyGroup", "flexible.problem.lookback");
        assertThat(validation.summary(Messages::text))
                .isEqualTo("4 problems stop Create. First: Give the audience a name.");
    }

    @Test
    void thePaletteMarksAudiencesThatCannotBeLeavesWithTheSameReasonValidationGives() {
        assertThat(LOYAL.unusableReason(FlexibleAudienceType.MOBILE_AUDIENCE)).isEmpty();
        assertThat(PROCESSING.unusableReason(FlexibleAudienceType.MOBILE_AUDIENCE)).as("not targetable yet is no reason").isEmpty();
        assertThat(NEWSLETTER.unusableReason(FlexibleAudienceType.FLEXIBLE)).isEmpty();
        assertThat(NEWSLETTER.unusableReason(FlexibleAudienceType.MOBILE_AUDIENCE).orElseThrow().key())
                .isEqualTo("flexible.problem.notMobile");
        assertThat(GONE.unusableReason(FlexibleAudienceType.FLEXIBLE).orElseThrow().key())
                .isEqualTo("flexible.problem.audienceDeleted");
        assertThat(COMBINED.unusableReason(FlexibleAudienceType.FLEXIBLE).orElseThrow().key())
                .isEqualTo("flexible.problem.audienceFlexible");
        assertThat(Messages.text(GONE.unusableReason(FlexibleAudienceType.FLEXIBLE).orElseThrow().key(),
                GONE.unusableReason(FlexibleAudienceType.FLEXIBLE).orElseThrow().argArray()))
                .isEqualTo("“Old list” is deleted: replace it with another audience.");
    }
}

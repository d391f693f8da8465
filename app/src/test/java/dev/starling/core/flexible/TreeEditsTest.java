package dev.starling.core.flexible;

import static dev.starling.core.flexible.Trees.CHURNED;
import static dev.starling.core.flexible.Trees.COMBINED;
import static dev.starling.core.flexible.Trees.GONE;
import static dev.starling.core.flexible.Trees.INSTALLERS;
import static dev.starling.core.flexible.Trees.LOYAL;
import static dev.starling.core.flexible.Trees.NEWSLETTER;
import static dev.starling.core.flexible.Trees.and;
import static dev.starling.core.flexible.Trees.audience;
import static dev.starling.core.flexible.Trees.leaf;
import static dev.starling.core.flexible.Trees.or;
import static dev.starling.core.flexible.Trees.shape;
import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.flexible.edit.AddGroup;
import dev.starling.core.flexible.edit.AddLeaf;
import dev.starling.core.flexible.edit.CombineNodes;
import dev.starling.core.flexible.edit.CombineWithAudience;
import dev.starling.core.flexible.edit.DeleteNode;
import dev.starling.core.flexible.edit.EditHistory;
import dev.starling.core.flexible.edit.EditResult;
import dev.starling.core.flexible.edit.MoveNode;
import dev.starling.core.flexible.edit.PasteSubtree;
import dev.starling.core.flexible.edit.ReplaceTree;
import dev.starling.core.flexible.edit.SetComparator;
import dev.starling.core.flexible.edit.SetFrequency;
import dev.starling.core.flexible.edit.SetLookback;
import dev.starling.core.flexible.edit.ToggleNegate;
import dev.starling.core.flexible.edit.ToggleOperator;
import dev.starling.core.flexible.edit.TreeEdit;
import dev.starling.core.flexible.edit.UnwrapGroup;
import dev.starling.core.flexible.edit.WrapInGroup;
import dev.starling.core.text.Messages;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Every edit command: what it does, what it refuses and why, and that undo and redo restore exactly. */
class TreeEditsTest {

    /** a1, a2 and (OR a3 a4) under an AND root. */
    private final SegmentGroup start = and(leaf(LOYAL), leaf(CHURNED), or(leaf(INSTALLERS), leaf(NEWSLETTER)));

    /** Applies the edit through a history, checks undo gives back the very same tree and redo the edited one. */
    private SegmentNode appliedAndReversible(SegmentNode root, TreeEdit edit) {
        EditHistory history = new EditHistory(root);
        EditResult result = history.apply(edit);
        assertThat(result.refusal()).as("refusal").isNull();
        SegmentNode after = history.current();
        assertThat(history.canUndo()).isTrue();
        assertThat(history.undoLabel()).contains(edit.label());
        assertThat(history.undo().orElseThrow().root()).isSameAs(root);
        assertThat(history.current()).isSameAs(root);
        assertThat(history.redo().orElseThrow().root()).isSameAs(after);
        assertThat(Messages.text(edit.label().key(), edit.label().argArray())).isNotBlank();
        return after;
    }

    private static String refusal(SegmentNode root, TreeEdit edit) {
        EditResult result = edit.apply(root);
        assertThat(result.isApplied()).as("edit should be refused").isFalse();
        assertThat(edit.canApply(root)).isFalse();
        // Every reason is a real sentence of the bundle.
        assertThat(Messages.text(result.refusal().key(), result.refusal().argArray())).isNotBlank();
        return result.refusal().key();
    }

    @Test
    void addGroupPutsAnEmptyAndGroupAtTheEndOfTheGroupAndFocusesItForWhatIsAddedNext() {
        SegmentNode after = appliedAndReversible(start, AddGroup.append(NodePath.of(2)));
        assertThat(shape(after)).isEqualTo("(AND a1 a2 (OR a3 a4 (AND)))");
        EditResult result = AddGroup.append(NodePath.root()).apply(start);
        assertThat(SegmentTrees.nodeAt(result.root(), NodePath.of(3)).orElseThrow().id()).isEqualTo(result.focus());
        assertThat(refusal(start, AddGroup.append(NodePath.of(0)))).isEqualTo("flexible.refuse.notGroup");
    }

    @Test
    void addLeafInsertsWithTheApiDefaultsAtTheIndexAndFocusesIt() {
        EditResult result = new AddLeaf(NodePath.of(2), 1, LOYAL).apply(start);
        SegmentLeaf added = (SegmentLeaf) SegmentTrees.nodeAt(result.root(), NodePath.of(2, 1)).orElseThrow();
        assertThat(shape(result.root())).isEqualTo("(AND a1 a2 (OR a3 a1 a4))");
        assertThat(added.id()).isEqualTo(result.focus());
        assertThat(added.lookbackWindow()).isEqualTo(30);
        assertThat(added.frequency()).isEqualTo(1);
        assertThat(added.comparator()).isEqualTo(FrequencyComparator.NUM_GTE);
        assertThat(added.negate()).isFalse();
        assertThat(shape(appliedAndReversible(start, AddLeaf.append(NodePath.root(), NEWSLETTER))))
                .isEqualTo("(AND a1 a2 (OR a3 a4) a4)");
    }

    @Test
    void addLeafRefusesLeavesGroupsPositionsAndUnusableAudiencesWithTheReason() {
        assertThat(refusal(start, AddLeaf.append(NodePath.of(0), NEWSLETTER))).isEqualTo("flexible.refuse.notGroup");
        assertThat(refusal(start, new AddLeaf(NodePath.root(), 4, NEWSLETTER))).isEqualTo("flexible.refuse.noPosition");
        assertThat(refusal(start, AddLeaf.append(NodePath.of(7), NEWSLETTER))).isEqualTo("flexible.refuse.noNode");
        assertThat(refusal(start, AddLeaf.append(NodePath.root(), GONE))).isEqualTo("flexible.problem.audienceDeleted");
        assertThat(refusal(start, AddLeaf.append(NodePath.root(), COMBINED))).isEqualTo("flexible.problem.audienceFlexible");
        assertThat(refusal(start, AddLeaf.append(NodePath.root(), AudienceFacts.missing("zz"))))
                .isEqualTo("flexible.problem.audienceMissing");
    }

    @Test
    void theEleventhLeafIsRefusedButATreeAlreadyPastTheLimitCanStillShrink() {
        List<SegmentNode> ten = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            ten.add(audience("x" + i, 100));
        }
        SegmentGroup full = SegmentGroup.of(BooleanOperator.OR, ten);
        assertThat(refusal(full, AddLeaf.append(NodePath.root(), LOYAL))).isEqualTo("flexible.refuse.tooManyLeaves");
        assertThat(refusal(full, new PasteSubtree(NodePath.root(), 0, leaf(LOYAL)))).isEqualTo("flexible.refuse.tooManyLeaves");
        SegmentGroup eleven = full.inserting(0, leaf(LOYAL));
        assertThat(new DeleteNode(NodePath.of(3)).apply(eleven).root().leafCount()).isEqualTo(10);
        assertThat(new ToggleNegate(NodePath.of(3)).canApply(eleven)).isTrue();
    }

    @Test
    void moveReordersWithinAGroupUsingDropPositionsBeforeTheMove() {
        assertThat(shape(appliedAndReversible(start, new MoveNode(NodePath.of(0), NodePath.root(), 2))))
                .isEqualTo("(AND a2 a1 (OR a3 a4))");
        assertThat(shape(appliedAndReversible(start, new MoveNode(NodePath.of(2), NodePath.root(), 0))))
                .isEqualTo("(AND (OR a3 a4) a1 a2)");
        assertThat(shape(appliedAndReversible(start, MoveNode.down(NodePath.of(0))))).isEqualTo("(AND a2 a1 (OR a3 a4))");
        assertThat(shape(appliedAndReversible(start, MoveNode.up(NodePath.of(2, 1))))).isEqualTo("(AND a1 a2 (OR a4 a3))");
        assertThat(refusal(start, MoveNode.up(NodePath.of(0)))).isEqualTo("flexible.refuse.first");
        assertThat(refusal(start, MoveNode.down(NodePath.of(2)))).isEqualTo("flexible.refuse.last");
        assertThat(refusal(start, new MoveNode(NodePath.of(1), NodePath.root(), 2))).isEqualTo("flexible.refuse.noChange");
    }

    @Test
    void moveCarriesANodeIntoAnotherGroupKeepingItsIdAndSettings() {
        SegmentGroup tree = start.withChild(0, leaf(LOYAL).withLookbackWindow(7).withNegate(true));
        NodeId moving = tree.children().get(0).id();
        EditResult result = new MoveNode(NodePath.of(0), NodePath.of(2), 2).apply(tree);
        assertThat(shape(result.root())).isEqualTo("(AND a2 (OR a3 a4 !a1))");
        SegmentLeaf moved = (SegmentLeaf) SegmentTrees.nodeAt(result.root(), NodePath.of(1, 2)).orElseThrow();
        assertThat(moved.id()).isEqualTo(moving).isEqualTo(result.focus());
        assertThat(moved.lookbackWindow()).isEqualTo(7);
        appliedAndReversible(tree, new MoveNode(NodePath.of(0), NodePath.of(2), 2));
        // A later sibling's path shifts when an earlier node leaves: moving a3 out to the root's start.
        assertThat(shape(appliedAndReversible(start, new MoveNode(NodePath.of(2, 0), NodePath.root(), 0))))
                .isEqualTo("(AND a3 a1 a2 (OR a4))");
    }

    @Test
    void aGroupCannotBeDroppedIntoItselfOrItsDescendantsNorCanTheRootMove() {
        SegmentGroup nested = and(leaf(LOYAL), or(leaf(CHURNED), and(leaf(INSTALLERS), leaf(NEWSLETTER))));
        assertThat(refusal(nested, new MoveNode(NodePath.of(1), NodePath.of(1), 0))).isEqualTo("flexible.refuse.intoItself");
        assertThat(refusal(nested, new MoveNode(NodePath.of(1), NodePath.of(1, 1), 0))).isEqualTo("flexible.refuse.intoItself");
        assertThat(refusal(nested, new CombineNodes(NodePath.of(1), NodePath.of(1, 1, 0), BooleanOperator.AND)))
                .isEqualTo("flexible.refuse.intoItself");
        assertThat(refusal(nested, new MoveNode(NodePath.root(), NodePath.of(1), 0))).isEqualTo("flexible.refuse.moveRoot");
        assertThat(refusal(nested, new MoveNode(NodePath.of(0), NodePath.of(1, 0), 0))).isEqualTo("flexible.refuse.notGroup");
    }

    @Test
    void wrapPutsSiblingsInANewGroupWhereTheFirstWas() {
        EditResult result = new WrapInGroup(List.of(NodePath.of(2), NodePath.of(0)), BooleanOperator.OR).apply(start);
        assertThat(shape(result.root())).isEqualTo("(AND (OR a1 (OR a3 a4)) a2)");
        assertThat(SegmentTrees.nodeAt(result.root(), NodePath.of(0)).orElseThrow().id()).isEqualTo(result.focus());
        appliedAndReversible(start, new WrapInGroup(List.of(NodePath.of(2), NodePath.of(0)), BooleanOperator.OR));
        assertThat(shape(appliedAndReversible(start, WrapInGroup.of(NodePath.root(), BooleanOperator.OR))))
                .isEqualTo("(OR (AND a1 a2 (OR a3 a4)))");
        assertThat(refusal(start, new WrapInGroup(List.of(NodePath.of(0), NodePath.of(2, 0)), BooleanOperator.AND)))
                .isEqualTo("flexible.refuse.notSiblings");
        assertThat(refusal(start, new WrapInGroup(List.of(), BooleanOperator.AND))).isEqualTo("flexible.refuse.nothingSelected");
    }

    @Test
    void wrappingBeyondFiveLevelsIsRefused() {
        SegmentNode deep = leaf(LOYAL);
        for (int i = 0; i < 4; i++) {
            deep = and(deep);
        }
        assertThat(deep.depth()).isEqualTo(5);
        assertThat(refusal(deep, WrapInGroup.of(NodePath.of(0, 0, 0, 0), BooleanOperator.OR))).isEqualTo("flexible.refuse.tooDeep");
    }

    @Test
    void droppingALeafOnALeafPutsBothInANewGroupInTheTargetsPlace() {
        assertThat(shape(appliedAndReversible(start, new CombineNodes(NodePath.of(0), NodePath.of(2, 1), BooleanOperator.AND))))
                .isEqualTo("(AND a2 (OR a3 (AND a4 a1)))");
        assertThat(shape(appliedAndReversible(start, new CombineNodes(NodePath.of(2, 0), NodePath.of(1), BooleanOperator.OR))))
                .isEqualTo("(AND a1 (OR a2 a3) (OR a4))");
        assertThat(refusal(start, new CombineNodes(NodePath.of(1), NodePath.of(1), BooleanOperator.AND)))
                .isEqualTo("flexible.refuse.ontoItself");
        assertThat(shape(appliedAndReversible(start, new CombineWithAudience(NodePath.of(1), NEWSLETTER, BooleanOperator.OR))))
                .isEqualTo("(AND a1 (OR a2 a4) (OR a3 a4))");
        assertThat(refusal(start, new CombineWithAudience(NodePath.of(1), GONE, BooleanOperator.OR)))
                .isEqualTo("flexible.problem.audienceDeleted");
    }

    @Test
    void unwrapLiftsAGroupsChildrenIntoItsPlace() {
        assertThat(shape(appliedAndReversible(start, new UnwrapGroup(NodePath.of(2))))).isEqualTo("(AND a1 a2 a3 a4)");
        SegmentGroup single = and(or(leaf(LOYAL), leaf(CHURNED)));
        assertThat(shape(appliedAndReversible(single, new UnwrapGroup(NodePath.root())))).isEqualTo("(OR a1 a2)");
        assertThat(refusal(start, new UnwrapGroup(NodePath.root()))).isEqualTo("flexible.refuse.unwrapRoot");
        assertThat(refusal(start, new UnwrapGroup(NodePath.of(0)))).isEqualTo("flexible.refuse.notGroup");
    }

    @Test
    void deleteRemovesASubtreeAndFocusesTheNextSibling() {
        EditResult result = new DeleteNode(NodePath.of(0)).apply(start);
        assertThat(shape(result.root())).isEqualTo("(AND a2 (OR a3 a4))");
        assertThat(result.focus()).isEqualTo(start.children().get(1).id());
        assertThat(shape(appliedAndReversible(start, new DeleteNode(NodePath.of(2))))).isEqualTo("(AND a1 a2)");
        assertThat(shape(appliedAndReversible(start, new DeleteNode(NodePath.root())))).isEqualTo("(AND)");
        assertThat(refusal(SegmentGroup.empty(), new DeleteNode(NodePath.root()))).isEqualTo("flexible.refuse.noChange");
    }

    @Test
    void togglesFlipNegateAndOperatorAndKeepIds() {
        SegmentNode negated = appliedAndReversible(start, new ToggleNegate(NodePath.of(1)));
        assertThat(shape(negated)).isEqualTo("(AND a1 !a2 (OR a3 a4))");
        assertThat(shape(appliedAndReversible(negated, new ToggleNegate(NodePath.of(1))))).isEqualTo(shape(start));
        assertThat(shape(appliedAndReversible(start, new ToggleNegate(NodePath.of(2))))).isEqualTo("(AND a1 a2 !(OR a3 a4))");
        SegmentNode flipped = appliedAndReversible(start, new ToggleOperator(NodePath.of(2)));
        assertThat(shape(flipped)).isEqualTo("(AND a1 a2 (AND a3 a4))");
        assertThat(SegmentTrees.nodeAt(flipped, NodePath.of(2)).orElseThrow().id()).isEqualTo(start.children().get(2).id());
        SegmentGroup noOperator = new SegmentGroup(NodeId.next(), null, false, List.of(leaf(LOYAL), leaf(CHURNED)));
        assertThat(shape(new ToggleOperator(NodePath.root()).apply(noOperator).root())).isEqualTo("(AND a1 a2)");
        assertThat(refusal(start, new ToggleOperator(NodePath.of(0)))).isEqualTo("flexible.refuse.notGroup");
    }

    @Test
    void leafSettingsChangeOnlyThatLeafAndRefuseValuesTheApiRejects() {
        SegmentNode week = appliedAndReversible(start, new SetLookback(NodePath.of(0), 7));
        assertThat(((SegmentLeaf) SegmentTrees.nodeAt(week, NodePath.of(0)).orElseThrow()).lookbackWindow()).isEqualTo(7);
        SegmentNode thrice = appliedAndReversible(start, new SetFrequency(NodePath.of(0), 3));
        assertThat(((SegmentLeaf) SegmentTrees.nodeAt(thrice, NodePath.of(0)).orElseThrow()).frequency()).isEqualTo(3);
        SegmentNode exactly = appliedAndReversible(start, new SetComparator(NodePath.of(0), FrequencyComparator.NUM_EQ));
        assertThat(((SegmentLeaf) SegmentTrees.nodeAt(exactly, NodePath.of(0)).orElseThrow()).comparator())
                .isEqualTo(FrequencyComparator.NUM_EQ);
        assertThat(refusal(start, new SetLookback(NodePath.of(0), 3))).isEqualTo("flexible.refuse.lookback");
        assertThat(refusal(start, new SetLookback(NodePath.of(0), 30))).isEqualTo("flexible.refuse.noChange");
        assertThat(refusal(start, new SetFrequency(NodePath.of(0), 0))).isEqualTo("flexible.refuse.frequency");
        assertThat(refusal(start, new SetLookback(NodePath.of(2), 7))).isEqualTo("flexible.refuse.notLeaf");
        assertThat(refusal(start, new SetComparator(NodePath.of(1), FrequencyComparator.NUM_GTE))).isEqualTo("flexible.refuse.noChange");
    }

    @Test
    void pasteInsertsACopyWithFreshIds() {
        SegmentNode copied = start.children().get(2);
        EditResult result = new PasteSubtree(NodePath.root(), 0, copied).apply(start);
        assertThat(shape(result.root())).isEqualTo("(AND (OR a3 a4) a1 a2 (OR a3 a4))");
        SegmentGroup pasted = (SegmentGroup) SegmentTrees.nodeAt(result.root(), NodePath.of(0)).orElseThrow();
        assertThat(pasted.id()).isNotEqualTo(copied.id()).isEqualTo(result.focus());
        assertThat(pasted.children().get(0).id()).isNotEqualTo(((SegmentGroup) copied).children().get(0).id());
        appliedAndReversible(start, new PasteSubtree(NodePath.of(2), -1, copied));
        assertThat(refusal(start, new PasteSubtree(NodePath.root(), 0, leaf(GONE)))).isEqualTo("flexible.problem.audienceDeleted");
    }

    @Test
    void replacingTheTreeIsUndoableAndAcceptsAnythingValidationWillExplain() {
        List<SegmentNode> twelve = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
            twelve.add(audience("y" + i, 10));
        }
        SegmentGroup big = SegmentGroup.of(BooleanOperator.OR, twelve);
        assertThat(appliedAndReversible(start, new ReplaceTree(big))).isSameAs(big);
    }

    @Test
    void historyUndoesAndRedoesASequenceInOrderAndANewEditClearsRedo() {
        EditHistory history = new EditHistory(SegmentGroup.empty());
        history.apply(AddLeaf.append(NodePath.root(), LOYAL));
        history.apply(AddLeaf.append(NodePath.root(), CHURNED));
        history.apply(new ToggleNegate(NodePath.of(1)));
        history.apply(new SetLookback(NodePath.of(0), 14));
        assertThat(shape(history.current())).isEqualTo("(AND a1 !a2)");
        List<String> seen = new ArrayList<>();
        while (history.canUndo()) {
            seen.add(shape(history.undo().orElseThrow().root()));
        }
        assertThat(seen).containsExactly("(AND a1 !a2)", "(AND a1 a2)", "(AND a1)", "(AND)");
        assertThat(history.undo()).isEmpty();
        history.redo();
        history.redo();
        assertThat(shape(history.current())).isEqualTo("(AND a1 a2)");
        assertThat(history.canRedo()).isTrue();
        history.apply(new DeleteNode(NodePath.of(0)));
        assertThat(history.canRedo()).isFalse();
        assertThat(history.redo()).isEmpty();
        assertThat(shape(history.current())).isEqualTo("(AND a2)");
    }

    @Test
    void aRefusedEditIsNotRecordedAndUndoFocusesTheEditedNode() {
        EditHistory history = new EditHistory(start);
        assertThat(history.apply(new SetLookback(NodePath.of(0), 5)).isApplied()).isFalse();
        assertThat(history.canUndo()).isFalse();
        EditResult moved = history.apply(new MoveNode(NodePath.of(0), NodePath.of(2), 0));
        assertThat(history.undo().orElseThrow().focus()).isEqualTo(moved.focus());
        history.reset(SegmentGroup.empty());
        assertThat(history.canUndo()).isFalse();
        assertThat(history.canRedo()).isFalse();
    }
}

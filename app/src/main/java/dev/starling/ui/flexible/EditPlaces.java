package dev.starling.ui.flexible;

import dev.starling.core.flexible.AudienceFacts;
import dev.starling.core.flexible.BooleanOperator;
import dev.starling.core.flexible.NodeId;
import dev.starling.core.flexible.NodePath;
import dev.starling.core.flexible.SegmentLeaf;
import dev.starling.core.flexible.SegmentNode;
import dev.starling.core.flexible.SegmentTrees;
import dev.starling.core.flexible.edit.AddLeaf;
import dev.starling.core.flexible.edit.CombineNodes;
import dev.starling.core.flexible.edit.CombineWithAudience;
import dev.starling.core.flexible.edit.MoveNode;
import dev.starling.core.flexible.edit.PasteSubtree;
import dev.starling.core.flexible.edit.TreeEdit;
import dev.starling.ui.flexible.TreeEditorViewModel.Drop;
import java.util.Optional;

/**
 * Where an added, pasted or dropped node lands, as the edit that puts it there: the keyboard adds into
 * the selected group (or the selected leaf's), a drop goes before, after, into or onto the card under it.
 */
final class EditPlaces {

    private EditPlaces() {
    }

    /** Adds {@code audience} into the selected group, or the selected leaf's group; a single leaf becomes a group. */
    static TreeEdit add(SegmentNode root, Optional<NodePath> selected, AudienceFacts audience) {
        if (root instanceof SegmentLeaf) {
            return new CombineWithAudience(NodePath.root(), audience, BooleanOperator.AND);
        }
        return AddLeaf.append(targetGroup(root, selected), audience);
    }

    /** Pastes after the selected leaf, in its group, or at the end of the selected group. */
    static TreeEdit paste(SegmentNode root, Optional<NodePath> selected, SegmentNode subtree) {
        if (selected.isPresent() && !selected.get().isRoot() && SegmentTrees.nodeAt(root, selected.get())
                .filter(SegmentLeaf.class::isInstance).isPresent()) {
            return new PasteSubtree(selected.get().parent(), selected.get().last() + 1, subtree);
        }
        return new PasteSubtree(targetGroup(root, selected), -1, subtree);
    }

    /** What dropping a palette audience on {@code target} would do. */
    static TreeEdit audienceDrop(SegmentNode root, AudienceFacts audience, NodeId target, Drop where) {
        NodePath at = pathOf(root, target);
        return switch (where) {
            case INTO -> AddLeaf.append(at, audience);
            case ONTO -> new CombineWithAudience(at, audience, BooleanOperator.AND);
            case BEFORE -> at.isRoot() ? AddLeaf.append(at, audience) : new AddLeaf(at.parent(), at.last(), audience);
            case AFTER -> at.isRoot() ? AddLeaf.append(at, audience)
                    : new AddLeaf(at.parent(), at.last() + 1, audience);
        };
    }

    /** What dropping the node {@code dragged} on {@code target} would do. */
    static TreeEdit nodeDrop(SegmentNode root, NodeId dragged, NodeId target, Drop where) {
        NodePath from = pathOf(root, dragged);
        NodePath at = pathOf(root, target);
        return switch (where) {
            case INTO -> new MoveNode(from, at, SegmentTrees.groupAt(root, at)
                    .map(group -> group.children().size()).orElse(0));
            case ONTO -> new CombineNodes(from, at, BooleanOperator.AND);
            case BEFORE -> at.isRoot() ? new MoveNode(from, at, 0) : new MoveNode(from, at.parent(), at.last());
            case AFTER -> at.isRoot() ? new MoveNode(from, at, 0) : new MoveNode(from, at.parent(), at.last() + 1);
        };
    }

    /** The group at {@code path}, or the group holding the leaf there. */
    static NodePath groupOf(SegmentNode root, NodePath path) {
        boolean group = SegmentTrees.groupAt(root, path).isPresent();
        return group || path.isRoot() ? path : path.parent();
    }

    /** The selected group, the group of the selected leaf, or the root. */
    private static NodePath targetGroup(SegmentNode root, Optional<NodePath> selected) {
        return selected.map(path -> groupOf(root, path)).orElse(NodePath.root());
    }

    /** A path that exists nowhere, so edits naming a node no longer in the tree are refused by the model. */
    private static NodePath pathOf(SegmentNode root, NodeId node) {
        return SegmentTrees.pathOf(root, node).orElse(NodePath.of(Integer.MAX_VALUE));
    }
}

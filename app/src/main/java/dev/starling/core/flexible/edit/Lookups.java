package dev.starling.core.flexible.edit;

import dev.starling.core.flexible.AudienceFacts;
import dev.starling.core.flexible.FlexibleAudienceType;
import dev.starling.core.flexible.NodePath;
import dev.starling.core.flexible.SegmentGroup;
import dev.starling.core.flexible.SegmentLeaf;
import dev.starling.core.flexible.SegmentNode;
import dev.starling.core.flexible.SegmentTrees;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/** The checks edits share, refusing with a reason when the tree does not hold what the edit needs. */
final class Lookups {

    private Lookups() {
    }

    static SegmentNode node(SegmentNode root, NodePath path) {
        return SegmentTrees.nodeAt(root, path).orElseThrow(() -> new Refused("flexible.refuse.noNode"));
    }

    static SegmentGroup group(SegmentNode root, NodePath path) {
        SegmentNode node = node(root, path);
        if (!(node instanceof SegmentGroup group)) {
            throw new Refused("flexible.refuse.notGroup");
        }
        return group;
    }

    static SegmentLeaf leaf(SegmentNode root, NodePath path) {
        SegmentNode node = node(root, path);
        if (!(node instanceof SegmentLeaf leaf)) {
            throw new Refused("flexible.refuse.notLeaf");
        }
        return leaf;
    }

    /** {@code index} may be 0 to size (after the last child). */
    static void insertIndex(SegmentGroup group, int index) {
        if (index < 0 || index > group.children().size()) {
            throw new Refused("flexible.refuse.noPosition");
        }
    }

    /**
     * Deleted, missing and flexible audiences are never leaves, whatever the type (the mobile rule
     * depends on the type, which can still change: validation reports it).
     */
    static void usable(AudienceFacts audience) {
        audience.unusableReason(FlexibleAudienceType.FLEXIBLE).ifPresent(why -> {
            throw new Refused(why);
        });
    }

    /**
     * The tree with the node at {@code path} changed in place: it keeps its id and the focus. An edit
     * that changes nothing is refused, so it never fills the undo history.
     */
    static EditResult inPlace(SegmentNode root, NodePath path, SegmentNode before, SegmentNode after) {
        if (after.equals(before)) {
            throw new Refused("flexible.refuse.noChange");
        }
        return EditResult.applied(SegmentTrees.replace(root, path, after), before.id());
    }

    /**
     * The tree with a new node in the group at {@code path}, at {@code index} (-1: after the last
     * child), focused. The position is checked before {@code node} is made, which may refuse too.
     */
    static EditResult inserted(SegmentNode root, NodePath path, int index, Supplier<SegmentNode> node) {
        SegmentGroup target = group(root, path);
        int at = index < 0 ? target.children().size() : index;
        insertIndex(target, at);
        SegmentNode added = node.get();
        return EditResult.applied(SegmentTrees.replace(root, path, target.inserting(at, added)), added.id());
    }

    /** The tree without the node at {@code path} (not the root). */
    static SegmentNode without(SegmentNode root, NodePath path) {
        return SegmentTrees.updateGroup(root, path.parent(), parent -> parent.removing(path.last()));
    }

    /**
     * Where {@code target} is after the node at {@code removed} has been taken out (it must not be
     * inside the removed node): siblings after the removed node move up by one.
     */
    static NodePath afterRemoval(NodePath target, NodePath removed) {
        NodePath parent = removed.parent();
        if (!parent.isAncestorOrSelf(target) || target.depth() == parent.depth()) {
            return target;
        }
        int level = parent.depth();
        int index = target.indexes().get(level);
        if (index <= removed.last()) {
            return target;
        }
        List<Integer> shifted = new ArrayList<>(target.indexes());
        shifted.set(level, index - 1);
        return new NodePath(shifted);
    }
}

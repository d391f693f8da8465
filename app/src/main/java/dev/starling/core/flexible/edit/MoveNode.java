package dev.starling.core.flexible.edit;

import dev.starling.core.text.BundleText;
import dev.starling.core.flexible.NodePath;
import dev.starling.core.flexible.SegmentGroup;
import dev.starling.core.flexible.SegmentNode;
import dev.starling.core.flexible.SegmentTrees;

/**
 * Moves a node into a group (another one, or its own to reorder).
 *
 * @param index the drop position among the destination's children as they are before the move (0 to
 *              size), as a drag shows it
 */
public record MoveNode(NodePath from, NodePath toGroup, int index) implements TreeEdit {

    /** One place earlier in its group (keyboard: move up). */
    public static MoveNode up(NodePath node) {
        return new MoveNode(node, node.isRoot() ? node : node.parent(), node.isRoot() ? 0 : node.last() - 1);
    }

    /** One place later in its group (keyboard: move down). */
    public static MoveNode down(NodePath node) {
        return new MoveNode(node, node.isRoot() ? node : node.parent(), node.isRoot() ? 0 : node.last() + 2);
    }

    @Override
    public EditResult change(SegmentNode root) {
        if (from.isRoot()) {
            throw new Refused("flexible.refuse.moveRoot");
        }
        SegmentNode moving = Lookups.node(root, from);
        if (from.isAncestorOrSelf(toGroup)) {
            throw new Refused("flexible.refuse.intoItself");
        }
        SegmentGroup destination = Lookups.group(root, toGroup);
        if (index < 0 || index > destination.children().size()) {
            throw new Refused(toGroup.equals(from.parent()) && index < 0 ? "flexible.refuse.first"
                    : toGroup.equals(from.parent()) ? "flexible.refuse.last" : "flexible.refuse.noPosition");
        }
        boolean sameGroup = toGroup.equals(from.parent());
        if (sameGroup && (index == from.last() || index == from.last() + 1)) {
            throw new Refused("flexible.refuse.noChange");
        }
        SegmentNode removed = Lookups.without(root, from);
        NodePath target = Lookups.afterRemoval(toGroup, from);
        int at = sameGroup && index > from.last() ? index - 1 : index;
        SegmentNode moved = SegmentTrees.updateGroup(removed, target, group -> group.inserting(at, moving));
        return EditResult.applied(moved, moving.id());
    }

    @Override
    public BundleText label() { return BundleText.of("flexible.edit.move"); }
}

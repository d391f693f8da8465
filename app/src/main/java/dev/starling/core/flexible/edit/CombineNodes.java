package dev.starling.core.flexible.edit;

import dev.starling.core.flexible.BooleanOperator;
import dev.starling.core.text.BundleText;
import dev.starling.core.flexible.NodePath;
import dev.starling.core.flexible.SegmentGroup;
import dev.starling.core.flexible.SegmentNode;
import dev.starling.core.flexible.SegmentTrees;
import java.util.List;

/**
 * Drops one node onto another: both go into a new group, in the target's place (target first, then
 * the dropped node), which is how a marketer says "these two together".
 */
public record CombineNodes(NodePath dragged, NodePath target, BooleanOperator operator) implements TreeEdit {

    @Override
    public EditResult change(SegmentNode root) {
        if (dragged.isRoot()) {
            throw new Refused("flexible.refuse.moveRoot");
        }
        SegmentNode moving = Lookups.node(root, dragged);
        SegmentNode onto = Lookups.node(root, target);
        if (dragged.isAncestorOrSelf(target)) {
            throw new Refused(dragged.equals(target) ? "flexible.refuse.ontoItself" : "flexible.refuse.intoItself");
        }
        SegmentNode removed = Lookups.without(root, dragged);
        NodePath targetNow = Lookups.afterRemoval(target, dragged);
        SegmentGroup wrapper = SegmentGroup.of(operator, List.of(onto, moving));
        return EditResult.applied(SegmentTrees.replace(removed, targetNow, wrapper), wrapper.id());
    }

    @Override
    public BundleText label() { return BundleText.of("flexible.edit.combine"); }
}

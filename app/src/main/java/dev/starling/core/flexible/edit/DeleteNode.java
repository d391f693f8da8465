package dev.starling.core.flexible.edit;

import dev.starling.core.text.BundleText;
import dev.starling.core.flexible.NodePath;
import dev.starling.core.flexible.SegmentGroup;
import dev.starling.core.flexible.SegmentNode;

/** Removes a node and everything under it. Deleting the root leaves an empty AND group to start over. */
public record DeleteNode(NodePath node) implements TreeEdit {

    @Override
    public EditResult change(SegmentNode root) {
        SegmentNode deleting = Lookups.node(root, node);
        if (node.isRoot()) {
            if (deleting instanceof SegmentGroup group && group.children().isEmpty()) {
                throw new Refused("flexible.refuse.noChange");
            }
            SegmentGroup fresh = SegmentGroup.empty();
            return EditResult.applied(fresh, fresh.id());
        }
        SegmentNode after = Lookups.without(root, node);
        SegmentGroup parent = Lookups.group(after, node.parent());
        // Select the next sibling, else the previous one, else the parent.
        SegmentNode focus = parent.children().isEmpty() ? parent
                : parent.children().get(Math.min(node.last(), parent.children().size() - 1));
        return EditResult.applied(after, focus.id());
    }

    @Override
    public BundleText label() { return BundleText.of("flexible.edit.delete"); }
}

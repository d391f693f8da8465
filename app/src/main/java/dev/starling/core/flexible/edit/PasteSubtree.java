package dev.starling.core.flexible.edit;

import dev.starling.core.flexible.BundleText;
import dev.starling.core.flexible.NodePath;
import dev.starling.core.flexible.SegmentGroup;
import dev.starling.core.flexible.SegmentLeaf;
import dev.starling.core.flexible.SegmentNode;
import dev.starling.core.flexible.SegmentTrees;

/**
 * Pastes a copied subtree into a group at {@code index} (-1: after the last child). The copy gets new
 * ids, so pasting next to the original gives two independent nodes.
 */
public record PasteSubtree(NodePath group, int index, SegmentNode subtree) implements TreeEdit {

    @Override
    public BundleText label() {
        return BundleText.of("flexible.edit.paste");
    }

    @Override
    public EditResult change(SegmentNode root) {
        SegmentGroup target = Lookups.group(root, group);
        int at = index < 0 ? target.children().size() : index;
        Lookups.insertIndex(target, at);
        for (SegmentLeaf leaf : SegmentTrees.leaves(subtree)) {
            Lookups.usable(leaf.audience());
        }
        SegmentNode copy = subtree.withFreshIds();
        return EditResult.applied(SegmentTrees.replace(root, group, target.inserting(at, copy)), copy.id());
    }
}

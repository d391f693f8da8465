package dev.starling.core.flexible.edit;

import dev.starling.core.text.BundleText;
import dev.starling.core.flexible.NodePath;
import dev.starling.core.flexible.SegmentLeaf;
import dev.starling.core.flexible.SegmentNode;
import dev.starling.core.flexible.SegmentTrees;

/**
 * Pastes a copied subtree into a group at {@code index} (-1: after the last child). The copy gets new
 * ids, so pasting next to the original gives two independent nodes.
 */
public record PasteSubtree(NodePath group, int index, SegmentNode subtree) implements TreeEdit {

    @Override
    public EditResult change(SegmentNode root) {
        return Lookups.inserted(root, group, index, () -> {
            for (SegmentLeaf leaf : SegmentTrees.leaves(subtree)) {
                Lookups.usable(leaf.audience());
            }
            return subtree.withFreshIds();
        });
    }

    @Override
    public BundleText label() { return BundleText.of("flexible.edit.paste"); }
}

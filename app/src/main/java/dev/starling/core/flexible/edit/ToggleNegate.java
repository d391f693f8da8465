package dev.starling.core.flexible.edit;

import dev.starling.core.flexible.BundleText;
import dev.starling.core.flexible.NodePath;
import dev.starling.core.flexible.SegmentNode;
import dev.starling.core.flexible.SegmentTrees;

/** Switches a node between included and excluded ({@code negate}). */
public record ToggleNegate(NodePath node) implements TreeEdit {

    @Override
    public BundleText label() {
        return BundleText.of("flexible.edit.negate");
    }

    @Override
    public EditResult change(SegmentNode root) {
        SegmentNode toggled = Lookups.node(root, node);
        return EditResult.applied(SegmentTrees.replace(root, node, toggled.withNegate(!toggled.negate())),
                toggled.id());
    }
}

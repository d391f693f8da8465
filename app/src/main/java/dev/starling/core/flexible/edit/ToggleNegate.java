package dev.starling.core.flexible.edit;

import dev.starling.core.text.BundleText;
import dev.starling.core.flexible.NodePath;
import dev.starling.core.flexible.SegmentNode;

/** Switches a node between included and excluded ({@code negate}). */
public record ToggleNegate(NodePath node) implements TreeEdit {

    @Override
    public EditResult change(SegmentNode root) {
        SegmentNode toggled = Lookups.node(root, node);
        return Lookups.inPlace(root, node, toggled, toggled.withNegate(!toggled.negate()));
    }

    @Override
    public BundleText label() { return BundleText.of("flexible.edit.negate"); }
}

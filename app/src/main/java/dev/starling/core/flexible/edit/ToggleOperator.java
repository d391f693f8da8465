package dev.starling.core.flexible.edit;

import dev.starling.core.flexible.BooleanOperator;
import dev.starling.core.text.BundleText;
import dev.starling.core.flexible.NodePath;
import dev.starling.core.flexible.SegmentGroup;
import dev.starling.core.flexible.SegmentNode;

/** Switches a group between AND and OR (a group imported without an operator becomes AND). */
public record ToggleOperator(NodePath group) implements TreeEdit {

    @Override
    public EditResult change(SegmentNode root) {
        SegmentGroup toggled = Lookups.group(root, group);
        BooleanOperator next = toggled.operator() == null ? BooleanOperator.AND : toggled.operator().toggled();
        return Lookups.inPlace(root, group, toggled, toggled.withOperator(next));
    }

    @Override
    public BundleText label() { return BundleText.of("flexible.edit.operator"); }
}

package dev.starling.core.flexible.edit;

import dev.starling.core.flexible.BooleanOperator;
import dev.starling.core.flexible.NodePath;
import dev.starling.core.flexible.SegmentGroup;
import dev.starling.core.flexible.SegmentNode;
import dev.starling.core.text.BundleText;
import java.util.List;

/**
 * Adds an empty group (AND) to a group at {@code index} (-1: after its last child), selected, so the
 * audiences added next go into it. Until one does, validation marks it empty.
 */
public record AddGroup(NodePath group, int index, BooleanOperator operator) implements TreeEdit {

    /** After the group's last child. */
    public static AddGroup append(NodePath group) {
        return new AddGroup(group, -1, BooleanOperator.AND);
    }

    @Override
    public EditResult change(SegmentNode root) {
        return Lookups.inserted(root, group, index, () -> SegmentGroup.of(operator, List.of()));
    }

    @Override
    public BundleText label() { return BundleText.of("flexible.edit.addGroup"); }
}

package dev.starling.core.flexible.edit;

import dev.starling.core.text.BundleText;
import dev.starling.core.flexible.NodePath;
import dev.starling.core.flexible.SegmentGroup;
import dev.starling.core.flexible.SegmentNode;
import dev.starling.core.flexible.SegmentTrees;
import java.util.ArrayList;
import java.util.List;

/**
 * Replaces a group by its children, in its place. The root can only be unwrapped when it holds a
 * single child (which becomes the root): a tree has one root.
 */
public record UnwrapGroup(NodePath group) implements TreeEdit {

    @Override
    public EditResult change(SegmentNode root) {
        SegmentGroup unwrapping = Lookups.group(root, group);
        if (group.isRoot()) {
            if (unwrapping.children().size() != 1) {
                throw new Refused("flexible.refuse.unwrapRoot");
            }
            SegmentNode only = unwrapping.children().get(0);
            return EditResult.applied(only, only.id());
        }
        SegmentGroup parent = Lookups.group(root, group.parent());
        List<SegmentNode> children = new ArrayList<>(parent.children());
        children.remove(group.last());
        children.addAll(group.last(), unwrapping.children());
        SegmentNode focus = unwrapping.children().isEmpty() ? parent : unwrapping.children().get(0);
        return EditResult.applied(SegmentTrees.replace(root, group.parent(), parent.withChildren(children)),
                focus.id());
    }

    @Override
    public BundleText label() { return BundleText.of("flexible.edit.unwrap"); }
}

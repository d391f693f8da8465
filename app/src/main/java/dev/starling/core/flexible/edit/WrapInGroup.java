package dev.starling.core.flexible.edit;

import dev.starling.core.flexible.BooleanOperator;
import dev.starling.core.text.BundleText;
import dev.starling.core.flexible.NodePath;
import dev.starling.core.flexible.SegmentGroup;
import dev.starling.core.flexible.SegmentNode;
import dev.starling.core.flexible.SegmentTrees;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * Wraps one node, or several siblings, in a new group placed where the first of them was. The
 * wrapped nodes keep their order and their ids.
 */
public record WrapInGroup(List<NodePath> nodes, BooleanOperator operator) implements TreeEdit {

    public WrapInGroup {
        nodes = List.copyOf(nodes);
    }

    public static WrapInGroup of(NodePath node, BooleanOperator operator) {
        return new WrapInGroup(List.of(node), operator);
    }

    @Override
    public EditResult change(SegmentNode root) {
        if (nodes.isEmpty()) {
            throw new Refused("flexible.refuse.nothingSelected");
        }
        if (nodes.size() == 1 && nodes.get(0).isRoot()) {
            SegmentGroup wrapper = SegmentGroup.of(operator, List.of(root));
            return EditResult.applied(wrapper, wrapper.id());
        }
        NodePath parentPath = nodes.get(0).isRoot() ? null : nodes.get(0).parent();
        TreeSet<Integer> indexes = new TreeSet<>();
        for (NodePath node : nodes) {
            if (node.isRoot() || !node.parent().equals(parentPath)) {
                throw new Refused("flexible.refuse.notSiblings");
            }
            Lookups.node(root, node);
            indexes.add(node.last());
        }
        SegmentGroup parent = Lookups.group(root, parentPath);
        List<SegmentNode> wrapped = new ArrayList<>();
        List<SegmentNode> kept = new ArrayList<>();
        for (int i = 0; i < parent.children().size(); i++) {
            (indexes.contains(i) ? wrapped : kept).add(parent.children().get(i));
        }
        SegmentGroup wrapper = SegmentGroup.of(operator, wrapped);
        kept.add(indexes.first(), wrapper);
        return EditResult.applied(SegmentTrees.replace(root, parentPath, parent.withChildren(kept)), wrapper.id());
    }

    @Override
    public BundleText label() { return BundleText.of("flexible.edit.wrap"); }
}

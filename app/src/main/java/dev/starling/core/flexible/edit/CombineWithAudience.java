package dev.starling.core.flexible.edit;

import dev.starling.core.flexible.AudienceFacts;
import dev.starling.core.flexible.BooleanOperator;
import dev.starling.core.text.BundleText;
import dev.starling.core.flexible.NodePath;
import dev.starling.core.flexible.SegmentGroup;
import dev.starling.core.flexible.SegmentLeaf;
import dev.starling.core.flexible.SegmentNode;
import dev.starling.core.flexible.SegmentTrees;
import java.util.List;

/** Drops an audience from the palette onto a node: the node and a new leaf go into a new group in its place. */
public record CombineWithAudience(NodePath target, AudienceFacts audience, BooleanOperator operator)
        implements TreeEdit {

    @Override
    public EditResult change(SegmentNode root) {
        SegmentNode onto = Lookups.node(root, target);
        Lookups.usable(audience);
        SegmentLeaf leaf = SegmentLeaf.of(audience);
        SegmentGroup wrapper = SegmentGroup.of(operator, List.of(onto, leaf));
        return EditResult.applied(SegmentTrees.replace(root, target, wrapper), leaf.id());
    }

    @Override
    public BundleText label() { return BundleText.of("flexible.edit.add", audience.label()); }
}

package dev.starling.core.flexible.edit;

import dev.starling.core.text.BundleText;
import dev.starling.core.flexible.NodePath;
import dev.starling.core.flexible.SegmentLeaf;
import dev.starling.core.flexible.SegmentNode;

/** Sets how many times a person must have been seen (at least 1). */
public record SetFrequency(NodePath leaf, int times) implements TreeEdit {

    @Override
    public EditResult change(SegmentNode root) {
        SegmentLeaf changing = Lookups.leaf(root, leaf);
        if (times < 1) {
            throw new Refused("flexible.refuse.frequency", times);
        }
        return Lookups.inPlace(root, leaf, changing, changing.withFrequency(times));
    }

    @Override
    public BundleText label() { return BundleText.of("flexible.edit.frequency"); }
}

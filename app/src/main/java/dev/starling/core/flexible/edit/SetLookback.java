package dev.starling.core.flexible.edit;

import dev.starling.core.text.BundleText;
import dev.starling.core.flexible.NodePath;
import dev.starling.core.flexible.SegmentLeaf;
import dev.starling.core.flexible.SegmentNode;
import dev.starling.core.flexible.SegmentRules;

/** Sets a leaf's lookback window: 1, 7, 14 or 30 days. */
public record SetLookback(NodePath leaf, int days) implements TreeEdit {

    @Override
    public EditResult change(SegmentNode root) {
        SegmentLeaf changing = Lookups.leaf(root, leaf);
        if (!SegmentRules.validLookback(days)) {
            throw new Refused("flexible.refuse.lookback", days);
        }
        return Lookups.inPlace(root, leaf, changing, changing.withLookbackWindow(days));
    }

    @Override
    public BundleText label() { return BundleText.of("flexible.edit.lookback"); }
}

package dev.starling.core.flexible.edit;

import dev.starling.core.text.BundleText;
import dev.starling.core.flexible.FrequencyComparator;
import dev.starling.core.flexible.NodePath;
import dev.starling.core.flexible.SegmentLeaf;
import dev.starling.core.flexible.SegmentNode;
import java.util.Objects;

/** Sets how a leaf compares the times seen with its frequency (≥ > = ≤ <). */
public record SetComparator(NodePath leaf, FrequencyComparator comparator) implements TreeEdit {

    public SetComparator {
        Objects.requireNonNull(comparator, "comparator");
    }

    @Override
    public EditResult change(SegmentNode root) {
        SegmentLeaf changing = Lookups.leaf(root, leaf);
        return Lookups.inPlace(root, leaf, changing, changing.withComparator(comparator));
    }

    @Override
    public BundleText label() { return BundleText.of("flexible.edit.comparator"); }
}

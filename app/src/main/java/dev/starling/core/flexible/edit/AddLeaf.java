package dev.starling.core.flexible.edit;

import dev.starling.core.flexible.AudienceFacts;
import dev.starling.core.text.BundleText;
import dev.starling.core.flexible.NodePath;
import dev.starling.core.flexible.SegmentLeaf;
import dev.starling.core.flexible.SegmentNode;

/** Adds a leaf for {@code audience} (API defaults: 30 days, at least once) to a group at {@code index}. */
public record AddLeaf(NodePath group, int index, AudienceFacts audience) implements TreeEdit {

    /** After the group's last child. */
    public static AddLeaf append(NodePath group, AudienceFacts audience) {
        return new AddLeaf(group, -1, audience);
    }

    @Override
    public EditResult change(SegmentNode root) {
        return Lookups.inserted(root, group, index, () -> {
            Lookups.usable(audience);
            return SegmentLeaf.of(audience);
        });
    }

    @Override
    public BundleText label() { return BundleText.of("flexible.edit.add", audience.label()); }
}

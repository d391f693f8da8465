package dev.starling.core.flexible.edit;

import dev.starling.core.text.BundleText;
import dev.starling.core.flexible.NodeId;
import dev.starling.core.flexible.SegmentNode;
import java.util.Objects;

/**
 * What an edit did: the new tree and the node to select next, or why the edit is refused (shown
 * while dragging, and as the answer to a refused key press).
 *
 * @param root the tree after the edit; null when refused
 * @param focus the node to select after the edit (new, moved or changed); null when refused
 * @param refusal null when applied
 */
public record EditResult(SegmentNode root, NodeId focus, BundleText refusal) {

    public static EditResult applied(SegmentNode root, NodeId focus) {
        return new EditResult(Objects.requireNonNull(root, "root"), focus, null);
    }

    public static EditResult refused(BundleText why) {
        return new EditResult(null, null, Objects.requireNonNull(why, "why"));
    }

    public boolean isApplied() {
        return refusal == null;
    }
}

package dev.starling.core.flexible.edit;

import dev.starling.core.text.BundleText;
import dev.starling.core.flexible.SegmentNode;
import dev.starling.core.flexible.SegmentRules;
import java.util.Optional;

/**
 * One edit of a segment tree, as a command object: it computes a new immutable tree from the old one
 * or refuses with a reason. {@link EditHistory} keeps the trees before and after, so every edit can be
 * undone and redone exactly. Edits that would break the API's limits (more than
 * {@value SegmentRules#MAX_LEAVES} leaves, deeper than {@value SegmentRules#MAX_DEPTH} levels) are
 * refused, unless the tree was already past them (an imported tree may be shrunk step by step).
 */
public interface TreeEdit {

    /** The bundle key naming the edit, for "Undo …" / "Redo …" labels. */
    BundleText label();

    /** The new tree and the node to focus; throws {@link Refused} (through the helpers) to refuse. */
    EditResult change(SegmentNode root);

    /** Applies the edit to {@code root}: the new tree, or the reason it is refused. Never throws for a bad edit. */
    default EditResult apply(SegmentNode root) {
        EditResult result;
        try {
            result = change(root);
        } catch (Refused refused) {
            return EditResult.refused(refused.why);
        }
        if (!result.isApplied()) {
            return result;
        }
        int leaves = result.root().leafCount();
        if (leaves > SegmentRules.MAX_LEAVES && leaves > root.leafCount()) {
            return EditResult.refused(BundleText.of("flexible.refuse.tooManyLeaves", SegmentRules.MAX_LEAVES));
        }
        int depth = result.root().depth();
        if (depth > SegmentRules.MAX_DEPTH && depth > root.depth()) {
            return EditResult.refused(BundleText.of("flexible.refuse.tooDeep", SegmentRules.MAX_DEPTH));
        }
        return result;
    }

    /** Whether the edit applies to {@code root} (while dragging: whether the drop is accepted). */
    default boolean canApply(SegmentNode root) {
        return apply(root).isApplied();
    }

    /** Why the edit does not apply to {@code root}, or empty when it does. */
    default Optional<BundleText> refusal(SegmentNode root) {
        return Optional.ofNullable(apply(root).refusal());
    }
}

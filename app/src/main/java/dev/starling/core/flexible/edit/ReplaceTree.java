package dev.starling.core.flexible.edit;

import dev.starling.core.text.BundleText;
import dev.starling.core.flexible.SegmentNode;

/** Replaces the whole tree (importing JSON, duplicating an audience): undoable like any other edit. */
public record ReplaceTree(SegmentNode replacement) implements TreeEdit {

    @Override
    public EditResult change(SegmentNode root) {
        return EditResult.applied(replacement, replacement.id());
    }

    /** An import may hold anything (validation explains it), so the limits do not refuse it. */
    @Override
    public EditResult apply(SegmentNode root) {
        return change(root);
    }

    @Override
    public BundleText label() { return BundleText.of("flexible.edit.replace"); }
}

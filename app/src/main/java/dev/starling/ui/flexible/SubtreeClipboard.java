package dev.starling.ui.flexible;

import dev.starling.core.flexible.SegmentJson;
import dev.starling.core.flexible.SegmentNode;
import dev.starling.core.text.Messages;
import java.util.Optional;

/** The editor's copied subtree: copy, cut and paste here or into another draft (its JSON goes to the system clipboard). */
final class SubtreeClipboard {

    private final TreeEditorViewModel editor;
    private SegmentNode copied;

    SubtreeClipboard(TreeEditorViewModel editor) {
        this.editor = editor;
    }

    /** Copies the selected subtree; returns its {@code segments} JSON for the system clipboard. */
    Optional<String> copy() {
        Optional<SegmentNode> node = editor.selectedNode();
        if (node.isEmpty()) {
            editor.refuse(Messages.text("flexui.refuse.selectNode"));
            return Optional.empty();
        }
        copied = node.get();
        editor.say(Messages.text("flexui.copied", node.get().leafCount()));
        return Optional.of(SegmentJson.pretty(SegmentJson.segments(node.get())));
    }

    Optional<String> cut() {
        Optional<String> json = copy();
        if (json.isPresent() && !editor.delete()) {
            return Optional.empty();
        }
        return json;
    }

    boolean isEmpty() {
        return copied == null;
    }

    boolean paste() {
        if (copied == null) {
            editor.refuse(Messages.text("flexui.refuse.clipboardEmpty"));
            return false;
        }
        return editor.pasteSubtree(copied);
    }
}

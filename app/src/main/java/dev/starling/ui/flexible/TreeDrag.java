package dev.starling.ui.flexible;

import javafx.scene.input.DataFormat;

/**
 * What the editor's drags carry: a palette audience's id, or the id of a node of the open tree. Custom
 * formats, so nothing dragged in from elsewhere is mistaken for them.
 */
final class TreeDrag {

    static final DataFormat AUDIENCE = format("application/x-starling-audience-id");
    static final DataFormat NODE = format("application/x-starling-segment-node");

    private TreeDrag() {
    }

    private static DataFormat format(String mime) {
        DataFormat existing = DataFormat.lookupMimeType(mime);
        return existing != null ? existing : new DataFormat(mime);
    }
}

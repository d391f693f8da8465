package dev.starling.ui.flexible;

import dev.starling.core.flexible.AudienceFacts;
import dev.starling.core.flexible.NodeId;
import dev.starling.core.flexible.SegmentGroup;
import dev.starling.core.flexible.SegmentNode;
import dev.starling.core.flexible.edit.TreeEdit;
import dev.starling.core.text.Messages;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Function;
import javafx.scene.input.ClipboardContent;
import javafx.scene.input.DragEvent;
import javafx.scene.input.Dragboard;
import javafx.scene.input.TransferMode;
import javafx.scene.layout.Region;

/**
 * Dragging on the tree: palette audiences onto groups (added), onto leaves (both wrapped in a new
 * group), or onto a leaf's top or bottom edge (inserted before or after it); cards moved the same way.
 * While dragging, the edit a drop would make is asked of the model: a drop it refuses is not accepted,
 * and its reason is shown through {@code hint}.
 */
final class TreeDragAndDrop {

    /** The part of a leaf card's height, at its top and bottom, that means "before" and "after". */
    private static final double EDGE = 0.28;

    private final TreeEditorViewModel editor;
    private final Function<String, Optional<AudienceFacts>> audiences;
    private final Consumer<String> hint;

    /**
     * @param audiences facts of a palette audience by id
     * @param hint where the reason a drop is refused (or what it will do) is shown
     */
    TreeDragAndDrop(TreeEditorViewModel editor, Function<String, Optional<AudienceFacts>> audiences,
                    Consumer<String> hint) {
        this.editor = editor;
        this.audiences = audiences;
        this.hint = hint;
    }

    void attach(Region card, SegmentNode node, boolean root) {
        if (!root && !editor.readOnlyProperty().get()) {
            card.setOnDragDetected(event -> {
                ClipboardContent content = new ClipboardContent();
                content.put(TreeDrag.NODE, node.id().value());
                Dragboard board = card.startDragAndDrop(TransferMode.MOVE);
                board.setContent(content);
                // The card's first row: the audience's (or the group's) name.
                board.setDragView(DragImages.of(card.getChildrenUnmodifiable().get(0)));
                editor.select(node.id());
                event.consume();
            });
        }
        card.setOnDragOver(event -> {
            Optional<TreeEdit> edit = editFor(event, card, node);
            if (edit.isEmpty()) {
                return;
            }
            Optional<String> refusal = editor.refusal(edit.get());
            mark(card, refusal.isEmpty());
            if (refusal.isEmpty()) {
                event.acceptTransferModes(TransferMode.COPY_OR_MOVE);
                hint.accept(Messages.text("flexui.drop." + place(event, card, node).name()));
            } else {
                hint.accept(Messages.text("flexui.drop.refused", refusal.get()));
            }
            event.consume();
        });
        card.setOnDragExited(event -> {
            card.getStyleClass().removeAll("drop-target", "drop-refused");
            hint.accept("");
        });
        card.setOnDragDropped(event -> {
            Optional<TreeEdit> edit = editFor(event, card, node);
            boolean done = edit.isPresent() && editor.apply(edit.get());
            event.setDropCompleted(done);
            hint.accept("");
            event.consume();
        });
    }

    private Optional<TreeEdit> editFor(DragEvent event, Region card, SegmentNode node) {
        Dragboard board = event.getDragboard();
        TreeEditorViewModel.Drop where = place(event, card, node);
        if (board.hasContent(TreeDrag.NODE)) {
            Object id = board.getContent(TreeDrag.NODE);
            if (id instanceof Long value) {
                return Optional.of(editor.nodeDrop(new NodeId(value), node.id(), where));
            }
        }
        if (board.hasContent(TreeDrag.AUDIENCE)) {
            Object id = board.getContent(TreeDrag.AUDIENCE);
            return audiences.apply(String.valueOf(id))
                    .map(audience -> editor.audienceDrop(audience, node.id(), where));
        }
        return Optional.empty();
    }

    /** Groups take drops into themselves; leaves wrap in the middle, insert at the edges. */
    private static TreeEditorViewModel.Drop place(DragEvent event, Region card, SegmentNode node) {
        if (node instanceof SegmentGroup) {
            return TreeEditorViewModel.Drop.INTO;
        }
        double y = event.getY() / Math.max(1, card.getHeight());
        return y < EDGE ? TreeEditorViewModel.Drop.BEFORE : y > 1 - EDGE ? TreeEditorViewModel.Drop.AFTER
                : TreeEditorViewModel.Drop.ONTO;
    }

    private static void mark(Region card, boolean accepted) {
        card.getStyleClass().removeAll("drop-target", "drop-refused");
        card.getStyleClass().add(accepted ? "drop-target" : "drop-refused");
    }
}

package dev.starling.ui.flexible;

import dev.starling.core.flexible.edit.EditHistory;
import dev.starling.core.text.Messages;

/**
 * What undo and redo would do to the open tree, for the edit bar and its keys: whether each is
 * possible (never for a read-only tree) and, in words, the edit each would revert or repeat.
 *
 * @param undoText "Undo Move", for the button's tooltip
 */
public record UndoState(boolean canUndo, boolean canRedo, String undoText, String redoText) {

    /** Where {@code history} stands for a tree that is read-only or not. */
    static UndoState of(EditHistory history, boolean readOnly) {
        return new UndoState(!readOnly && history.canUndo(), !readOnly && history.canRedo(),
                history.undoLabel().map(label -> Messages.text("flexui.undoWhat", TreeEditorViewModel.render(label)))
                        .orElse(Messages.text("flexui.undo.none")),
                history.redoLabel().map(label -> Messages.text("flexui.redoWhat", TreeEditorViewModel.render(label)))
                        .orElse(Messages.text("flexui.redo.none")));
    }
}

package dev.starling.core.flexible.edit;

import dev.starling.core.text.BundleText;
import dev.starling.core.flexible.NodeId;
import dev.starling.core.flexible.SegmentNode;
import dev.starling.core.flexible.SegmentTrees;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;

/**
 * The tree being edited with its undo and redo stacks. Each applied {@link TreeEdit} is kept with the
 * trees before and after it (immutable, so keeping them is cheap and exact); undo restores the tree
 * before, redo the tree after. A new edit clears the redo stack. Not thread-safe: one editor owns it.
 */
public final class EditHistory {

    /** Undo steps kept; older ones are forgotten. */
    public static final int LIMIT = 500;

    private record Step(TreeEdit edit, SegmentNode before, SegmentNode after, NodeId focus) {
    }

    private final Deque<Step> undo = new ArrayDeque<>();
    private final Deque<Step> redo = new ArrayDeque<>();
    private SegmentNode current;

    public EditHistory(SegmentNode initial) {
        this.current = Objects.requireNonNull(initial, "initial");
    }

    public SegmentNode current() {
        return current;
    }

    /** Applies the edit when it can; a refused edit changes nothing and is not recorded. */
    public EditResult apply(TreeEdit edit) {
        EditResult result = edit.apply(current);
        if (result.isApplied()) {
            undo.push(new Step(edit, current, result.root(), result.focus()));
            if (undo.size() > LIMIT) {
                undo.removeLast();
            }
            redo.clear();
            current = result.root();
        }
        return result;
    }

    public boolean canUndo() {
        return !undo.isEmpty();
    }

    public boolean canRedo() {
        return !redo.isEmpty();
    }

    /** The label of the edit undo would revert ("Delete", "Move"...). */
    public Optional<BundleText> undoLabel() {
        return Optional.ofNullable(undo.peek()).map(step -> step.edit().label());
    }

    public Optional<BundleText> redoLabel() {
        return Optional.ofNullable(redo.peek()).map(step -> step.edit().label());
    }

    /** Reverts the last edit; the result focuses the node that edit focused (or the root). Empty when nothing to undo. */
    public Optional<EditResult> undo() {
        return move(undo, redo, Step::before);
    }

    public Optional<EditResult> redo() {
        return move(redo, undo, Step::after);
    }

    /** Takes the latest step off one stack onto the other and returns to its tree before or after. */
    private Optional<EditResult> move(Deque<Step> from, Deque<Step> to, Function<Step, SegmentNode> tree) {
        Step step = from.poll();
        if (step == null) {
            return Optional.empty();
        }
        to.push(step);
        current = tree.apply(step);
        return Optional.of(EditResult.applied(current, focusIn(current, step.focus())));
    }

    /** Starts over with another tree (another draft opened): both stacks are cleared. */
    public void reset(SegmentNode root) {
        current = Objects.requireNonNull(root, "root");
        undo.clear();
        redo.clear();
    }

    private static NodeId focusIn(SegmentNode root, NodeId focus) {
        return focus != null && SegmentTrees.pathOf(root, focus).isPresent()
                ? focus : root.id();
    }
}

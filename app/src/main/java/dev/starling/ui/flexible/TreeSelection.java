package dev.starling.ui.flexible;

import dev.starling.core.flexible.NodeId;
import dev.starling.core.flexible.NodePath;
import dev.starling.core.flexible.SegmentGroup;
import dev.starling.core.flexible.SegmentNode;
import dev.starling.core.flexible.SegmentTrees;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;

/** The selected card of the open tree, by {@link NodeId} so it survives edits, and keyboard moves between cards. */
final class TreeSelection {

    private final ReadOnlyObjectWrapper<NodeId> selected = new ReadOnlyObjectWrapper<>(this, "selected");
    private final Supplier<SegmentNode> root;

    TreeSelection(Supplier<SegmentNode> root) {
        this.root = root;
    }

    ReadOnlyObjectProperty<NodeId> property() {
        return selected.getReadOnlyProperty();
    }

    /** Selects {@code node} when the tree holds it (null selects nothing). */
    void select(NodeId node) {
        if (node == null || SegmentTrees.pathOf(root.get(), node).isPresent()) {
            selected.set(node);
        }
    }

    Optional<NodePath> path() {
        return selected.get() == null ? Optional.empty() : SegmentTrees.pathOf(root.get(), selected.get());
    }

    Optional<SegmentNode> node() {
        return path().flatMap(path -> SegmentTrees.nodeAt(root.get(), path));
    }

    /** Moves through the cards in reading order (parents before children). */
    void next(int step) {
        List<SegmentTrees.Located> all = SegmentTrees.walk(root.get());
        int at = 0;
        for (int i = 0; i < all.size(); i++) {
            if (all.get(i).node().id().equals(selected.get())) {
                at = i;
            }
        }
        selected.set(all.get(Math.max(0, Math.min(all.size() - 1, at + step))).node().id());
    }

    void parent() {
        path().filter(path -> !path.isRoot())
                .flatMap(path -> SegmentTrees.nodeAt(root.get(), path.parent()))
                .ifPresent(parent -> selected.set(parent.id()));
    }

    void firstChild() {
        node().filter(node -> node instanceof SegmentGroup group && !group.children().isEmpty())
                .ifPresent(group -> selected.set(((SegmentGroup) group).children().get(0).id()));
    }

    /** After an edit or opening: {@code focus} if {@code tree} holds it, else the root (or nothing when closed). */
    void focus(SegmentNode tree, NodeId focus, boolean open) {
        selected.set(focus != null && SegmentTrees.pathOf(tree, focus).isPresent() ? focus : open ? tree.id() : null);
    }

    void set(NodeId node) {
        selected.set(node);
    }
}

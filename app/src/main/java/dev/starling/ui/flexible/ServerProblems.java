package dev.starling.ui.flexible;

import dev.starling.core.flexible.NodeId;
import dev.starling.core.flexible.NodePath;
import dev.starling.core.flexible.SegmentNode;
import dev.starling.core.flexible.SegmentTrees;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** What X said about the open draft at the last attempt to create it: per node, and about the whole (the name). */
final class ServerProblems {

    private final Map<NodeId, List<String>> byNode = new HashMap<>();
    private final List<String> aboutName = new ArrayList<>();

    /** On the node it names (by id, else by its parameter path), or on the definition as a whole. */
    void add(SegmentNode root, NodeId named, String parameter, String text) {
        Optional<NodeId> node = named != null && SegmentTrees.pathOf(root, named).isPresent()
                ? Optional.of(named) : NodePath.fromParameter(parameter)
                .flatMap(at -> SegmentTrees.nodeAt(root, at)).map(SegmentNode::id);
        if (node.isPresent()) {
            byNode.computeIfAbsent(node.get(), id -> new ArrayList<>()).add(text);
        } else {
            aboutName.add(text);
        }
    }

    void clear() {
        byNode.clear();
        aboutName.clear();
    }

    /** The name changed: what X said about the old one no longer holds. */
    void clearName() {
        aboutName.clear();
    }

    boolean isEmpty() {
        return byNode.isEmpty() && aboutName.isEmpty();
    }

    int count() {
        return aboutName.size() + byNode.values().stream().mapToInt(List::size).sum();
    }

    boolean hasAt(NodeId node) {
        return byNode.containsKey(node);
    }

    List<String> at(NodeId node) {
        return byNode.getOrDefault(node, List.of());
    }

    List<String> aboutName() {
        return aboutName;
    }
}

package dev.starling.core.flexible;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/** Finding and replacing nodes of an immutable segment tree by path or id. */
public final class SegmentTrees {

    private SegmentTrees() {
    }

    /** The node at {@code path}, if the path exists in the tree. */
    public static Optional<SegmentNode> nodeAt(SegmentNode root, NodePath path) {
        SegmentNode node = root;
        for (int index : path.indexes()) {
            if (!(node instanceof SegmentGroup group) || index >= group.children().size()) {
                return Optional.empty();
            }
            node = group.children().get(index);
        }
        return Optional.of(node);
    }

    /** The group at {@code path}, if there is a group there. */
    public static Optional<SegmentGroup> groupAt(SegmentNode root, NodePath path) {
        return nodeAt(root, path).filter(SegmentGroup.class::isInstance).map(SegmentGroup.class::cast);
    }

    /** The path of the node with this id, if it is in the tree. */
    public static Optional<NodePath> pathOf(SegmentNode root, NodeId id) {
        return find(root, id, NodePath.root());
    }

    private static Optional<NodePath> find(SegmentNode node, NodeId id, NodePath here) {
        if (node.id().equals(id)) {
            return Optional.of(here);
        }
        if (node instanceof SegmentGroup group) {
            for (int i = 0; i < group.children().size(); i++) {
                Optional<NodePath> found = find(group.children().get(i), id, here.child(i));
                if (found.isPresent()) {
                    return found;
                }
            }
        }
        return Optional.empty();
    }

    /** The tree with the node at {@code path} replaced by {@code replacement} (the path must exist). */
    public static SegmentNode replace(SegmentNode root, NodePath path, SegmentNode replacement) {
        if (path.isRoot()) {
            return replacement;
        }
        SegmentGroup parent = groupAt(root, path.parent()).orElseThrow(() ->
                new IllegalArgumentException("no group at " + path.parent()));
        return replace(root, path.parent(), parent.withChild(path.last(), replacement));
    }

    /** The tree with the group at {@code path} changed by {@code change}. */
    public static SegmentNode updateGroup(SegmentNode root, NodePath path,
                                          Function<SegmentGroup, SegmentGroup> change) {
        SegmentGroup group = groupAt(root, path).orElseThrow(() -> new IllegalArgumentException("no group at " + path));
        return replace(root, path, change.apply(group));
    }

    /** Every leaf, in tree order (depth first, children in order). */
    public static List<SegmentLeaf> leaves(SegmentNode root) {
        List<SegmentLeaf> leaves = new ArrayList<>();
        collect(root, leaves);
        return leaves;
    }

    private static void collect(SegmentNode node, List<SegmentLeaf> leaves) {
        if (node instanceof SegmentLeaf leaf) {
            leaves.add(leaf);
        } else if (node instanceof SegmentGroup group) {
            group.children().forEach(child -> collect(child, leaves));
        }
    }

    /** Every node with its path, parents before children. */
    public static List<Located> walk(SegmentNode root) {
        List<Located> all = new ArrayList<>();
        walk(root, NodePath.root(), all);
        return all;
    }

    private static void walk(SegmentNode node, NodePath path, List<Located> all) {
        all.add(new Located(path, node));
        if (node instanceof SegmentGroup group) {
            for (int i = 0; i < group.children().size(); i++) {
                walk(group.children().get(i), path.child(i), all);
            }
        }
    }

    /** A node and where it is. */
    public record Located(NodePath path, SegmentNode node) {
    }

    /**
     * The tree with every leaf's audience facts replaced by what {@code lookup} knows (ids and every
     * other field kept): after importing JSON, or to refresh sizes and states from the account.
     *
     * @param lookup the facts for an audience id; return {@link AudienceFacts#missing} for unknown ids
     */
    public static SegmentNode withFacts(SegmentNode node, Function<String, AudienceFacts> lookup) {
        if (node instanceof SegmentLeaf leaf) {
            AudienceFacts facts = lookup.apply(leaf.audienceId());
            return facts == null ? leaf : leaf.withAudience(facts);
        }
        SegmentGroup group = (SegmentGroup) node;
        return group.withChildren(group.children().stream().map(child -> withFacts(child, lookup)).toList());
    }
}

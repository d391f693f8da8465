package dev.starling.core.flexible;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A group: {@code boolean_operator} over ordered {@code child_segments}.
 *
 * @param operator null only for a tree read from JSON that lacks one (validation reports it)
 */
public record SegmentGroup(NodeId id, BooleanOperator operator, boolean negate, List<SegmentNode> children)
        implements SegmentNode {

    public SegmentGroup {
        Objects.requireNonNull(id, "id");
        children = List.copyOf(children);
    }

    /** A new group with a fresh id. */
    public static SegmentGroup of(BooleanOperator operator, List<? extends SegmentNode> children) {
        return new SegmentGroup(NodeId.next(), operator, false, List.copyOf(children));
    }

    /** A new empty AND group: the root of a fresh draft. */
    public static SegmentGroup empty() {
        return of(BooleanOperator.AND, List.of());
    }

    @Override
    public SegmentGroup withNegate(boolean negate) {
        return new SegmentGroup(id, operator, negate, children);
    }

    public SegmentGroup withOperator(BooleanOperator operator) {
        return new SegmentGroup(id, operator, negate, children);
    }

    public SegmentGroup withChildren(List<? extends SegmentNode> children) {
        return new SegmentGroup(id, operator, negate, List.copyOf(children));
    }

    public SegmentGroup withChild(int index, SegmentNode child) {
        List<SegmentNode> copy = new ArrayList<>(children);
        copy.set(index, child);
        return withChildren(copy);
    }

    public SegmentGroup inserting(int index, SegmentNode child) {
        List<SegmentNode> copy = new ArrayList<>(children);
        copy.add(index, child);
        return withChildren(copy);
    }

    public SegmentGroup removing(int index) {
        List<SegmentNode> copy = new ArrayList<>(children);
        copy.remove(index);
        return withChildren(copy);
    }

    @Override
    public SegmentGroup withFreshIds() {
        return new SegmentGroup(NodeId.next(), operator, negate,
                children.stream().map(SegmentNode::withFreshIds).toList());
    }

    @Override
    public int leafCount() {
        return children.stream().mapToInt(SegmentNode::leafCount).sum();
    }

    @Override
    public int depth() {
        return 1 + children.stream().mapToInt(SegmentNode::depth).max().orElse(0);
    }
}

package dev.starling.core.flexible;

/**
 * A node of a flexible audience's segment tree: a {@link SegmentGroup} combining children with AND or
 * OR, or a {@link SegmentLeaf} naming a custom audience. Immutable: edits build new trees that share
 * unchanged nodes and keep their {@link NodeId}s.
 */
public sealed interface SegmentNode permits SegmentGroup, SegmentLeaf {

    NodeId id();

    /** {@code negate}: the node's people are excluded rather than included. */
    boolean negate();

    SegmentNode withNegate(boolean negate);

    /** The same subtree with new ids throughout (pasting a copy next to its original). */
    SegmentNode withFreshIds();

    /** Number of leaves in this subtree. */
    int leafCount();

    /** Levels in this subtree: 1 for a leaf or an empty group. */
    int depth();
}

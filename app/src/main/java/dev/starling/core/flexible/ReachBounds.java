package dev.starling.core.flexible;

import dev.starling.core.text.BundleText;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The interval a flexible audience's size must lie in, from its leaves' {@code audience_size} alone:
 * bounds, never an estimate (the API does not report overlaps).
 * <ul>
 *   <li>A leaf with the API's default filter (seen at least once in 30 days) is its audience: exactly
 *       its size. A narrower filter can only shrink it: 0 to its size.</li>
 *   <li>AND is at most its smallest part (and at least 0: the parts may not overlap).</li>
 *   <li>OR is at least its largest part and at most the sum of its parts.</li>
 *   <li>An excluded (negated) part of an AND can only shrink it: the lower bound drops by the part's
 *       upper bound. An excluded part of an OR, or an excluded root, adds everyone else: no upper bound.</li>
 *   <li>An unknown size makes the bounds that depend on it unknown.</li>
 * </ul>
 *
 * @param atLeast null when unknown
 * @param atMost null when unknown or unbounded
 * @param unbounded true when an exclusion leaves everyone else in (no upper bound exists)
 * @param unknownSizes the audiences whose size is unknown, in tree order
 */
public record ReachBounds(Long atLeast, Long atMost, boolean unbounded, List<String> unknownSizes) {

    public ReachBounds {
        unknownSizes = List.copyOf(unknownSizes);
    }

    /** Bounds of one node's own set (its negate flag is applied by its parent). */
    private record Interval(Long low, Long high, boolean unbounded) {
    }

    public static ReachBounds of(SegmentNode root) {
        Set<String> unknown = new LinkedHashSet<>();
        SegmentTrees.leaves(root).stream().filter(leaf -> leaf.audience().size() == null)
                .forEach(leaf -> unknown.add(leaf.audience().label()));
        if (root.negate()) {
            return new ReachBounds(0L, null, true, new ArrayList<>(unknown));
        }
        Interval interval = interval(root);
        return new ReachBounds(interval.low(), interval.unbounded() ? null : interval.high(), interval.unbounded(),
                new ArrayList<>(unknown));
    }

    private static Interval interval(SegmentNode node) {
        if (node instanceof SegmentLeaf leaf) {
            Integer size = leaf.audience().size();
            if (size == null) {
                return new Interval(null, null, false);
            }
            return new Interval(leaf.defaultFilter() ? (long) size : 0L, (long) size, false);
        }
        SegmentGroup group = (SegmentGroup) node;
        if (group.children().isEmpty() || group.operator() == null) {
            return new Interval(null, null, false);
        }
        List<Interval> included = new ArrayList<>();
        List<Interval> excluded = new ArrayList<>();
        for (SegmentNode child : group.children()) {
            (child.negate() ? excluded : included).add(interval(child));
        }
        return group.operator() == BooleanOperator.AND ? and(included, excluded) : or(included, excluded);
    }

    private static Interval and(List<Interval> included, List<Interval> excluded) {
        if (included.isEmpty()) {
            // Only exclusions: everyone not in them.
            return new Interval(0L, null, true);
        }
        Long high = null;
        boolean unbounded = true;
        for (Interval part : included) {
            if (!part.unbounded()) {
                unbounded = false;
                if (part.high() != null) {
                    high = high == null ? part.high() : Math.min(high, part.high());
                }
            }
        }
        Long low = included.size() == 1 ? included.get(0).low() : Long.valueOf(0L);
        if (low != null && low > 0) {
            for (Interval part : excluded) {
                low = part.high() == null || part.unbounded() ? 0L : Math.max(0L, low - part.high());
            }
        }
        return new Interval(low, unbounded ? null : high, unbounded);
    }

    private static Interval or(List<Interval> included, List<Interval> excluded) {
        Long low = null;
        Long high = 0L;
        boolean unbounded = !excluded.isEmpty();
        for (Interval part : included) {
            if (part.low() != null) {
                low = low == null ? part.low() : Math.max(low, part.low());
            }
            unbounded |= part.unbounded();
            high = high == null || part.high() == null ? null : high + part.high();
        }
        if (low == null && unbounded) {
            low = 0L;
        }
        return new Interval(low, unbounded ? null : high, unbounded);
    }

    /**
     * Whether X will not target it: even the upper bound is under X's minimum of
     * {@value SegmentRules#MIN_TARGETABLE_USERS} matched users.
     */
    public boolean belowTargetingMinimum() {
        return !unbounded && atMost != null && atMost < SegmentRules.MIN_TARGETABLE_USERS;
    }

    /** Known exactly (both bounds equal). */
    public boolean exact() {
        return atLeast != null && atLeast.equals(atMost);
    }

    /** The bounds in words, labelled as bounds. */
    public BundleText describe() {
        if (unbounded) {
            return atLeast != null && atLeast > 0 ? BundleText.of("flexible.reach.atLeastUnbounded", atLeast)
                    : BundleText.of("flexible.reach.unbounded");
        }
        if (atMost == null) {
            if (unknownSizes.isEmpty()) {
                // No leaf yet (an empty draft or group): nothing to bound, and no audience to name.
                return BundleText.of("flexible.reach.noAudiences");
            }
            return atLeast != null && atLeast > 0 ? BundleText.of("flexible.reach.atLeast", atLeast,
                    String.join(", ", unknownSizes)) : BundleText.of("flexible.reach.unknown", String.join(", ", unknownSizes));
        }
        if (exact()) {
            return BundleText.of("flexible.reach.exactly", atMost);
        }
        if (atLeast == null || atLeast == 0) {
            return BundleText.of("flexible.reach.atMost", atMost);
        }
        return BundleText.of("flexible.reach.between", atLeast, atMost);
    }
}

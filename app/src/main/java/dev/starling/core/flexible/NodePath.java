package dev.starling.core.flexible;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Where a node sits: the child indexes from the root ({@code []} is the root, {@code [1, 0]} the first
 * child of the root's second child). Paths change as the tree is edited; {@link NodeId}s do not.
 */
public record NodePath(List<Integer> indexes) {

    private static final NodePath ROOT = new NodePath(List.of());
    private static final Pattern SEGMENTS = Pattern.compile("(?:^|\\.)segments(?=$|\\.)");
    private static final Pattern CHILD = Pattern.compile("\\.child_segments\\[(\\d+)]");

    public NodePath {
        indexes = List.copyOf(indexes);
        for (int index : indexes) {
            if (index < 0) {
                throw new IllegalArgumentException("negative child index in " + indexes);
            }
        }
    }

    public static NodePath root() {
        return ROOT;
    }

    public static NodePath of(Integer... indexes) {
        return new NodePath(List.of(indexes));
    }

    public boolean isRoot() {
        return indexes.isEmpty();
    }

    public int depth() {
        return indexes.size();
    }

    public NodePath child(int index) {
        List<Integer> longer = new ArrayList<>(indexes);
        longer.add(index);
        return new NodePath(longer);
    }

    /** The parent's path; the root has none. */
    public NodePath parent() {
        if (isRoot()) {
            throw new IllegalStateException("the root has no parent");
        }
        return new NodePath(indexes.subList(0, indexes.size() - 1));
    }

    /** The index within the parent; the root has none. */
    public int last() {
        if (isRoot()) {
            throw new IllegalStateException("the root has no index");
        }
        return indexes.get(indexes.size() - 1);
    }

    /** This path with its last index replaced (a sibling). */
    public NodePath sibling(int index) {
        return parent().child(index);
    }

    /** True when this node is {@code other} or one of its ancestors. */
    public boolean isAncestorOrSelf(NodePath other) {
        return other.indexes.size() >= indexes.size() && other.indexes.subList(0, indexes.size()).equals(indexes);
    }

    /**
     * The path in the API's parameter notation, as the Ads API names a failing field:
     * {@code segments.child_segments[1].child_segments[0]}.
     */
    public String parameter() {
        StringBuilder out = new StringBuilder("segments");
        for (int index : indexes) {
            out.append(".child_segments[").append(index).append(']');
        }
        return out.toString();
    }

    /**
     * Reads {@link #parameter()} notation back, as the API names a failing field: a prefix up to
     * {@code segments} ({@code params.}, {@code [0].params.}) and a trailing field ({@code .lookback_window})
     * are ignored. Empty when the parameter is not about the segment tree.
     */
    public static Optional<NodePath> fromParameter(String parameter) {
        if (parameter == null) {
            return Optional.empty();
        }
        String text = parameter.strip();
        Matcher start = SEGMENTS.matcher(text);
        if (!start.find()) {
            return Optional.empty();
        }
        List<Integer> found = new ArrayList<>();
        Matcher matcher = CHILD.matcher(text);
        matcher.region(start.end(), text.length());
        while (matcher.lookingAt()) {
            found.add(Integer.parseInt(matcher.group(1)));
            matcher.region(matcher.end(), text.length());
        }
        return Optional.of(new NodePath(found));
    }

    @Override
    public String toString() {
        return indexes.toString();
    }
}

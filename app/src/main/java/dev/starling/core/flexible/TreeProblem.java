package dev.starling.core.flexible;

import dev.starling.core.text.BundleText;

/**
 * One problem validation found: on a node (shown there) or on the definition itself (its name).
 *
 * @param node the node it concerns, or null for the name
 * @param path where that node is, or null for the name
 * @param field the API field at fault ({@code lookback_window}, {@code name}...), or null for the node as a whole
 */
public record TreeProblem(Severity severity, NodeId node, NodePath path, String field, BundleText text) {

    public enum Severity { ERROR, WARNING }

    public boolean isError() {
        return severity == Severity.ERROR;
    }

    /** Where the Ads API would say the problem is ({@code segments.child_segments[1].lookback_window}, {@code name}). */
    public String parameter() {
        if (path == null) {
            return field;
        }
        return field == null ? path.parameter() : path.parameter() + "." + field;
    }
}

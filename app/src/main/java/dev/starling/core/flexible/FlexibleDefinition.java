package dev.starling.core.flexible;

import java.util.Objects;

/**
 * Everything one batch {@code Create} item sends: the audience's name, its type and its segment tree.
 *
 * @param name may be blank while a draft is being written (validation reports it)
 */
public record FlexibleDefinition(String name, FlexibleAudienceType type, SegmentNode root) {

    public FlexibleDefinition {
        name = name == null ? "" : name;
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(root, "root");
    }

    /** A fresh, empty FLEXIBLE definition (an empty AND group). */
    public static FlexibleDefinition empty(String name) {
        return new FlexibleDefinition(name, FlexibleAudienceType.FLEXIBLE, SegmentGroup.empty());
    }

    public FlexibleDefinition withName(String name) {
        return new FlexibleDefinition(name, type, root);
    }

    public FlexibleDefinition withType(FlexibleAudienceType type) {
        return new FlexibleDefinition(name, type, root);
    }

    public FlexibleDefinition withRoot(SegmentNode root) {
        return new FlexibleDefinition(name, type, root);
    }
}

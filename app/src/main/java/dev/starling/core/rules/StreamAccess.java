package dev.starling.core.rules;

import java.util.Objects;

/**
 * The access level an environment's project has, and whether it has embedding access (only an
 * enterprise or webhook level can): the linter's caps and the semantic operators follow it.
 */
public record StreamAccess(AccessLevel level, boolean embedding) {

    public StreamAccess {
        Objects.requireNonNull(level, "level");
        embedding = embedding && level.embeddingPossible();
    }

    /** The level, with embedding access wherever the level can have it. */
    public static StreamAccess of(AccessLevel level) {
        return new StreamAccess(level, level.embeddingPossible());
    }

    public int ruleCap() {
        return level.ruleCap();
    }

    public int maxLength() {
        return level.maxLength();
    }
}

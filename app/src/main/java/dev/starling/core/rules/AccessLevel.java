package dev.starling.core.rules;

import java.util.Locale;
import java.util.Optional;

/**
 * What X allows a project's filtered stream, by access level: how many rules and how long each may
 * be. The spec's standard (25 x 512) and academic (1,000 x 1,024), X's current pay-per-use
 * (1,000 x 1,024) and enterprise and webhook-delivered streams (25,000 x 2,048). Semantic operators
 * ({@code embedding:}) exist only for enterprise access with embedding.
 */
public enum AccessLevel {
    STANDARD(25, 512, false),
    ACADEMIC(1_000, 1_024, false),
    PAY_PER_USE(1_000, 1_024, false),
    ENTERPRISE(25_000, 2_048, true),
    WEBHOOK(25_000, 2_048, true);

    private final int ruleCap;
    private final int maxLength;
    private final boolean embeddingPossible;

    AccessLevel(int ruleCap, int maxLength, boolean embeddingPossible) {
        this.ruleCap = ruleCap;
        this.maxLength = maxLength;
        this.embeddingPossible = embeddingPossible;
    }

    public int ruleCap() {
        return ruleCap;
    }

    /** The longest rule value, in characters. */
    public int maxLength() {
        return maxLength;
    }

    /** Whether this level can have embedding access at all. */
    public boolean embeddingPossible() {
        return embeddingPossible;
    }

    /** {@code pay-per-use}, as the command line and the settings write it. */
    public String id() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** {@code rules.access.payPerUse}. */
    public String key() {
        return switch (this) {
            case PAY_PER_USE -> "rules.access.payPerUse";
            default -> "rules.access." + name().toLowerCase(Locale.ROOT);
        };
    }

    public static Optional<AccessLevel> parse(String text) {
        if (text == null) {
            return Optional.empty();
        }
        String wanted = text.strip().toLowerCase(Locale.ROOT).replace('_', '-');
        for (AccessLevel level : values()) {
            if (level.id().equals(wanted)) {
                return Optional.of(level);
            }
        }
        return Optional.empty();
    }
}

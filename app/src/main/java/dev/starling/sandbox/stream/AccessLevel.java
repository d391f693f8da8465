package dev.starling.sandbox.stream;

import java.util.Locale;

/**
 * The access level the sandbox's project emulates: the rule cap and length of each, and whether the
 * semantic operators are available (enterprise and webhook, the sandbox's default, with embedding).
 */
public enum AccessLevel {
    STANDARD(25, 512, false),
    ACADEMIC(1_000, 1_024, false),
    PAY_PER_USE(1_000, 1_024, false),
    ENTERPRISE(25_000, 2_048, true),
    WEBHOOK(25_000, 2_048, true),
    /** Enterprise caps without embedding access. */
    ENTERPRISE_NO_EMBEDDING(25_000, 2_048, false);

    private final int ruleCap;
    private final int maxLength;
    private final boolean embedding;

    AccessLevel(int ruleCap, int maxLength, boolean embedding) {
        this.ruleCap = ruleCap;
        this.maxLength = maxLength;
        this.embedding = embedding;
    }

    public int ruleCap() {
        return ruleCap;
    }

    public int maxLength() {
        return maxLength;
    }

    public boolean embedding() {
        return embedding;
    }

    /** {@code pay-per-use}, as {@code --stream-access} takes it. */
    public String id() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** The level named {@code text} ({@code standard}, {@code pay-per-use}, ...). */
    public static AccessLevel parse(String text) {
        String wanted = text == null ? "" : text.strip().toLowerCase(Locale.ROOT).replace('_', '-');
        for (AccessLevel level : values()) {
            if (level.id().equals(wanted)) {
                return level;
            }
        }
        throw new IllegalArgumentException("--stream-access takes standard, academic, pay-per-use, enterprise, webhook"
                + " or enterprise-no-embedding, not '" + text + "'");
    }
}

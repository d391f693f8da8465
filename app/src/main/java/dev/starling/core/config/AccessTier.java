package dev.starling.core.config;

/**
 * The access tier of the app's project on X, which decides what writes it may make. Pricing moved
 * to credit-based pay-per-use in 2026. The spec: "the free tier lost like and follow endpoints"; X's
 * changelog of 2026-04-16: likes, follows and quote posts were removed from self-serve tiers (free
 * and pay-per-use); since 2026-02-23 a reply from a self-serve app is allowed only when the author
 * of the post replied to summoned the replier. Enterprise access is not affected.
 */
public enum AccessTier {
    FREE,
    PAY_PER_USE,
    ENTERPRISE;

    /** Free and pay-per-use: tiers a developer signs up for without a contract. */
    public boolean selfServe() {
        return this != ENTERPRISE;
    }

    /** Likes, follows and quote posts: enterprise only since 2026-04-16. */
    public boolean allowsLikesFollowsAndQuotes() {
        return this == ENTERPRISE;
    }

    /** As people write it: {@code free}, {@code pay-per-use}, {@code enterprise}. */
    public String label() {
        return name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
    }

    /** {@code pay-per-use} as typed on the command line, or the enum's name. */
    public static AccessTier parse(String text) {
        return valueOf(text.trim().toUpperCase(java.util.Locale.ROOT).replace('-', '_'));
    }
}

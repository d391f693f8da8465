package dev.starling.sandbox.auth;

/**
 * The access tier of the sandbox app's project on X, which decides what its writes may do. Pricing
 * moved to credit-based pay-per-use in 2026; the spec says the free tier lost the like and follow
 * endpoints, X's changelog of 2026-04-16 says likes, follows and quote posts left every self-serve
 * tier, and replies on self-serve tiers are allowed only when the replier was summoned (since
 * 2026-02-23). Enterprise access is not affected by any of these.
 */
public enum AccessTier {
    FREE,
    PAY_PER_USE,
    ENTERPRISE;

    /** Free and pay-per-use: the tiers a developer signs up for without a contract. */
    public boolean selfServe() {
        return this != ENTERPRISE;
    }

    /** Likes, follows and quote posts: not on self-serve tiers since 2026-04-16. */
    public boolean allowsLikesFollowsAndQuotes() {
        return this == ENTERPRISE;
    }
}

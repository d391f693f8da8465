package dev.starling.core.flexible;

/**
 * The {@code audience_type} of a flexible audience in the batch create call. During X's closed beta a
 * {@code MOBILE_AUDIENCE} may only combine mobile custom audiences; a {@code FLEXIBLE} one may
 * combine any non-flexible audience the account can use.
 */
public enum FlexibleAudienceType {
    FLEXIBLE, MOBILE_AUDIENCE;

    /** Whether every leaf must be a mobile custom audience (audience_type {@code MOBILE}). */
    public boolean mobileLeavesOnly() {
        return this == MOBILE_AUDIENCE;
    }
}

package dev.starling.core.rules;

/** Where a rule of a local set stands against the live set at X. */
public enum RuleStanding {
    /** Live at X with this value and tag. */
    LIVE,
    /** Only in the local set: applying adds it. */
    DRAFT,
    /** Its value is live with another tag: applying deletes the live rule and adds this one (X cannot edit a rule). */
    CHANGED,
    /** Live at X but not in the local set: applying deletes it. */
    LIVE_ONLY;

    /** {@code rules.standing.liveOnly} and the like. */
    public String key() {
        return switch (this) {
            case LIVE -> "rules.standing.live";
            case DRAFT -> "rules.standing.draft";
            case CHANGED -> "rules.standing.changed";
            case LIVE_ONLY -> "rules.standing.liveOnly";
        };
    }
}

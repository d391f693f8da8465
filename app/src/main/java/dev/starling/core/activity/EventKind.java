package dev.starling.core.activity;

/** The groups the event picker shows, in its order; {@code activity.kind.<id>} names each. */
public enum EventKind {
    PROFILE, POST, LIKE, FOLLOW, DM, CHAT, SPACES, MUTE, BLOCK, NEWS, ACCOUNT;

    /** The bundle key of its name. */
    public String key() {
        return "activity.kind." + name().toLowerCase(java.util.Locale.ROOT);
    }
}

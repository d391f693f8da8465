package dev.starling.core.webhook;

/** What the receiver made of one delivery. */
public enum DeliveryVerdict {
    /** Signed with the app's secret and new: answered 200 and shown. */
    ACCEPTED,
    /** Signed, but an event already accepted (X delivers at least once): answered 200, recorded, not shown again. */
    DUPLICATE,
    /** The signature header is there but does not match the body: answered 401, recorded as refused. */
    REFUSED_SIGNATURE,
    /** No signature header at all: answered 401, recorded as refused. */
    REFUSED_UNSIGNED,
    /** A body larger than the receiver takes: answered 413, recorded without its body. */
    REFUSED_TOO_LARGE;

    public boolean refused() {
        return this != ACCEPTED && this != DUPLICATE;
    }

    /** The bundle key of its words ({@code webhook.verdict.accepted}). */
    public String key() {
        return "webhook.verdict." + name().toLowerCase(java.util.Locale.ROOT);
    }
}

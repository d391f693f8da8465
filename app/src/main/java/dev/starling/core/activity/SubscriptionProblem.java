package dev.starling.core.activity;

import dev.starling.core.text.BundleText;

/** One thing X would refuse in a subscription: its code, the part it is about and its words. */
public record SubscriptionProblem(Code code, String field, BundleText text) {

    /** What is wrong (the agreement table's names). */
    public enum Code {
        EVENT_TYPE_MISSING, EVENT_TYPE_UNKNOWN, USER_ID_MISSING, USER_ID_NOT_TAKEN, USER_ID_FORMAT, KEYWORD_MISSING,
        KEYWORD_NOT_TAKEN, KEYWORD_TOO_LONG, DIRECTION_NOT_TAKEN, DIRECTION_UNKNOWN, TAG_TOO_LONG, WEBHOOK_ID_FORMAT
    }
}

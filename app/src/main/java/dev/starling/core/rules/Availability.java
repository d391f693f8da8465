package dev.starling.core.rules;

/** Which endpoints understand an operator: counts and search preview a rule only with operators both know. */
public enum Availability {
    SEARCH_AND_STREAM,
    STREAM_ONLY,
    /** Refused in stream rules ({@code min_likes:}, {@code list:}). */
    SEARCH_ONLY
}

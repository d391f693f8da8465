package dev.starling.core.rules;

/** What one clause of a rule is, by how it is written. */
public enum ClauseKind {
    /** A word or emoji, matched as a token: {@code coffee}. */
    KEYWORD,
    /** {@code "exact phrase"}. */
    PHRASE,
    /** {@code "a b"~N}: the words within N tokens of each other. */
    PROXIMITY,
    /** {@code #hashtag}. */
    HASHTAG,
    /** {@code @username}. */
    MENTION,
    /** {@code $CASHTAG}. */
    CASHTAG,
    /** {@code name:value}, e.g. {@code from:xdevelopers} or {@code lang:en}. */
    OPERATOR
}

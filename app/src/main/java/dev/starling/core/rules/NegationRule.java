package dev.starling.core.rules;

/** Whether an operator may carry a leading {@code -}. */
public enum NegationRule {
    EITHER,
    /** {@code is:nullcast}: only as {@code -is:nullcast}. */
    ONLY_NEGATED,
    /** {@code sample:}, {@code embedding:}, {@code embedding_threshold:}. */
    NEVER
}

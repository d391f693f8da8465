package dev.starling.core.rules;

import java.util.Locale;

/**
 * What is wrong with a rule, one code per rule of X's. The same codes name the cases of the rule
 * table the linter and the sandbox are both tested against. Each code's words are the bundle key
 * {@code rules.problem.<code in camel case>}; {@link #adviceKey()} says what to do.
 */
public enum ProblemCode {
    // syntax: only the first (by position) is reported, as X stops at it
    EMPTY_RULE(true),
    UNBALANCED_QUOTE(true),
    MISSING_CLOSING_BRACKET(true),
    UNEXPECTED_CLOSING_BRACKET(true),
    EMPTY_GROUP(true),
    DANGLING_OR(true),
    /** {@code AND} written out: X calls it ambiguous, as a space is AND. */
    AMBIGUOUS_AND(true),
    /** A square bracket that is not around an operator's value ({@code point_radius:[...]}). */
    STRAY_SQUARE_BRACKET(true),
    // meaning: every one is reported, each on its place
    UNKNOWN_OPERATOR(false),
    SEARCH_ONLY_OPERATOR(false),
    MISSING_ARGUMENT(false),
    INVALID_ARGUMENT(false),
    EMPTY_PHRASE(false),
    PROXIMITY_TOO_FAR(false),
    NEGATED_GROUP(false),
    CANNOT_BE_NEGATED(false),
    MUST_BE_NEGATED(false),
    NO_POSITIVE_TERM(false),
    NEEDS_STANDALONE(false),
    THRESHOLD_NEEDS_EMBEDDING(false),
    EMBEDDING_UNAVAILABLE(false),
    TOO_LONG(false),
    // about a whole rule set
    DUPLICATE_RULE(false),
    RULE_CAP(false),
    // hints: never stop a rule from being sent
    IMPLIED_BRACKETS(false),
    LOWERCASE_OR(false);

    private final boolean syntax;

    ProblemCode(boolean syntax) {
        this.syntax = syntax;
    }

    /** A problem of the text's shape (quotes, brackets, OR): X reports the first and looks no further. */
    public boolean syntax() {
        return syntax;
    }

    /** Hints explain, they do not refuse. */
    public boolean hint() {
        return this == IMPLIED_BRACKETS || this == LOWERCASE_OR;
    }

    /** {@code rules.problem.missingClosingBracket}. */
    public String key() {
        return "rules.problem." + camel();
    }

    /** {@code rules.advice.missingClosingBracket}: what to do about it. */
    public String adviceKey() {
        return "rules.advice." + camel();
    }

    private String camel() {
        StringBuilder out = new StringBuilder();
        boolean upper = false;
        for (char c : name().toLowerCase(Locale.ROOT).toCharArray()) {
            if (c == '_') {
                upper = true;
            } else {
                out.append(upper ? Character.toUpperCase(c) : c);
                upper = false;
            }
        }
        return out.toString();
    }
}

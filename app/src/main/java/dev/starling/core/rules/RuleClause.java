package dev.starling.core.rules;

import java.util.Locale;
import java.util.Objects;

/**
 * One term of a rule. For an {@link ClauseKind#OPERATOR} {@code operator} is its lower-case name
 * ({@code from}, {@code is}, {@code embedding}); {@code value} is what follows, without quotes or
 * brackets; {@code distance} is the {@code ~N} of a proximity clause as written (may be empty or not a
 * number: the linter says so).
 *
 * @param valueSpan where the value is (for an operator, after the colon)
 */
public record RuleClause(ClauseKind kind, String operator, String value, ValueForm form, String distance,
                         boolean negated, Span span, Span valueSpan) implements RuleNode {

    public RuleClause {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(value, "value");
        Objects.requireNonNull(form, "form");
        Objects.requireNonNull(span, "span");
        Objects.requireNonNull(valueSpan, "valueSpan");
        operator = operator == null ? null : operator.toLowerCase(Locale.ROOT);
    }

    /** A clause made in the structured editor, placed at 0 until printed and parsed again. */
    public static RuleClause of(ClauseKind kind, String operator, String value, boolean negated) {
        ValueForm form = kind == ClauseKind.OPERATOR ? formFor(operator, value) : ValueForm.BARE;
        return new RuleClause(kind, operator, value, form, kind == ClauseKind.PROXIMITY ? "1" : null, negated,
                new Span(0, 0), new Span(0, 0));
    }

    /** An operator clause with the value form its catalog entry wants (quotes where the value has spaces). */
    public static RuleClause operator(String name, String value, boolean negated) {
        return of(ClauseKind.OPERATOR, name, value, negated);
    }

    public static RuleClause keyword(String word) {
        return of(ClauseKind.KEYWORD, null, word, false);
    }

    public static RuleClause phrase(String words) {
        return of(ClauseKind.PHRASE, null, words, false);
    }

    /** {@code "words"~distance}. */
    public static RuleClause proximity(String words, int distance) {
        return new RuleClause(ClauseKind.PROXIMITY, null, words, ValueForm.QUOTED, Integer.toString(distance), false,
                new Span(0, 0), new Span(0, 0));
    }

    public RuleClause withNegated(boolean value) {
        return new RuleClause(kind, operator, this.value, form, distance, value, span, valueSpan);
    }

    public RuleClause withValue(String newValue) {
        ValueForm newForm = kind == ClauseKind.OPERATOR ? formFor(operator, newValue) : form;
        return new RuleClause(kind, operator, newValue, newForm, distance, negated, span, valueSpan);
    }

    public RuleClause withDistance(int newDistance) {
        return new RuleClause(kind, operator, value, form, Integer.toString(newDistance), negated, span, valueSpan);
    }

    /** The operator as the catalog names it ({@code from:}), or the kind's symbol for the other clauses. */
    public String catalogName() {
        return switch (kind) {
            case OPERATOR -> operator + ":";
            case KEYWORD -> OperatorCatalog.KEYWORD;
            case PHRASE -> OperatorCatalog.PHRASE;
            case PROXIMITY -> OperatorCatalog.PROXIMITY;
            case HASHTAG -> "#";
            case MENTION -> "@";
            case CASHTAG -> "$";
        };
    }

    private static ValueForm formFor(String operator, String value) {
        boolean area = OperatorCatalog.find(operator + ":").map(OperatorSpec::form)
                .filter(form -> form == ArgumentForm.POINT_RADIUS || form == ArgumentForm.BOUNDING_BOX).isPresent();
        if (value.startsWith("[") || area) {
            return ValueForm.BRACKETED;
        }
        // a bracket of either kind outside quotes would end the value or be refused
        boolean quoted = "embedding".equals(operator) || value.isEmpty() || value.chars().anyMatch(c ->
                Character.isWhitespace(c) || c == '(' || c == ')' || c == '[' || c == ']' || c == '"');
        return quoted ? ValueForm.QUOTED : ValueForm.BARE;
    }
}

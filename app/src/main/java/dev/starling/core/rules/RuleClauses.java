package dev.starling.core.rules;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A clause made in the structured builder: an operator picked from the catalog and what was typed for
 * it, written the way the operator's argument form wants (quotes where a value has spaces, brackets
 * around a point or a box, the sign of a tag left out if typed). The builder's threshold slider
 * writes {@link #threshold}.
 */
public final class RuleClauses {

    private static final Pattern PROXIMITY = Pattern.compile("^\"?(.*?)\"?\\s*(?:~\\s*(\\d+))?$", Pattern.DOTALL);
    /** The distance a proximity gets when none was typed. */
    public static final int DEFAULT_DISTANCE = 3;

    private RuleClauses() {
    }

    /** The clause {@code spec} makes of {@code typed} (trimmed; the operator's own sign or quotes may be typed or not). */
    public static RuleClause from(OperatorSpec spec, String typed, boolean negated) {
        String value = typed == null ? "" : typed.strip();
        RuleClause clause = switch (spec.name()) {
            case OperatorCatalog.KEYWORD -> value.chars().anyMatch(Character::isWhitespace)
                    ? RuleClause.phrase(unquoted(value)) : RuleClause.keyword(unquoted(value));
            case OperatorCatalog.PHRASE -> RuleClause.phrase(unquoted(value));
            case OperatorCatalog.PROXIMITY -> proximity(value);
            case "#" -> RuleClause.of(ClauseKind.HASHTAG, null, withoutSign(value, '#'), false);
            case "@" -> RuleClause.of(ClauseKind.MENTION, null, withoutSign(value, '@'), false);
            case "$" -> RuleClause.of(ClauseKind.CASHTAG, null, withoutSign(value, '$'), false);
            default -> operator(spec, value);
        };
        return clause.withNegated(negated);
    }

    /** {@code embedding_threshold:0.35}: the slider's value, rounded to two decimals. */
    public static RuleClause threshold(double value) {
        double clamped = Math.max(0.0, Math.min(1.0, value));
        return RuleClause.operator("embedding_threshold", thresholdText(clamped), false);
    }

    /** {@code 0.3}, {@code 0.35}, {@code 1.0}: as X's examples write a threshold. */
    public static String thresholdText(double value) {
        String text = String.format(Locale.ROOT, "%.2f", value);
        return text.endsWith("0") ? text.substring(0, text.length() - 1) : text;
    }

    private static RuleClause operator(OperatorSpec spec, String value) {
        String name = spec.name().substring(0, spec.name().length() - 1);
        String inner = value;
        if (spec.form() == ArgumentForm.POINT_RADIUS || spec.form() == ArgumentForm.BOUNDING_BOX) {
            inner = strip(inner, '[', ']');
        } else if (spec.form() == ArgumentForm.USER) {
            inner = withoutSign(inner, '@');
        }
        return RuleClause.operator(name, unquoted(inner), false);
    }

    private static RuleClause proximity(String value) {
        Matcher matcher = PROXIMITY.matcher(value);
        if (!matcher.matches()) {
            return RuleClause.proximity(value, DEFAULT_DISTANCE);
        }
        String distance = matcher.group(2);
        return RuleClause.proximity(matcher.group(1).strip(),
                distance == null ? DEFAULT_DISTANCE : Integer.parseInt(distance.length() > 3 ? "999" : distance));
    }

    private static String unquoted(String value) {
        return strip(value, '"', '"');
    }

    private static String strip(String value, char open, char close) {
        if (value.length() >= 2 && value.charAt(0) == open && value.charAt(value.length() - 1) == close) {
            return value.substring(1, value.length() - 1).strip();
        }
        return value;
    }

    private static String withoutSign(String value, char sign) {
        return value.length() > 1 && value.charAt(0) == sign ? value.substring(1) : value;
    }
}

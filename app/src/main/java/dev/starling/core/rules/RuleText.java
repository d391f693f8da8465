package dev.starling.core.rules;

import java.util.stream.Collectors;

/**
 * Prints a rule tree as text: {@link #print} as written (brackets where the text had them or where
 * precedence needs them), {@link #withImpliedBrackets} with every group bracketed, which is how X
 * reads it ({@code apple OR iphone ipad} is {@code apple OR (iphone ipad)}). Printing a parsed rule
 * and parsing the result gives the same tree.
 */
public final class RuleText {

    private RuleText() {
    }

    public static String print(RuleNode node) {
        return print(node, null, false);
    }

    public static String withImpliedBrackets(RuleNode node) {
        return print(node, null, true);
    }

    private static String print(RuleNode node, Connective parent, boolean implied) {
        if (node instanceof RuleClause clause) {
            return clause(clause);
        }
        RuleGroup group = (RuleGroup) node;
        String separator = group.connective() == Connective.AND ? " " : " OR ";
        String inner = group.children().stream().map(child -> print(child, group.connective(), implied))
                .collect(Collectors.joining(separator));
        boolean brackets = group.bracketed() || group.negated() || implied && parent != null
                || parent == Connective.AND && group.connective() == Connective.OR
                || parent != null && group.children().size() == 1;
        return (group.negated() ? "-" : "") + (brackets ? "(" + inner + ")" : inner);
    }

    private static String clause(RuleClause clause) {
        String sign = clause.negated() ? "-" : "";
        return sign + switch (clause.kind()) {
            case KEYWORD -> clause.value();
            case PHRASE -> quoted(clause.value());
            case PROXIMITY -> quoted(clause.value()) + "~" + (clause.distance() == null ? "" : clause.distance());
            case HASHTAG -> "#" + clause.value();
            case MENTION -> "@" + clause.value();
            case CASHTAG -> "$" + clause.value();
            case OPERATOR -> clause.operator() + ":" + switch (clause.form()) {
                case BARE -> clause.value();
                case QUOTED -> quoted(clause.value());
                case BRACKETED -> "[" + clause.value() + "]";
            };
        };
    }

    private static String quoted(String value) {
        return "\"" + value.replace("\"", "\\\"") + "\"";
    }
}

package dev.starling.core.rules;

import java.util.List;
import java.util.Objects;

/**
 * Parts joined by AND (a space) or OR. {@code bracketed} is true when the text wrote the group in
 * brackets; an unbracketed AND group under an OR is what X's precedence made of
 * {@code a OR b c} ({@code a OR (b c)}).
 */
public record RuleGroup(Connective connective, List<RuleNode> children, boolean bracketed, boolean negated,
                        Span span) implements RuleNode {

    public RuleGroup {
        Objects.requireNonNull(connective, "connective");
        children = List.copyOf(children);
        Objects.requireNonNull(span, "span");
    }

    /** A group made in the structured editor (bracketed, so it prints as it was built). */
    public static RuleGroup of(Connective connective, List<RuleNode> children) {
        return new RuleGroup(connective, children, true, false, new Span(0, 0));
    }

    public RuleGroup withChildren(List<RuleNode> newChildren) {
        return new RuleGroup(connective, newChildren, bracketed, negated, span);
    }

    public RuleGroup withConnective(Connective newConnective) {
        return new RuleGroup(newConnective, children, bracketed, negated, span);
    }

    public RuleGroup withNegated(boolean value) {
        return new RuleGroup(connective, children, bracketed || value, value, span);
    }
}

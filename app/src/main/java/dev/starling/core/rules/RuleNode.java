package dev.starling.core.rules;

/**
 * A node of a rule's syntax tree: a {@link RuleClause} or a {@link RuleGroup}. Nodes are immutable
 * and know where they are in the text they were parsed from; a tree built in the structured editor
 * gets its places by being printed and parsed again ({@link RuleText}).
 */
public sealed interface RuleNode permits RuleClause, RuleGroup {

    /** Where the node is, the leading {@code -} and a group's brackets included. */
    Span span();

    /** True when written with a leading {@code -}. */
    boolean negated();
}

package dev.starling.core.rules;

import java.util.List;
import java.util.Optional;

/**
 * A rule's text read into a tree. {@code root} is empty only for a blank rule; with a
 * {@code syntaxProblem} the tree is the parser's best reading (brackets closed at the end, stray
 * ones skipped), good for showing but not for sending.
 */
public record ParsedRule(String text, Optional<RuleNode> root, Optional<RuleProblem> syntaxProblem) {

    public ParsedRule {
        root = root == null ? Optional.empty() : root;
        syntaxProblem = syntaxProblem == null ? Optional.empty() : syntaxProblem;
    }

    /** Every clause, left to right. */
    public List<RuleClause> clauses() {
        return root.map(RuleTrees::clauses).orElse(List.of());
    }
}

package dev.starling.core.rules;

import java.util.List;
import java.util.Optional;

/** What the linter found in one rule: its tree and every problem, errors and hints, ordered by place. */
public record RuleLint(ParsedRule parsed, List<RuleProblem> problems) {

    public RuleLint {
        problems = List.copyOf(problems);
    }

    public List<RuleProblem> errors() {
        return problems.stream().filter(RuleProblem::isError).toList();
    }

    public List<RuleProblem> hints() {
        return problems.stream().filter(problem -> !problem.isError()).toList();
    }

    public boolean isValid() {
        return errors().isEmpty();
    }

    public Optional<RuleProblem> firstError() {
        return errors().stream().findFirst();
    }

    /** The rule with the brackets X's precedence implies, for display; empty when the text has no tree. */
    public Optional<String> impliedBrackets() {
        return parsed.root().map(RuleText::withImpliedBrackets);
    }
}

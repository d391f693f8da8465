package dev.starling.core.rules;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Checks a whole wanted rule set before it is applied: each rule with the linter, the same value
 * twice (X refuses a duplicate), and the access level's cap on the number of rules.
 */
public final class RuleSetCheck {

    /** The problems of one rule of the set, by its index in the set. */
    public record RuleProblems(int index, RuleDraft rule, List<RuleProblem> problems) {
        public RuleProblems {
            problems = List.copyOf(problems);
        }

        public boolean hasErrors() {
            return problems.stream().anyMatch(RuleProblem::isError);
        }
    }

    private RuleSetCheck() {
    }

    /** Every rule with its problems (hints included), in the set's order. */
    public static List<RuleProblems> check(List<RuleDraft> rules, StreamAccess access) {
        return check(rules, access, value -> RuleLinter.lint(value, access));
    }

    /**
     * {@link #check(List, StreamAccess)} with each rule linted by {@code lint} (the window keeps the lints of
     * rules not edited since, so a keystroke in one rule of thousands lints only that one).
     */
    public static List<RuleProblems> check(List<RuleDraft> rules, StreamAccess access,
                                           java.util.function.Function<String, RuleLint> lint) {
        List<RuleProblems> out = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < rules.size(); i++) {
            RuleDraft rule = rules.get(i);
            List<RuleProblem> problems = new ArrayList<>(lint.apply(rule.value()).problems());
            Span whole = new Span(0, rule.value().length());
            if (!seen.add(rule.value())) {
                problems.add(RuleProblem.of(ProblemCode.DUPLICATE_RULE, whole, rule.value()));
            }
            if (i >= access.ruleCap()) {
                problems.add(RuleProblem.of(ProblemCode.RULE_CAP, whole, access.ruleCap(), access.level().id()));
            }
            out.add(new RuleProblems(i, rule, problems));
        }
        return out;
    }

    /** Whether any rule of the set has an error. */
    public static boolean hasErrors(List<RuleProblems> checked) {
        return checked.stream().anyMatch(RuleProblems::hasErrors);
    }
}

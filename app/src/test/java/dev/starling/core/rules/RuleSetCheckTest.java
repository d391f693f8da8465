package dev.starling.core.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A whole rule set against the access level's cap, and the same rule twice. */
class RuleSetCheckTest {

    @Test
    void theRuleBeyondTheCapOfTheAccessLevelIsRefusedAndTheOthersAreNot() {
        List<RuleDraft> rules = new ArrayList<>();
        for (int i = 0; i < 26; i++) {
            rules.add(new RuleDraft("coffee" + i, null));
        }

        List<RuleSetCheck.RuleProblems> standard = RuleSetCheck.check(rules, StreamAccess.of(AccessLevel.STANDARD));
        List<RuleSetCheck.RuleProblems> academic = RuleSetCheck.check(rules, StreamAccess.of(AccessLevel.ACADEMIC));

        assertThat(standard.subList(0, 25)).noneMatch(RuleSetCheck.RuleProblems::hasErrors);
        assertThat(standard.get(25).problems()).extracting(RuleProblem::code).containsExactly(ProblemCode.RULE_CAP);
        assertThat(standard.get(25).problems().get(0).text().args()).containsExactly(25, "standard");
        assertThat(RuleSetCheck.hasErrors(academic)).isFalse();
    }

    @Test
    void theSameValueTwiceIsADuplicateWhateverTheTags() {
        List<RuleSetCheck.RuleProblems> checked = RuleSetCheck.check(List.of(new RuleDraft("coffee", "a"),
                new RuleDraft("tea", null), new RuleDraft("coffee", "b")), StreamAccess.of(AccessLevel.ENTERPRISE));

        assertThat(checked.get(0).hasErrors()).isFalse();
        assertThat(checked.get(2).problems()).extracting(RuleProblem::code).containsExactly(ProblemCode.DUPLICATE_RULE);
    }

    @Test
    void eachRuleCarriesItsLintProblemsOnTheirPlaces() {
        List<RuleSetCheck.RuleProblems> checked = RuleSetCheck.check(List.of(new RuleDraft("coffee lang:english", null)),
                StreamAccess.of(AccessLevel.ENTERPRISE));

        assertThat(checked.get(0).problems()).singleElement().satisfies(problem -> {
            assertThat(problem.code()).isEqualTo(ProblemCode.INVALID_ARGUMENT);
            assertThat(problem.span()).isEqualTo(new Span(7, 19));
            assertThat(problem.text().key()).isEqualTo("rules.problem.invalidArgument.language");
        });
    }
}

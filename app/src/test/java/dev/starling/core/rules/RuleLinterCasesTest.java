package dev.starling.core.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The linter against the table of rule cases (at least 100, good and bad): a good rule has no error,
 * a bad one has the expected problem at the expected place. The sandbox is held to the same table by
 * {@code StreamRuleAgreementTest}.
 */
class RuleLinterCasesTest {

    static Stream<RuleCaseTable.Case> cases() {
        return RuleCaseTable.read(RuleCaseTable.STREAM_CASES).stream();
    }

    @Test
    void theTableHoldsAtLeastAHundredCasesGoodAndBad() {
        List<RuleCaseTable.Case> all = cases().toList();
        assertThat(all).hasSizeGreaterThanOrEqualTo(100);
        assertThat(all.stream().filter(RuleCaseTable.Case::ok).count()).isGreaterThanOrEqualTo(40);
        assertThat(all.stream().filter(c -> !c.ok()).count()).isGreaterThanOrEqualTo(60);
        // every error the linter knows has a case
        for (ProblemCode code : ProblemCode.values()) {
            if (!code.hint() && code != ProblemCode.DUPLICATE_RULE && code != ProblemCode.RULE_CAP) {
                assertThat(all).as("a case for %s", code).anyMatch(c -> c.expect().equals(code.name()));
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void theLinterSaysWhatTheTableSays(RuleCaseTable.Case row) {
        check(row);
    }

    /** The shared rows of the search-operator table (when it is there) read the same as stream rules. */
    @TestFactory
    Stream<DynamicTest> sharedSearchOperatorRows() {
        return RuleCaseTable.read(RuleCaseTable.SEARCH_CASES).stream()
                .map(row -> DynamicTest.dynamicTest(row.toString(), () -> check(row)));
    }

    private static void check(RuleCaseTable.Case row) {
        RuleLint lint = RuleLinter.lint(row.rule(), row.access());
        if (row.ok()) {
            assertThat(lint.errors()).as(row.why()).isEmpty();
            assertThat(lint.parsed().root()).isPresent();
        } else if (!row.namesProblem()) {
            assertThat(lint.errors()).as(row.why()).isNotEmpty();
        } else {
            assertThat(lint.errors()).as(row.why())
                    .anySatisfy(problem -> {
                        assertThat(problem.code().name()).isEqualTo(row.expect());
                        assertThat(problem.span().position()).isEqualTo(row.at());
                    });
        }
    }
}

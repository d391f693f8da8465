package dev.starling.core.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The builder and the text follow each other by print and parse, on every rule of both case tables (the
 * refused ones too, wherever the text has a shape): the printed tree parses to the same tree, prints the
 * same again, and the linter says the same of it. And each catalog entry, made in the builder from its
 * example, prints as text that parses back to that clause.
 */
class RuleRoundTripTest {

    static Stream<RuleCaseTable.Case> everyRule() {
        return Stream.concat(RuleCaseTable.read(RuleCaseTable.STREAM_CASES).stream(),
                RuleCaseTable.read(RuleCaseTable.SEARCH_CASES).stream());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("everyRule")
    void aRuleOfTheTablePrintsAsTextThatParsesToTheSameTreeAndTheSameProblems(RuleCaseTable.Case row) {
        ParsedRule parsed = RuleParser.parse(row.rule());
        if (parsed.root().isEmpty() || parsed.syntaxProblem().isPresent()) {
            // a rule without a shape is shown as typed: the builder only reads it, it never prints it
            assertThat(RuleLinter.lint(row.rule(), row.access()).isValid()).isFalse();
            return;
        }
        RuleNode tree = parsed.root().get();
        String printed = RuleText.print(tree);
        ParsedRule again = RuleParser.parse(printed);

        assertThat(again.syntaxProblem()).isEmpty();
        assertThat(RuleParserTest.shape(again.root().orElseThrow())).isEqualTo(RuleParserTest.shape(tree));
        assertThat(RuleText.print(again.root().get())).isEqualTo(printed);
        assertThat(codes(RuleLinter.lint(printed, row.access()))).isEqualTo(codes(RuleLinter.lint(row.rule(), row.access())));
    }

    static Stream<OperatorSpec> catalog() {
        return OperatorCatalog.forStreamRules().stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("catalog")
    void eachOperatorMadeInTheBuilderFromItsExamplePrintsAsTextThatParsesBack(OperatorSpec spec) {
        String example = dev.starling.core.text.Messages.text(spec.example().key());
        RuleClause shown = RuleParser.parse(example).clauses().stream()
                .filter(clause -> OperatorCatalog.of(clause).orElseThrow() == spec).findFirst().orElseThrow();
        String written = example.substring(shown.span().start(), shown.span().end()).replaceFirst("^-", "");
        String typed = spec.takesColon() ? written.substring(written.indexOf(':') + 1) : written;

        RuleClause made = RuleClauses.from(spec, typed, shown.negated());
        String printed = RuleText.print(made);
        ParsedRule read = RuleParser.parse(printed);

        assertThat(read.syntaxProblem()).isEmpty();
        assertThat(read.clauses()).hasSize(1);
        assertThat(RuleParserTest.shape(read.clauses().get(0))).isEqualTo(RuleParserTest.shape(made))
                .isEqualTo(RuleParserTest.shape(shown));
    }

    private static List<ProblemCode> codes(RuleLint lint) {
        return lint.problems().stream().map(RuleProblem::code).toList();
    }
}

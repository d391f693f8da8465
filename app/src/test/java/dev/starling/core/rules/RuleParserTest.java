package dev.starling.core.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The rule tree: places of every node, X's precedence, printing back, and the builder's edits. */
class RuleParserTest {

    @Test
    void everyClauseKnowsWhereItIsAndWhereItsValueIs() {
        ParsedRule parsed = RuleParser.parse("coffee -is:retweet url:\"https://x.com\" #latte");

        List<RuleClause> clauses = parsed.clauses();
        assertThat(clauses).extracting(RuleClause::span).containsExactly(new Span(0, 6), new Span(7, 18),
                new Span(19, 38), new Span(39, 45));
        assertThat(clauses.get(1)).satisfies(clause -> {
            assertThat(clause.negated()).isTrue();
            assertThat(clause.operator()).isEqualTo("is");
            assertThat(clause.value()).isEqualTo("retweet");
            assertThat(clause.valueSpan()).isEqualTo(new Span(11, 18));
        });
        assertThat(clauses.get(2).value()).isEqualTo("https://x.com");
        assertThat(clauses.get(2).form()).isEqualTo(ValueForm.QUOTED);
        assertThat(clauses.get(3).kind()).isEqualTo(ClauseKind.HASHTAG);
        assertThat(clauses.get(3).valueSpan()).isEqualTo(new Span(40, 45));
    }

    @Test
    void andBindsBeforeOrAndTheImpliedBracketsCanBeShown() {
        RuleLint lint = RuleLinter.lint("apple OR iphone ipad", StreamAccess.of(AccessLevel.ENTERPRISE));

        RuleGroup root = (RuleGroup) lint.parsed().root().orElseThrow();
        assertThat(root.connective()).isEqualTo(Connective.OR);
        assertThat(root.children().get(1)).isInstanceOfSatisfying(RuleGroup.class, and -> {
            assertThat(and.connective()).isEqualTo(Connective.AND);
            assertThat(and.bracketed()).isFalse();
            assertThat(and.span()).isEqualTo(new Span(9, 20));
        });
        assertThat(lint.impliedBrackets()).contains("apple OR (iphone ipad)");
        assertThat(lint.errors()).isEmpty();
        assertThat(lint.hints()).singleElement().satisfies(hint -> {
            assertThat(hint.code()).isEqualTo(ProblemCode.IMPLIED_BRACKETS);
            assertThat(hint.text().args()).containsExactly("apple OR (iphone ipad)");
        });
        assertThat(RuleText.print(root)).isEqualTo("apple OR iphone ipad");
    }

    @Test
    void aRuleWithBracketsWhereTheyAreMeantGivesNoHint() {
        assertThat(RuleLinter.lint("(apple OR iphone) ipad", StreamAccess.of(AccessLevel.ENTERPRISE)).hints()).isEmpty();
    }

    static Stream<RuleCaseTable.Case> validRules() {
        return RuleCaseTable.read(RuleCaseTable.STREAM_CASES).stream().filter(RuleCaseTable.Case::ok);
    }

    /** Text to tree to text to tree: the same tree, so the text view and the builder can follow each other. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("validRules")
    void printingAParsedRuleAndParsingItAgainGivesTheSameTree(RuleCaseTable.Case row) {
        RuleNode tree = RuleParser.parse(row.rule()).root().orElseThrow();
        String printed = RuleText.print(tree);
        RuleNode again = RuleParser.parse(printed).root().orElseThrow();

        assertThat(shape(again)).isEqualTo(shape(tree));
        assertThat(RuleText.print(again)).isEqualTo(printed);
        assertThat(RuleLinter.lint(printed, row.access()).errors()).isEmpty();
    }

    @Test
    void theBuildersEditsPrintAsTextThatParsesToTheEditedTree() {
        RuleNode rule = RuleParser.parse("coffee").root().orElseThrow();

        rule = RuleTrees.insert(rule, List.of(), 1, RuleClause.operator("is", "retweet", true));
        assertThat(RuleText.print(rule)).isEqualTo("(coffee -is:retweet)");
        rule = RuleTrees.insert(rule, List.of(), 2, RuleClause.operator("place", "new york city", false));
        assertThat(RuleText.print(rule)).isEqualTo("(coffee -is:retweet place:\"new york city\")");
        rule = RuleTrees.wrap(rule, List.of(0), Connective.OR);
        rule = RuleTrees.insert(rule, List.of(0), 1, RuleClause.keyword("tea"));
        assertThat(RuleText.print(rule)).isEqualTo("((coffee OR tea) -is:retweet place:\"new york city\")");
        rule = RuleTrees.toggleNegation(rule, List.of(1));
        rule = RuleTrees.setConnective(rule, List.of(0), Connective.AND);
        rule = RuleTrees.remove(rule, List.of(2)).orElseThrow();
        String printed = RuleText.print(rule);

        assertThat(printed).isEqualTo("((coffee tea) is:retweet)");
        RuleLint lint = RuleLinter.lint(printed, StreamAccess.of(AccessLevel.STANDARD));
        assertThat(lint.errors()).isEmpty();
        assertThat(shape(lint.parsed().root().orElseThrow())).isEqualTo(shape(rule));
    }

    @Test
    void theNodeUnderTheCaretIsFoundByItsPlace() {
        RuleNode root = RuleParser.parse("(coffee OR tea) lang:en").root().orElseThrow();

        assertThat(RuleTrees.pathAt(root, 12)).containsExactly(0, 1);
        assertThat(RuleTrees.at(root, List.of(0, 1))).get().isInstanceOfSatisfying(RuleClause.class,
                clause -> assertThat(clause.value()).isEqualTo("tea"));
        assertThat(RuleTrees.pathAt(root, 18)).containsExactly(1);
    }

    @Test
    void anUnfinishedRuleStillGivesTheBuilderATree() {
        ParsedRule parsed = RuleParser.parse("(coffee OR tea lang:en");

        assertThat(parsed.syntaxProblem()).get().extracting(RuleProblem::code)
                .isEqualTo(ProblemCode.MISSING_CLOSING_BRACKET);
        assertThat(parsed.clauses()).extracting(RuleClause::value).containsExactly("coffee", "tea", "en");
    }

    @Test
    void aStraySquareBracketOrAWrittenOutAndIsRefusedWhereItIsAndTheBuilderKeepsTheRest() {
        ParsedRule bracket = RuleParser.parse("coffee -[tea] lang:en");
        ParsedRule and = RuleParser.parse("coffee AND tea");

        assertThat(bracket.syntaxProblem()).get().satisfies(problem -> {
            assertThat(problem.code()).isEqualTo(ProblemCode.STRAY_SQUARE_BRACKET);
            assertThat(problem.span()).isEqualTo(new Span(8, 9));
            assertThat(problem.text().args()).containsExactly("[");
        });
        assertThat(bracket.clauses()).extracting(RuleClause::value).containsExactly("coffee", "tea", "en");
        assertThat(and.syntaxProblem()).get().satisfies(problem -> {
            assertThat(problem.code()).isEqualTo(ProblemCode.AMBIGUOUS_AND);
            assertThat(problem.span()).isEqualTo(new Span(7, 10));
            assertThat(problem.advice().key()).isEqualTo("rules.advice.ambiguousAnd");
        });
        assertThat(RuleParser.parse("coffee \"AND\" tea").syntaxProblem()).isEmpty();
        assertThat(RuleParser.parse("coffee -AND").syntaxProblem()).as("-AND is a word, as -OR is").isEmpty();
    }

    @Test
    void aProblemSaysWhatToDo() {
        RuleProblem problem = RuleLinter.lint("is:retweet", StreamAccess.of(AccessLevel.STANDARD)).firstError()
                .orElseThrow();

        assertThat(problem.text().key()).isEqualTo("rules.problem.needsStandalone");
        assertThat(problem.text().args()).containsExactly("is:");
        assertThat(problem.advice().key()).isEqualTo("rules.advice.needsStandalone");
    }

    /** A tree without places: what the two views must agree on. */
    private static String shape(RuleNode node) {
        if (node instanceof RuleClause clause) {
            return (clause.negated() ? "-" : "") + clause.kind() + "(" + clause.operator() + ":" + clause.value()
                    + (clause.distance() == null ? "" : "~" + clause.distance()) + ")";
        }
        RuleGroup group = (RuleGroup) node;
        StringBuilder out = new StringBuilder((group.negated() ? "-" : "") + group.connective() + "[");
        group.children().forEach(child -> out.append(shape(child)).append(' '));
        return out.append(']').toString();
    }
}

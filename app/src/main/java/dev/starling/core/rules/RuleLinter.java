package dev.starling.core.rules;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Checks a rule with X's rules before it is sent, each problem on its place: the text's shape
 * (quotes, brackets, OR between two terms; the first such problem only, as X), then every clause
 * (known operator, not a search-only one, its value's form, proximity at most 6, negation allowed
 * or required), negated groups, a standalone positive term on every OR branch, embedding operators
 * only with embedding access and a threshold only beside an {@code embedding:}, and the access
 * level's length. Hints (the brackets AND-before-OR implies, a lower-case {@code or}) never refuse.
 */
public final class RuleLinter {

    private RuleLinter() {
    }

    public static RuleLint lint(String text, StreamAccess access) {
        ParsedRule parsed = RuleParser.parse(text);
        List<RuleProblem> problems = new ArrayList<>();
        tooLong(parsed.text(), access).ifPresent(problems::add);
        if (parsed.syntaxProblem().isPresent() || parsed.root().isEmpty()) {
            parsed.syntaxProblem().ifPresent(problems::add);
            return new RuleLint(parsed, sorted(problems));
        }
        RuleNode root = parsed.root().get();
        walk(root, access, problems);
        List<RuleClause> clauses = RuleTrees.clauses(root);
        boolean embedding = clauses.stream().anyMatch(clause -> "embedding".equals(clause.operator()));
        if (!embedding) {
            clauses.stream().filter(clause -> "embedding_threshold".equals(clause.operator())).forEach(clause ->
                    problems.add(RuleProblem.of(ProblemCode.THRESHOLD_NEEDS_EMBEDDING, clause.span())));
        }
        anchor(root, problems);
        hints(root, problems);
        return new RuleLint(parsed, sorted(problems));
    }

    private static java.util.Optional<RuleProblem> tooLong(String text, StreamAccess access) {
        int length = text.codePointCount(0, text.length());
        if (length <= access.maxLength()) {
            return java.util.Optional.empty();
        }
        int from = text.offsetByCodePoints(0, access.maxLength());
        return java.util.Optional.of(RuleProblem.of(ProblemCode.TOO_LONG, new Span(from, text.length()), length,
                access.maxLength(), access.level().id()));
    }

    private static void walk(RuleNode node, StreamAccess access, List<RuleProblem> problems) {
        if (node instanceof RuleGroup group) {
            if (group.negated()) {
                problems.add(RuleProblem.of(ProblemCode.NEGATED_GROUP, group.span()));
            }
            group.children().forEach(child -> walk(child, access, problems));
            return;
        }
        RuleClause clause = (RuleClause) node;
        switch (clause.kind()) {
            case OPERATOR -> operator(clause, access, problems);
            case PHRASE -> {
                if (clause.value().isBlank()) {
                    problems.add(RuleProblem.of(ProblemCode.EMPTY_PHRASE, clause.span()));
                }
            }
            case PROXIMITY -> proximity(clause, problems);
            default -> {
            }
        }
        NegationRule negation = OperatorCatalog.negation(clause);
        if (negation == NegationRule.NEVER && clause.negated()) {
            problems.add(RuleProblem.of(ProblemCode.CANNOT_BE_NEGATED, clause.span(), clause.catalogName()));
        } else if (negation == NegationRule.ONLY_NEGATED && !clause.negated()) {
            problems.add(RuleProblem.of(ProblemCode.MUST_BE_NEGATED, clause.span(), RuleText.print(clause)));
        }
    }

    private static void operator(RuleClause clause, StreamAccess access, List<RuleProblem> problems) {
        OperatorSpec spec = OperatorCatalog.of(clause).orElse(null);
        if (spec == null) {
            problems.add(RuleProblem.of(ProblemCode.UNKNOWN_OPERATOR, clause.span(), clause.operator() + ":"));
            return;
        }
        if (spec.availability() == Availability.SEARCH_ONLY) {
            problems.add(RuleProblem.of(ProblemCode.SEARCH_ONLY_OPERATOR, clause.span(), spec.name()));
            return;
        }
        if (clause.value().isEmpty()) {
            problems.add(RuleProblem.of(ProblemCode.MISSING_ARGUMENT, clause.span(), spec.name()));
        } else {
            ArgumentChecks.check(clause, spec).ifPresent(problems::add);
        }
        if (spec.semantic() && !access.embedding()) {
            problems.add(RuleProblem.of(ProblemCode.EMBEDDING_UNAVAILABLE, clause.span(), spec.name(),
                    access.level().id()));
        }
    }

    private static void proximity(RuleClause clause, List<RuleProblem> problems) {
        if (clause.value().isBlank()) {
            problems.add(RuleProblem.of(ProblemCode.EMPTY_PHRASE, clause.span()));
        } else if (!ArgumentChecks.integerIn(clause.distance(), 1, Integer.MAX_VALUE / 2)) {
            problems.add(ArgumentChecks.invalid(clause, ArgumentForm.PROXIMITY));
        } else if (Integer.parseInt(clause.distance()) > OperatorCatalog.MAX_PROXIMITY) {
            problems.add(RuleProblem.of(ProblemCode.PROXIMITY_TOO_FAR, clause.span(),
                    Integer.parseInt(clause.distance()), OperatorCatalog.MAX_PROXIMITY));
        }
    }

    /**
     * X matches nothing it cannot start from: every way through the rule (every OR branch) needs a
     * positive clause that may stand alone.
     */
    private static void anchor(RuleNode root, List<RuleProblem> problems) {
        if (RuleTrees.clauses(root).stream().allMatch(RuleClause::negated)) {
            problems.add(RuleProblem.of(ProblemCode.NO_POSITIVE_TERM, root.span()));
            return;
        }
        if (anchored(root)) {
            return;
        }
        if (root instanceof RuleGroup group && group.connective() == Connective.OR && !group.negated()) {
            group.children().stream().filter(child -> !anchored(child)).forEach(child ->
                    problems.add(RuleProblem.of(ProblemCode.NEEDS_STANDALONE, child.span(), firstNeedy(child))));
        } else {
            problems.add(RuleProblem.of(ProblemCode.NEEDS_STANDALONE, root.span(), firstNeedy(root)));
        }
    }

    static boolean anchored(RuleNode node) {
        if (node instanceof RuleClause clause) {
            return !clause.negated() && OperatorCatalog.standalone(clause)
                    && OperatorCatalog.negation(clause) != NegationRule.ONLY_NEGATED;
        }
        RuleGroup group = (RuleGroup) node;
        if (group.negated()) {
            return false;
        }
        return group.connective() == Connective.AND ? group.children().stream().anyMatch(RuleLinter::anchored)
                : group.children().stream().allMatch(RuleLinter::anchored);
    }

    /** The operator that cannot stand alone, for the message ("is:" needs another operator beside it). */
    private static String firstNeedy(RuleNode node) {
        return RuleTrees.clauses(node).stream().filter(clause -> !clause.negated() && !OperatorCatalog.standalone(clause))
                .map(RuleClause::catalogName).findFirst().orElse(RuleText.print(node));
    }

    private static void hints(RuleNode root, List<RuleProblem> problems) {
        if (impliesBrackets(root)) {
            problems.add(RuleProblem.of(ProblemCode.IMPLIED_BRACKETS, root.span(), RuleText.withImpliedBrackets(root)));
        }
        RuleTrees.clauses(root).stream()
                .filter(clause -> clause.kind() == ClauseKind.KEYWORD && !clause.negated()
                        && clause.value().equals("or"))
                .forEach(clause -> problems.add(RuleProblem.of(ProblemCode.LOWERCASE_OR, clause.span())));
    }

    private static boolean impliesBrackets(RuleNode node) {
        if (!(node instanceof RuleGroup group)) {
            return false;
        }
        if (group.connective() == Connective.OR && group.children().stream().anyMatch(child ->
                child instanceof RuleGroup inner && !inner.bracketed() && inner.children().size() > 1)) {
            return true;
        }
        return group.children().stream().anyMatch(RuleLinter::impliesBrackets);
    }

    private static List<RuleProblem> sorted(List<RuleProblem> problems) {
        problems.sort(Comparator.comparingInt((RuleProblem p) -> p.span().start()).thenComparing(RuleProblem::code));
        return problems;
    }
}

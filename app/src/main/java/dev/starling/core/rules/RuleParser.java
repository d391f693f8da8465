package dev.starling.core.rules;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * Reads a rule's text into a {@link ParsedRule}: AND (a space) binds before OR, brackets group, a
 * {@code -} negates the term or group it is written on. Every node keeps its place. The text's
 * shape is checked on the tokens first (quotes, brackets, OR between two terms, no {@code AND}
 * written out, square brackets only around an operator's value), the first problem by position
 * being the one X reports; the tree is built either way.
 */
public final class RuleParser {

    private final List<RuleToken> tokens;
    private int index;

    private RuleParser(List<RuleToken> tokens) {
        this.tokens = tokens;
    }

    public static ParsedRule parse(String text) {
        String value = text == null ? "" : text;
        List<RuleToken> tokens = RuleLexer.tokens(value);
        Optional<RuleProblem> problem = firstSyntaxProblem(value, tokens);
        RuleParser parser = new RuleParser(tokens);
        RuleNode root = parser.or(0);
        while (parser.index < tokens.size()) {
            // a stray ')' at the top: skip it and read on, so the rest still shows in the builder
            parser.index++;
            RuleNode more = parser.or(0);
            root = root == null ? more : more == null ? root : join(root, more);
        }
        return new ParsedRule(value, Optional.ofNullable(root), problem);
    }

    // --- the text's shape -------------------------------------------------------------------

    static Optional<RuleProblem> firstSyntaxProblem(String text, List<RuleToken> tokens) {
        List<RuleProblem> problems = new ArrayList<>();
        if (tokens.isEmpty()) {
            return Optional.of(RuleProblem.of(ProblemCode.EMPTY_RULE, new Span(0, text.length())));
        }
        RuleToken last = tokens.get(tokens.size() - 1);
        if (!last.closed()) {
            int opener = last.valueStart() - 1;
            problems.add(last.form() == ValueForm.BRACKETED
                    ? RuleProblem.of(ProblemCode.MISSING_CLOSING_BRACKET, new Span(opener, text.length()), "[")
                    : RuleProblem.of(ProblemCode.UNBALANCED_QUOTE, new Span(opener, text.length())));
        }
        List<Integer> open = new ArrayList<>();
        for (int i = 0; i < tokens.size(); i++) {
            RuleToken token = tokens.get(i);
            if (token.type() == RuleToken.Type.OPEN) {
                open.add(i);
            } else if (token.type() == RuleToken.Type.CLOSE) {
                if (open.isEmpty()) {
                    problems.add(RuleProblem.of(ProblemCode.UNEXPECTED_CLOSING_BRACKET, token.span()));
                } else {
                    int opener = open.remove(open.size() - 1);
                    if (opener == i - 1) {
                        problems.add(RuleProblem.of(ProblemCode.EMPTY_GROUP,
                                new Span(tokens.get(opener).start(), token.end())));
                    }
                }
            } else if (token.type() == RuleToken.Type.OR && danglingOr(tokens, i)) {
                problems.add(RuleProblem.of(ProblemCode.DANGLING_OR, token.span()));
            } else if (token.type() == RuleToken.Type.SQUARE) {
                problems.add(RuleProblem.of(ProblemCode.STRAY_SQUARE_BRACKET, token.span(), token.value()));
            } else if (writtenAnd(token)) {
                problems.add(RuleProblem.of(ProblemCode.AMBIGUOUS_AND, token.span()));
            }
        }
        for (int opener : open) {
            RuleToken token = tokens.get(opener);
            problems.add(RuleProblem.of(ProblemCode.MISSING_CLOSING_BRACKET, new Span(token.start(), text.length()), "("));
        }
        return problems.stream().min(Comparator.comparingInt((RuleProblem p) -> p.span().start())
                .thenComparing(RuleProblem::code));
    }

    /** {@code AND} written out: X refuses it, a space being AND (a negated {@code -AND} is a word, as {@code -OR}). */
    private static boolean writtenAnd(RuleToken token) {
        return token.type() == RuleToken.Type.TERM && token.name() == null && !token.negated()
                && token.value().equals("AND");
    }

    private static boolean danglingOr(List<RuleToken> tokens, int i) {
        if (i == 0 || i == tokens.size() - 1) {
            return true;
        }
        RuleToken.Type before = tokens.get(i - 1).type();
        RuleToken.Type after = tokens.get(i + 1).type();
        return before == RuleToken.Type.OPEN || before == RuleToken.Type.OR || after == RuleToken.Type.CLOSE
                || after == RuleToken.Type.OR;
    }

    // --- the tree ---------------------------------------------------------------------------

    private RuleNode or(int depth) {
        List<RuleNode> branches = new ArrayList<>();
        RuleNode current = and(depth);
        while (peek(RuleToken.Type.OR)) {
            index++;
            if (current != null) {
                branches.add(current);
            }
            current = and(depth);
        }
        if (current != null) {
            branches.add(current);
        }
        if (branches.isEmpty()) {
            return null;
        }
        return branches.size() == 1 ? branches.get(0) : new RuleGroup(Connective.OR, branches, false, false,
                branches.get(0).span().to(branches.get(branches.size() - 1).span()));
    }

    private RuleNode and(int depth) {
        List<RuleNode> parts = new ArrayList<>();
        while (index < tokens.size() && !peek(RuleToken.Type.OR) && !peek(RuleToken.Type.CLOSE)) {
            RuleNode part = unary(depth);
            if (part != null) {
                parts.add(part);
            }
        }
        if (parts.isEmpty()) {
            return null;
        }
        return parts.size() == 1 ? parts.get(0) : new RuleGroup(Connective.AND, parts, false, false,
                parts.get(0).span().to(parts.get(parts.size() - 1).span()));
    }

    private RuleNode unary(int depth) {
        RuleToken token = tokens.get(index++);
        if (token.type() == RuleToken.Type.SQUARE) {
            return null; // refused as the text's shape; the rest still shows in the builder
        }
        if (token.type() != RuleToken.Type.OPEN) {
            return clause(token);
        }
        RuleNode inner = or(depth + 1);
        int end;
        if (peek(RuleToken.Type.CLOSE)) {
            end = tokens.get(index++).end();
        } else {
            end = inner == null ? token.end() : inner.span().end();
        }
        if (inner == null) {
            return null;
        }
        Span span = new Span(token.start(), end);
        if (inner instanceof RuleGroup group && !group.bracketed()) {
            return new RuleGroup(group.connective(), group.children(), true, token.negated(), span);
        }
        return new RuleGroup(Connective.AND, List.of(inner), true, token.negated(), span);
    }

    private static RuleClause clause(RuleToken token) {
        Span span = token.span();
        Span valueSpan = new Span(token.valueStart(), token.valueEnd());
        if (token.type() == RuleToken.Type.PHRASE) {
            return new RuleClause(token.distance() == null ? ClauseKind.PHRASE : ClauseKind.PROXIMITY, null,
                    token.value(), ValueForm.QUOTED, token.distance(), token.negated(), span, valueSpan);
        }
        if (token.name() != null) {
            return new RuleClause(ClauseKind.OPERATOR, token.name(), token.value(), token.form(), null, token.negated(),
                    span, valueSpan);
        }
        String word = token.value();
        ClauseKind kind = ClauseKind.KEYWORD;
        if (word.length() > 1) {
            kind = switch (word.charAt(0)) {
                case '#' -> ClauseKind.HASHTAG;
                case '@' -> ClauseKind.MENTION;
                case '$' -> Character.isLetter(word.charAt(1)) ? ClauseKind.CASHTAG : ClauseKind.KEYWORD;
                default -> ClauseKind.KEYWORD;
            };
        }
        if (kind != ClauseKind.KEYWORD) {
            return new RuleClause(kind, null, word.substring(1), ValueForm.BARE, null, token.negated(), span,
                    new Span(valueSpan.start() + 1, valueSpan.end()));
        }
        return new RuleClause(kind, null, word, ValueForm.BARE, null, token.negated(), span, valueSpan);
    }

    /** Two readings side by side (after a stray bracket) are ANDed, as a space would. */
    private static RuleNode join(RuleNode left, RuleNode right) {
        return new RuleGroup(Connective.AND, List.of(left, right), false, false, left.span().to(right.span()));
    }

    private boolean peek(RuleToken.Type type) {
        return index < tokens.size() && tokens.get(index).type() == type;
    }
}

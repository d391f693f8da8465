package dev.starling.sandbox.stream;

import java.util.ArrayList;
import java.util.List;

/**
 * Reads a stream rule as X does: whitespace separates terms, brackets and quotes stand alone outside
 * quotes, {@code -} before a term negates it, {@code OR} in capitals joins, and AND (a space) binds
 * before OR. Shape errors (quotes, brackets, a misplaced OR, AND written out, a square bracket not
 * around an operator's value, an empty rule) are found on the pieces first and the earliest one is
 * X's answer; otherwise the rule becomes a {@link RuleTree}.
 */
final class RuleReader {

    /** X's words for a rule it cannot read, with the 1-based position it points at. */
    record Refusal(String message, int position) {
        String detail() {
            return message + " (at position " + position + ")";
        }
    }

    /** A piece of the text: {@code (}, {@code )}, {@code |} for OR, {@code s} for a stray square bracket, or a term. */
    private record Piece(char type, int start, RuleTree.Term term, boolean open) {
    }

    private final String text;
    private final List<Piece> pieces = new ArrayList<>();
    private int at;
    private int next;

    private RuleReader(String text) {
        this.text = text;
    }

    /** The earliest shape error, or null when the rule reads. */
    static Refusal shapeError(String text) {
        RuleReader reader = new RuleReader(text);
        reader.split();
        return reader.firstShapeError();
    }

    /** The tree of a rule {@link #shapeError} accepted. */
    static RuleTree read(String text) {
        RuleReader reader = new RuleReader(text);
        reader.split();
        return reader.or();
    }

    private void split() {
        while (true) {
            while (at < text.length() && Character.isWhitespace(text.charAt(at))) {
                at++;
            }
            if (at >= text.length()) {
                return;
            }
            Piece piece = piece();
            pieces.add(piece);
            if (!piece.open()) {
                return;
            }
        }
    }

    private Piece piece() {
        int start = at;
        boolean negated = text.charAt(at) == '-' && at + 1 < text.length() && !Character.isWhitespace(text.charAt(at + 1));
        if (negated) {
            at++;
        }
        char c = text.charAt(at);
        if (c == '(' || c == ')') {
            at++;
            return new Piece(c, start, new RuleTree.Term("group", null, "", false, false, null, negated, start), true);
        }
        if (c == '[' || c == ']') {
            // only an operator's value is bracketed (point_radius:[...]); X points at the bracket itself
            return new Piece('s', at++, null, true);
        }
        if (c == '"') {
            int close = quoteEnd(at + 1);
            if (close < 0) {
                int quote = at;
                at = text.length();
                return new Piece('"', quote, null, false);
            }
            String value = text.substring(at + 1, close).replace("\\\"", "\"");
            at = close + 1;
            if (at < text.length() && text.charAt(at) == '~') {
                int digits = ++at;
                at = wordEnd(at);
                return new Piece('t', start, new RuleTree.Term("near", null, value, true, false,
                        text.substring(digits, at), negated, start), true);
            }
            return new Piece('t', start, new RuleTree.Term("phrase", null, value, true, false, null, negated, start), true);
        }
        int wordStart = at;
        for (int i = at; i < text.length() && !stop(text.charAt(i)); i++) {
            if (text.charAt(i) == ':' && operatorName(wordStart, i)) {
                return operator(start, negated, text.substring(wordStart, i), i + 1);
            }
        }
        at = wordEnd(at);
        String word = text.substring(wordStart, at);
        if (!negated && word.equals("OR")) {
            return new Piece('|', start, null, true);
        }
        String kind = "word";
        if (word.length() > 1 && (word.charAt(0) == '#' || word.charAt(0) == '@'
                || word.charAt(0) == '$' && Character.isLetter(word.charAt(1)))) {
            kind = String.valueOf(word.charAt(0));
            word = word.substring(1);
        }
        return new Piece('t', start, new RuleTree.Term(kind, null, word, false, false, null, negated, start), true);
    }

    private Piece operator(int start, boolean negated, String name, int valueAt) {
        String op = name.toLowerCase(java.util.Locale.ROOT);
        if (valueAt < text.length() && text.charAt(valueAt) == '"') {
            int close = quoteEnd(valueAt + 1);
            if (close < 0) {
                at = text.length();
                return new Piece('"', valueAt, null, false);
            }
            at = close + 1;
            return new Piece('t', start, new RuleTree.Term("op", op, text.substring(valueAt + 1, close).replace("\\\"", "\""),
                    true, false, null, negated, start), true);
        }
        if (valueAt < text.length() && text.charAt(valueAt) == '[') {
            int close = text.indexOf(']', valueAt);
            if (close < 0) {
                at = text.length();
                return new Piece('[', valueAt, null, false);
            }
            at = close + 1;
            return new Piece('t', start, new RuleTree.Term("op", op, text.substring(valueAt + 1, close), false, true, null,
                    negated, start), true);
        }
        at = wordEnd(valueAt);
        return new Piece('t', start, new RuleTree.Term("op", op, text.substring(valueAt, at), false, false, null, negated,
                start), true);
    }

    private Refusal firstShapeError() {
        List<Refusal> found = new ArrayList<>();
        if (pieces.isEmpty()) {
            return new Refusal("Rule value cannot be empty", 1);
        }
        Piece last = pieces.get(pieces.size() - 1);
        if (!last.open()) {
            found.add(new Refusal(last.type() == '[' ? "Missing closing bracket" : "Missing closing quote",
                    last.start() + 1));
        }
        List<Integer> opened = new ArrayList<>();
        for (int i = 0; i < pieces.size(); i++) {
            Piece piece = pieces.get(i);
            if (piece.type() == '(') {
                opened.add(i);
            } else if (piece.type() == ')') {
                if (opened.isEmpty()) {
                    found.add(new Refusal("Unexpected ')'", piece.start() + 1));
                } else if (opened.remove(opened.size() - 1) == i - 1) {
                    found.add(new Refusal("Empty parentheses", pieces.get(i - 1).start() + 1));
                }
            } else if (piece.type() == '|' && misplacedOr(i)) {
                found.add(new Refusal("Ambiguous use of OR", piece.start() + 1));
            } else if (piece.type() == 's') {
                found.add(new Refusal("no viable alternative at input '" + text.charAt(piece.start()) + "'",
                        piece.start() + 1));
            } else if (piece.type() == 't' && writtenAnd(piece.term())) {
                found.add(new Refusal("Ambiguous use of and as a keyword. Use a space to logically join two clauses, "
                        + "or \"and\" to find occurrences of and in text", piece.start() + 1));
            }
        }
        for (int index : opened) {
            found.add(new Refusal("Missing closing parenthesis", pieces.get(index).start() + 1));
        }
        Refusal first = null;
        for (Refusal refusal : found) {
            if (first == null || refusal.position() < first.position()) {
                first = refusal;
            }
        }
        return first;
    }

    /** {@code AND} written out, which X refuses: a space is AND ({@code -AND} is a word, as {@code -OR} is). */
    private static boolean writtenAnd(RuleTree.Term term) {
        return "word".equals(term.kind()) && !term.negated() && "AND".equals(term.value());
    }

    private boolean misplacedOr(int i) {
        if (i == 0 || i == pieces.size() - 1) {
            return true;
        }
        char before = pieces.get(i - 1).type();
        char after = pieces.get(i + 1).type();
        return before == '(' || before == '|' || after == ')' || after == '|';
    }

    // --- the tree (only for rules without shape errors) ---------------------------------------

    private RuleTree or() {
        List<RuleTree> branches = new ArrayList<>();
        branches.add(and());
        while (next < pieces.size() && pieces.get(next).type() == '|') {
            next++;
            branches.add(and());
        }
        return branches.size() == 1 ? branches.get(0) : new RuleTree.Group(true, branches, false, false,
                branches.get(0).start());
    }

    private RuleTree and() {
        List<RuleTree> parts = new ArrayList<>();
        while (next < pieces.size() && pieces.get(next).type() != '|' && pieces.get(next).type() != ')') {
            parts.add(unary());
        }
        return parts.size() == 1 ? parts.get(0) : new RuleTree.Group(false, parts, false, false, parts.get(0).start());
    }

    private RuleTree unary() {
        Piece piece = pieces.get(next++);
        if (piece.type() != '(') {
            return piece.term();
        }
        RuleTree inner = or();
        next++; // the closing bracket, which the shape check guarantees
        if (inner instanceof RuleTree.Group group && !group.bracketed()) {
            return new RuleTree.Group(group.or(), group.parts(), true, piece.term().negated(), piece.start());
        }
        return new RuleTree.Group(false, List.of(inner), true, piece.term().negated(), piece.start());
    }

    private int quoteEnd(int from) {
        for (int i = from; i < text.length(); i++) {
            if (text.charAt(i) == '\\' && i + 1 < text.length() && text.charAt(i + 1) == '"') {
                i++;
            } else if (text.charAt(i) == '"') {
                return i;
            }
        }
        return -1;
    }

    private int wordEnd(int from) {
        int i = from;
        while (i < text.length() && !stop(text.charAt(i))) {
            i++;
        }
        return i;
    }

    private static boolean stop(char c) {
        return Character.isWhitespace(c) || c == '(' || c == ')' || c == '[' || c == ']' || c == '"';
    }

    private boolean operatorName(int from, int to) {
        if (to <= from || !Character.isLetter(text.charAt(from))) {
            return false;
        }
        for (int i = from; i < to; i++) {
            char c = text.charAt(i);
            if (!(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_')) {
                return false;
            }
        }
        return true;
    }
}

package dev.starling.core.rules;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits a rule into tokens the way X reads it: whitespace separates terms; brackets and double
 * quotes are tokens of their own wherever they appear outside quotes; a {@code -} directly before a
 * term negates it; {@code OR} in capitals joins; {@code name:} followed by a quote or a square
 * bracket takes everything up to the matching one as its value; {@code \"} is a quote inside quotes.
 * A square bracket anywhere else is a token of its own (X refuses it: only an operator's value is
 * bracketed, as {@code point_radius:[...]}).
 * An open quote or value bracket ends the text: the token is marked not closed.
 */
final class RuleLexer {

    private final String text;
    private int index;

    private RuleLexer(String text) {
        this.text = text;
    }

    static List<RuleToken> tokens(String text) {
        return new RuleLexer(text).all();
    }

    private List<RuleToken> all() {
        List<RuleToken> tokens = new ArrayList<>();
        while (true) {
            while (index < text.length() && Character.isWhitespace(text.charAt(index))) {
                index++;
            }
            if (index >= text.length()) {
                return tokens;
            }
            RuleToken token = next();
            tokens.add(token);
            if (!token.closed()) {
                return tokens;
            }
        }
    }

    private RuleToken next() {
        int start = index;
        boolean negated = text.charAt(index) == '-' && index + 1 < text.length()
                && !Character.isWhitespace(text.charAt(index + 1));
        if (negated) {
            index++;
        }
        char c = text.charAt(index);
        if (c == '(' || c == ')') {
            index++;
            return new RuleToken(c == '(' ? RuleToken.Type.OPEN : RuleToken.Type.CLOSE, start, index, negated, null,
                    String.valueOf(c), ValueForm.BARE, index - 1, index, true, null);
        }
        if (c == '[' || c == ']') {
            // X points at the bracket itself, not at a minus before it
            index++;
            return new RuleToken(RuleToken.Type.SQUARE, index - 1, index, false, null, String.valueOf(c),
                    ValueForm.BARE, index - 1, index, true, null);
        }
        if (c == '"') {
            return phrase(start, negated);
        }
        int wordStart = index;
        while (index < text.length() && !stop(text.charAt(index))) {
            if (text.charAt(index) == ':' && isName(wordStart, index)) {
                return operator(start, negated, text.substring(wordStart, index));
            }
            index++;
        }
        String word = text.substring(wordStart, index);
        if (!negated && word.equals("OR")) {
            return new RuleToken(RuleToken.Type.OR, start, index, false, null, word, ValueForm.BARE, start, index, true,
                    null);
        }
        return new RuleToken(RuleToken.Type.TERM, start, index, negated, null, word, ValueForm.BARE, wordStart, index,
                true, null);
    }

    /** {@code name:} has been read up to the colon at {@code index}. */
    private RuleToken operator(int start, boolean negated, String name) {
        index++;
        int valueStart = index;
        if (index < text.length() && text.charAt(index) == '"') {
            int close = closingQuote(index + 1);
            if (close < 0) {
                index = text.length();
                return new RuleToken(RuleToken.Type.TERM, start, index, negated, name, unescape(valueStart + 1, index),
                        ValueForm.QUOTED, valueStart + 1, index, false, null);
            }
            index = close + 1;
            return new RuleToken(RuleToken.Type.TERM, start, index, negated, name, unescape(valueStart + 1, close),
                    ValueForm.QUOTED, valueStart + 1, close, true, null);
        }
        if (index < text.length() && text.charAt(index) == '[') {
            int close = text.indexOf(']', index);
            boolean closed = close >= 0;
            index = closed ? close + 1 : text.length();
            return new RuleToken(RuleToken.Type.TERM, start, index, negated, name,
                    text.substring(valueStart + 1, closed ? close : index), ValueForm.BRACKETED, valueStart + 1,
                    closed ? close : index, closed, null);
        }
        while (index < text.length() && !stop(text.charAt(index))) {
            index++;
        }
        return new RuleToken(RuleToken.Type.TERM, start, index, negated, name, text.substring(valueStart, index),
                ValueForm.BARE, valueStart, index, true, null);
    }

    private RuleToken phrase(int start, boolean negated) {
        int open = index;
        int close = closingQuote(open + 1);
        if (close < 0) {
            index = text.length();
            return new RuleToken(RuleToken.Type.PHRASE, start, index, negated, null, unescape(open + 1, index),
                    ValueForm.QUOTED, open + 1, index, false, null);
        }
        index = close + 1;
        String distance = null;
        if (index < text.length() && text.charAt(index) == '~') {
            int digits = ++index;
            while (index < text.length() && !stop(text.charAt(index))) {
                index++;
            }
            distance = text.substring(digits, index);
        }
        return new RuleToken(RuleToken.Type.PHRASE, start, index, negated, null, unescape(open + 1, close),
                ValueForm.QUOTED, open + 1, close, true, distance);
    }

    /** The index of the quote closing a quoted text that starts at {@code from}, or -1. */
    private int closingQuote(int from) {
        for (int i = from; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\\' && i + 1 < text.length() && text.charAt(i + 1) == '"') {
                i++;
            } else if (c == '"') {
                return i;
            }
        }
        return -1;
    }

    private String unescape(int from, int to) {
        return text.substring(from, to).replace("\\\"", "\"");
    }

    /** Where a bare word or value ends: whitespace, a bracket of either kind, a quote. */
    private static boolean stop(char c) {
        return Character.isWhitespace(c) || c == '(' || c == ')' || c == '[' || c == ']' || c == '"';
    }

    /** An operator name: letters and underscores, starting with a letter. */
    private boolean isName(int from, int to) {
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

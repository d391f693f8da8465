package dev.starling.sandbox.v2;

import java.util.ArrayList;
import java.util.List;

/** Splits a search query into terms, phrases and parentheses, noting a leading {@code -} and 1-based positions. */
final class QueryTokenizer {

    enum Kind { TERM, PHRASE, OPEN, CLOSE }

    record Token(Kind kind, String text, boolean negated, int position) {
    }

    private QueryTokenizer() {
    }

    static List<Token> tokenize(String query) throws SearchQuery.InvalidQueryException {
        List<Token> tokens = new ArrayList<>();
        int i = 0;
        while (i < query.length()) {
            char c = query.charAt(i);
            if (Character.isWhitespace(c)) {
                i++;
                continue;
            }
            int start = i;
            boolean negated = c == '-' && i + 1 < query.length() && !Character.isWhitespace(query.charAt(i + 1));
            if (negated) {
                i++;
                c = query.charAt(i);
            }
            if (c == '(' || c == ')') {
                if (c == ')' && negated) {
                    throw new SearchQuery.InvalidQueryException("Unexpected ')'", i + 1);
                }
                tokens.add(new Token(c == '(' ? Kind.OPEN : Kind.CLOSE, String.valueOf(c), negated, start + 1));
                i++;
            } else if (c == '"') {
                int close = query.indexOf('"', i + 1);
                if (close < 0) {
                    throw new SearchQuery.InvalidQueryException("Missing closing quote", i + 1);
                }
                if (close == i + 1) {
                    throw new SearchQuery.InvalidQueryException("Empty quoted phrase", i + 1);
                }
                tokens.add(new Token(Kind.PHRASE, query.substring(i + 1, close), negated, start + 1));
                i = close + 1;
            } else {
                int end = i;
                while (end < query.length() && !Character.isWhitespace(query.charAt(end))
                        && query.charAt(end) != '(' && query.charAt(end) != ')' && query.charAt(end) != '"') {
                    end++;
                }
                tokens.add(new Token(Kind.TERM, query.substring(i, end), negated, start + 1));
                i = end;
            }
        }
        return tokens;
    }
}

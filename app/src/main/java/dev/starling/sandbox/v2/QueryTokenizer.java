package dev.starling.sandbox.v2;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Splits a search query into terms, "phrases", {@code name:value} operators and parentheses, noting a
 * leading {@code -} and 1-based positions. An operator's value may be quoted ({@code url:"x.com"},
 * {@code entity:"Black Friday"}) or bracketed ({@code point_radius:[2.35 48.86 16km]}); a phrase may
 * carry the stream's proximity suffix ({@code "a b"~3}).
 */
final class QueryTokenizer {

    enum Kind { TERM, PHRASE, OPERATOR, OPEN, CLOSE }

    /**
     * @param text the term, the phrase's words, or the operator's name (lower case)
     * @param value the operator's value without its quotes or brackets; a phrase's proximity ({@code ~3}) or null
     */
    record Token(Kind kind, String text, String value, boolean negated, int position) {
    }

    /** What makes {@code name:} an operator: letters and underscores, as X's operators are named. */
    private static final Pattern OPERATOR_NAME = Pattern.compile("[A-Za-z_]+");
    /** Written-out links are keywords, not operators named http or https. */
    private static final List<String> NOT_OPERATORS = List.of("http", "https");

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
                tokens.add(new Token(c == '(' ? Kind.OPEN : Kind.CLOSE, String.valueOf(c), null, negated, start + 1));
                i++;
            } else if (c == '"') {
                int close = closingQuote(query, i);
                if (close == i + 1) {
                    throw new SearchQuery.InvalidQueryException("Empty quoted phrase", i + 1);
                }
                int end = close + 1;
                String proximity = null;
                if (end < query.length() && query.charAt(end) == '~') {
                    int digits = end + 1;
                    while (digits < query.length() && Character.isDigit(query.charAt(digits))) {
                        digits++;
                    }
                    proximity = query.substring(end, digits);
                    end = digits;
                }
                tokens.add(new Token(Kind.PHRASE, query.substring(i + 1, close), proximity, negated, start + 1));
                i = end;
            } else if (c == '[') {
                throw new SearchQuery.InvalidQueryException("no viable alternative at input '['", i + 1);
            } else {
                int end = i;
                while (end < query.length() && !Character.isWhitespace(query.charAt(end))
                        && query.charAt(end) != '(' && query.charAt(end) != ')' && query.charAt(end) != '"') {
                    end++;
                }
                String run = query.substring(i, end);
                int colon = run.indexOf(':');
                String name = colon > 0 ? run.substring(0, colon) : "";
                if (colon > 0 && OPERATOR_NAME.matcher(name).matches() && !NOT_OPERATORS.contains(name.toLowerCase(Locale.ROOT))) {
                    String value = run.substring(colon + 1);
                    if (value.isEmpty() && end < query.length() && query.charAt(end) == '"') {
                        int close = closingQuote(query, end);
                        value = query.substring(end + 1, close);
                        end = close + 1;
                    } else if (value.startsWith("[")) {
                        int close = query.indexOf(']', i + colon);
                        if (close < 0) {
                            throw new SearchQuery.InvalidQueryException("Missing closing bracket", i + colon + 2);
                        }
                        value = query.substring(i + colon + 2, close);
                        end = close + 1;
                    }
                    tokens.add(new Token(Kind.OPERATOR, name.toLowerCase(Locale.ROOT), value, negated, start + 1));
                } else {
                    tokens.add(new Token(Kind.TERM, run, null, negated, start + 1));
                }
                i = end;
            }
        }
        return tokens;
    }

    private static int closingQuote(String query, int open) throws SearchQuery.InvalidQueryException {
        int close = query.indexOf('"', open + 1);
        if (close < 0) {
            throw new SearchQuery.InvalidQueryException("Missing closing quote", open + 1);
        }
        return close;
    }
}

package dev.starling.sandbox.v2;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Predicate;

/**
 * A recent-search query: terms joined by spaces (AND), {@code OR}, parentheses and {@code -}
 * negation. Terms: keywords, "quoted phrases", #hashtags, @mentions, $cashtags and the operators
 * from:, to:, lang:, has:, is:, conversation_id:, url:. Following X's 2026 index, keywords and
 * phrases never match reposts (use from: or is:retweet to find them).
 */
public final class SearchQuery {

    /** A query X would reject; the message is X's wording without the "There were errors" prefix. */
    public static final class InvalidQueryException extends Exception {
        InvalidQueryException(String message, int position) {
            super(message + " (at position " + position + ")", null, false, false);
        }
    }

    private static final String OPERATOR_DOCS =
            "https://developer.x.com/en/docs/twitter-api/tweets/search/integrate/build-a-query";

    private final Predicate<SearchFacts> root;

    private SearchQuery(Predicate<SearchFacts> root) {
        this.root = root;
    }

    public boolean matches(SearchFacts facts) {
        return root.test(facts);
    }

    public static SearchQuery parse(String query) throws InvalidQueryException {
        Parser parser = new Parser(QueryTokenizer.tokenize(query));
        Predicate<SearchFacts> root = parser.or();
        if (parser.index < parser.tokens.size()) {
            QueryTokenizer.Token extra = parser.tokens.get(parser.index);
            throw new InvalidQueryException("Unexpected '" + extra.text() + "'", extra.position());
        }
        if (!parser.sawPositive) {
            throw new InvalidQueryException("Rules must contain a non-negation term", 1);
        }
        return new SearchQuery(root);
    }

    private static final class Parser {
        private final List<QueryTokenizer.Token> tokens;
        private int index;
        private boolean sawPositive;
        private int negationDepth;

        Parser(List<QueryTokenizer.Token> tokens) {
            this.tokens = tokens;
        }

        Predicate<SearchFacts> or() throws InvalidQueryException {
            Predicate<SearchFacts> left = and();
            while (peek("OR")) {
                index++;
                left = left.or(and());
            }
            return left;
        }

        Predicate<SearchFacts> and() throws InvalidQueryException {
            List<Predicate<SearchFacts>> parts = new ArrayList<>();
            while (index < tokens.size() && !peek("OR") && !peek(")")) {
                parts.add(unary());
            }
            if (parts.isEmpty()) {
                int position = index < tokens.size() ? tokens.get(index).position()
                        : tokens.isEmpty() ? 1 : tokens.get(tokens.size() - 1).position();
                String near = index < tokens.size() ? tokens.get(index).text() : "end of query";
                throw new InvalidQueryException("OR".equals(near)
                        ? "Ambiguous use of OR. Put it between two terms, or quote it to search for the word"
                        : "Expected a term before '" + near + "'", position);
            }
            return parts.stream().reduce(Predicate::and).orElseThrow();
        }

        Predicate<SearchFacts> unary() throws InvalidQueryException {
            QueryTokenizer.Token token = tokens.get(index);
            if (token.negated()) {
                negationDepth++;
                Predicate<SearchFacts> inner = primary();
                negationDepth--;
                return inner.negate();
            }
            return primary();
        }

        Predicate<SearchFacts> primary() throws InvalidQueryException {
            QueryTokenizer.Token token = tokens.get(index++);
            if (token.kind() == QueryTokenizer.Kind.OPEN) {
                Predicate<SearchFacts> inner = or();
                if (!peek(")")) {
                    throw new InvalidQueryException("Missing closing parenthesis", token.position());
                }
                index++;
                return inner;
            }
            if (token.kind() == QueryTokenizer.Kind.CLOSE) {
                throw new InvalidQueryException("Unexpected ')'", token.position());
            }
            if (negationDepth == 0) {
                sawPositive = true;
            }
            return term(token);
        }

        private boolean peek(String text) {
            if (index >= tokens.size()) {
                return false;
            }
            QueryTokenizer.Token token = tokens.get(index);
            return token.kind() != QueryTokenizer.Kind.PHRASE && !token.negated() && token.text().equals(text);
        }
    }

    private static Predicate<SearchFacts> term(QueryTokenizer.Token token) throws InvalidQueryException {
        String text = token.text();
        if (token.kind() == QueryTokenizer.Kind.PHRASE) {
            List<String> words = SearchFacts.tokenize(text);
            return facts -> !facts.isRetweet() && (words.isEmpty() ? facts.lowerText().contains(text.toLowerCase(Locale.ROOT))
                    : facts.containsSequence(words));
        }
        String lower = text.toLowerCase(Locale.ROOT);
        if (lower.length() > 1 && (lower.startsWith("#") || lower.startsWith("@") || lower.startsWith("$"))) {
            String value = lower.substring(1);
            return switch (lower.charAt(0)) {
                case '#' -> facts -> facts.hashtags().contains(value);
                case '@' -> facts -> facts.mentions().contains(value);
                default -> facts -> facts.cashtags().contains(value);
            };
        }
        int colon = text.indexOf(':');
        if (colon > 0 && colon < text.length() - 1 && !lower.startsWith("http")) {
            return SearchOperators.operator(lower.substring(0, colon), text.substring(colon + 1), token.position());
        }
        List<String> words = SearchFacts.tokenize(text);
        boolean unspaced = text.codePoints().anyMatch(SearchQuery::unspacedScript);
        return facts -> !facts.isRetweet() && (unspaced ? facts.lowerText().contains(lower)
                : !words.isEmpty() && facts.containsSequence(words));
    }

    /** Scripts written without spaces: a keyword matches inside the text rather than as a word. */
    private static boolean unspacedScript(int codePoint) {
        Character.UnicodeScript script = Character.UnicodeScript.of(codePoint);
        return script == Character.UnicodeScript.HAN || script == Character.UnicodeScript.HIRAGANA
                || script == Character.UnicodeScript.KATAKANA || script == Character.UnicodeScript.THAI;
    }

    static InvalidQueryException invalidOperator(String name, int position) {
        return new InvalidQueryException("Reference to invalid operator '" + name
                + "'. Operator is not available in current product or product packaging. Please refer to complete"
                + " available operator list at " + OPERATOR_DOCS + ".", position);
    }

    static InvalidQueryException invalidValue(String name, String value, int position) {
        return new InvalidQueryException("Reference to invalid field '" + value + "' for operator '" + name + "'",
                position);
    }
}

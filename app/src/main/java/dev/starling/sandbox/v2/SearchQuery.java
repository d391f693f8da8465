package dev.starling.sandbox.v2;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Predicate;

/**
 * A recent-search query: terms joined by spaces (AND), {@code OR}, parentheses and {@code -}
 * negation. Terms: keywords, emoji, "quoted phrases", #hashtags, @mentions, $cashtags and the
 * {@code name:value} operators of {@link SearchOperators}, whose values may be quoted. As X's
 * operator list says, {@code is:}, {@code has:} and {@code lang:} need a standalone term in the
 * query. Following X's index of May 2026, keywords, emoji and phrases never match reposts (use
 * {@code from:}, {@code retweets_of:} or {@code is:retweet} with another term to find them).
 */
public final class SearchQuery {

    /** A query X would reject; the message is X's wording without the "There were errors" prefix. */
    public static final class InvalidQueryException extends Exception {
        InvalidQueryException(String message, int position) {
            this(at(message, position));
        }

        private InvalidQueryException(String message) {
            super(message, null, false, false);
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

    /** Parses the query; every problem X would name is in the exception's message, joined as X joins them. */
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
        List<String> errors = new ArrayList<>(parser.errors);
        if (!parser.sawStandalone && parser.firstConjunction > 0) {
            errors.add(0, at("is/has/lang cannot be used as a standalone operator", parser.firstConjunction));
        }
        if (!errors.isEmpty()) {
            throw new InvalidQueryException(String.join(", ", errors));
        }
        return new SearchQuery(root);
    }

    private static final class Parser {
        private final List<QueryTokenizer.Token> tokens;
        private final List<String> errors = new ArrayList<>();
        private int index;
        private boolean sawPositive;
        private boolean sawStandalone;
        private int firstConjunction;
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
                if (peek("AND")) {
                    throw new InvalidQueryException("Ambiguous use of and as a keyword. Use a space to logically join two"
                            + " clauses, or \"and\" to find occurrences of and in text", tokens.get(index).position());
                }
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
            SearchOperators.Term term = term(token, negationDepth > 0, errors);
            if (negationDepth == 0) {
                sawPositive = true;
                if (term.standalone()) {
                    sawStandalone = true;
                } else if (firstConjunction == 0) {
                    firstConjunction = token.position();
                }
            }
            return term.test();
        }

        private boolean peek(String text) {
            if (index >= tokens.size()) {
                return false;
            }
            QueryTokenizer.Token token = tokens.get(index);
            return (token.kind() == QueryTokenizer.Kind.TERM || token.kind() == QueryTokenizer.Kind.OPEN
                    || token.kind() == QueryTokenizer.Kind.CLOSE) && !token.negated() && token.text().equals(text);
        }
    }

    private static SearchOperators.Term term(QueryTokenizer.Token token, boolean negated, List<String> errors) {
        String text = token.text();
        if (token.kind() == QueryTokenizer.Kind.OPERATOR) {
            return SearchOperators.operator(text, token.value(), negated, token.position(), errors);
        }
        if (token.kind() == QueryTokenizer.Kind.PHRASE) {
            if (token.value() != null) {
                // The stream's proximity operator ("a b"~3); search does not have it.
                return SearchOperators.unavailable("~", token.position(), errors);
            }
            return SearchOperators.Term.standalone(keyword(text));
        }
        String lower = text.toLowerCase(Locale.ROOT);
        if (lower.length() > 1 && (lower.startsWith("#") || lower.startsWith("@") || lower.startsWith("$"))) {
            String value = lower.substring(1);
            return SearchOperators.Term.standalone(switch (lower.charAt(0)) {
                case '#' -> facts -> facts.hashtags().contains(value);
                case '@' -> facts -> facts.mentions().contains(value);
                default -> facts -> facts.cashtags().contains(value);
            });
        }
        return SearchOperators.Term.standalone(keyword(text));
    }

    /**
     * A keyword, emoji or phrase: its tokens one after another in the post's text, or inside it for
     * scripts written without spaces. Never a repost (X's index since May 2026).
     */
    private static Predicate<SearchFacts> keyword(String text) {
        String lower = text.toLowerCase(Locale.ROOT);
        List<String> words = SearchFacts.tokenize(text);
        boolean unspaced = text.codePoints().anyMatch(SearchQuery::unspacedScript);
        if (words.isEmpty() && !unspaced) {
            return facts -> !facts.isRetweet() && facts.lowerText().contains(lower);
        }
        return facts -> !facts.isRetweet() && (unspaced ? facts.lowerText().contains(lower)
                : facts.containsSequence(words));
    }

    /** Scripts written without spaces: a keyword matches inside the text rather than as a word. */
    private static boolean unspacedScript(int codePoint) {
        Character.UnicodeScript script = Character.UnicodeScript.of(codePoint);
        return script == Character.UnicodeScript.HAN || script == Character.UnicodeScript.HIRAGANA
                || script == Character.UnicodeScript.KATAKANA || script == Character.UnicodeScript.THAI;
    }

    /** A message with X's position suffix. */
    static String at(String message, int position) {
        return message + " (at position " + position + ")";
    }

    static String invalidOperator(String name, int position) {
        return at("Reference to invalid operator '" + name
                + "'. Operator is not available in current product or product packaging. Please refer to complete"
                + " available operator list at " + OPERATOR_DOCS + ".", position);
    }
}

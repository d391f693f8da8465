package dev.starling.core.rules;

/**
 * One token of a rule's text. A {@code TERM} is a keyword, {@code #tag}, {@code @name}, {@code $TAG}
 * or {@code name:value} (its value possibly quoted or bracketed); a {@code PHRASE} may carry a
 * proximity {@code distance}. {@code start} includes a leading {@code -}. A {@code SQUARE} is a square
 * bracket outside an operator's value, which X cannot read.
 *
 * @param closed false for a quote or value bracket left open (the lexer stops there)
 */
record RuleToken(Type type, int start, int end, boolean negated, String name, String value, ValueForm form,
                 int valueStart, int valueEnd, boolean closed, String distance) {

    enum Type { TERM, PHRASE, OPEN, CLOSE, OR, SQUARE }

    Span span() {
        return new Span(start, end);
    }
}

package dev.starling.core.rules;

/**
 * Where a piece of a rule is in its text: {@code start} inclusive, {@code end} exclusive, in UTF-16
 * indices of the rule's value (what a text field selects). X's own messages count from 1, so
 * {@link #position()} is {@code start + 1}.
 */
public record Span(int start, int end) {

    public Span {
        if (start < 0 || end < start) {
            throw new IllegalArgumentException("not a span: " + start + ".." + end);
        }
    }

    /** The 1-based position X's messages use ("at position 12"). */
    public int position() {
        return start + 1;
    }

    public Span to(Span other) {
        return new Span(Math.min(start, other.start), Math.max(end, other.end));
    }
}

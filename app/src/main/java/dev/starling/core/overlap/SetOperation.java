package dev.starling.core.overlap;

/** How a new list is made from two inputs A and B. */
public enum SetOperation {
    /** People in A and in B. */
    AND("\u2229"),
    /** People in A and not in B. */
    AND_NOT("\u2216"),
    /** People in A or in B (or both). */
    OR("\u222A");

    private final String symbol;

    SetOperation(String symbol) {
        this.symbol = symbol;
    }

    /** The set symbol (∩, ∖, ∪): the same in every language, for labels such as {@code a.csv ∩ b.csv}. */
    public String symbol() {
        return symbol;
    }
}

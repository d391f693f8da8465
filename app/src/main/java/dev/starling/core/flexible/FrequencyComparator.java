package dev.starling.core.flexible;

/** A leaf's {@code frequency_comparator}: how often a person must have been seen. */
public enum FrequencyComparator {
    NUM_GTE("\u2265"), NUM_GT(">"), NUM_EQ("="), NUM_LTE("\u2264"), NUM_LT("<");

    private final String symbol;

    FrequencyComparator(String symbol) {
        this.symbol = symbol;
    }

    /** The mathematical sign the editor shows (≥ > = ≤ <). */
    public String symbol() {
        return symbol;
    }

    /** Bundle key of the words for the plain-language sentence ("at least", "more than"...). */
    public String phraseKey() {
        return "flexible.comparator." + name();
    }
}

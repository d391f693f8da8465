package dev.starling.core.flexible;

/**
 * A leaf's {@code frequency_comparator}: how often a person must have been seen. Its sign and its
 * words are in the bundle; core names only the keys.
 */
public enum FrequencyComparator {
    NUM_GTE, NUM_GT, NUM_EQ, NUM_LTE, NUM_LT;

    /** Bundle key of the mathematical sign the editor shows (≥ > = ≤ <). */
    public String symbolKey() {
        return "flexible.comparator.symbol." + name();
    }

    /** Bundle key of the words for the plain-language sentence ("at least", "more than"...). */
    public String phraseKey() {
        return "flexible.comparator." + name();
    }
}

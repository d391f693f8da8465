package dev.starling.core.stream;

/**
 * A rule a post matched ({@code matching_rules[]}): its id and tag (null for none), and for an
 * {@code embedding:} rule the similarity X computed and the threshold it was held to (NaN otherwise).
 */
public record MatchingRule(String id, String tag, double similarity, double threshold) {

    public boolean semantic() {
        return !Double.isNaN(similarity);
    }
}

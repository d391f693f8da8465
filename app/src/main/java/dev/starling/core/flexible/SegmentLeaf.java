package dev.starling.core.flexible;

import java.util.Objects;

/**
 * A leaf: one custom audience, narrowed to the people seen {@code comparator frequency} times in the
 * last {@code lookbackWindow} days.
 *
 * @param lookbackWindow days; the API takes 1, 7, 14 or 30 (other values only come from imported
 *                       JSON, and validation reports them)
 */
public record SegmentLeaf(NodeId id, AudienceFacts audience, int lookbackWindow, int frequency,
                          FrequencyComparator comparator, boolean negate) implements SegmentNode {

    /** The API's defaults, filled in when a field is omitted. */
    public static final int DEFAULT_LOOKBACK = 30;
    public static final int DEFAULT_FREQUENCY = 1;
    public static final FrequencyComparator DEFAULT_COMPARATOR = FrequencyComparator.NUM_GTE;

    public SegmentLeaf {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(audience, "audience");
        Objects.requireNonNull(comparator, "comparator");
    }

    /** A new included leaf with the API's defaults (30 days, seen at least once). */
    public static SegmentLeaf of(AudienceFacts audience) {
        return new SegmentLeaf(NodeId.next(), audience, DEFAULT_LOOKBACK, DEFAULT_FREQUENCY, DEFAULT_COMPARATOR, false);
    }

    public String audienceId() {
        return audience.id();
    }

    /** True when the leaf narrows nothing beyond the API's defaults (30 days, at least once). */
    public boolean defaultFilter() {
        return lookbackWindow == DEFAULT_LOOKBACK && frequency == DEFAULT_FREQUENCY
                && comparator == DEFAULT_COMPARATOR;
    }

    @Override
    public SegmentLeaf withNegate(boolean negate) {
        return new SegmentLeaf(id, audience, lookbackWindow, frequency, comparator, negate);
    }

    public SegmentLeaf withLookbackWindow(int days) {
        return new SegmentLeaf(id, audience, days, frequency, comparator, negate);
    }

    public SegmentLeaf withFrequency(int times) {
        return new SegmentLeaf(id, audience, lookbackWindow, times, comparator, negate);
    }

    public SegmentLeaf withComparator(FrequencyComparator comparator) {
        return new SegmentLeaf(id, audience, lookbackWindow, frequency, comparator, negate);
    }

    public SegmentLeaf withAudience(AudienceFacts facts) {
        return new SegmentLeaf(id, facts, lookbackWindow, frequency, comparator, negate);
    }

    @Override
    public SegmentLeaf withFreshIds() {
        return new SegmentLeaf(NodeId.next(), audience, lookbackWindow, frequency, comparator, negate);
    }

    @Override
    public int leafCount() {
        return 1;
    }

    @Override
    public int depth() {
        return 1;
    }
}

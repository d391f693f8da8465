package dev.starling.core.flexible;

import java.util.List;

/**
 * The Ads API's limits on a flexible audience, as the spec states them and the sandbox enforces them.
 * One place, so the editor's refusals, the validator and the command line agree.
 */
public final class SegmentRules {

    /** Leaf segments in one flexible audience. */
    public static final int MAX_LEAVES = 10;
    /** Levels of nesting, the root counting as one. */
    public static final int MAX_DEPTH = 5;
    /** Items in one batch request. */
    public static final int MAX_BATCH_ITEMS = 10;
    /** Characters in an audience name. */
    public static final int MAX_NAME = 255;
    /** The lookback windows the API accepts, in days. */
    public static final List<Integer> LOOKBACK_WINDOWS = List.of(1, 7, 14, 30);

    /** X targets an audience only from this many matched users ("too small" below). */
    public static final int MIN_TARGETABLE_USERS = 100;

    private SegmentRules() {
    }

    public static boolean validLookback(int days) {
        return LOOKBACK_WINDOWS.contains(days);
    }
}

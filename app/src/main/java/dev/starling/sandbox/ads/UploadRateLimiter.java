package dev.starling.sandbox.ads;

import java.time.Clock;
import java.util.HashMap;
import java.util.Map;

/**
 * The user-upload rate limit: {@code limit} requests per caller in each fixed one-minute window of the
 * sandbox clock (X: 1,500 per minute). Reports the {@code x-rate-limit-*} headers X sends.
 */
final class UploadRateLimiter {

    static final int DEFAULT_LIMIT = 1_500;
    private static final long WINDOW_MILLIS = 60_000L;

    private final Clock clock;
    private final int limit;
    private final Map<String, long[]> windows = new HashMap<>();

    UploadRateLimiter(Clock clock, int limit) {
        if (limit < 1) {
            throw new IllegalArgumentException("The upload rate limit must be at least 1 per minute");
        }
        this.clock = clock;
        this.limit = limit;
    }

    /** Counts one request of {@code caller}; the decision says whether it may proceed. */
    synchronized Decision take(String caller) {
        long now = clock.millis();
        long windowStart = now - Math.floorMod(now, WINDOW_MILLIS);
        long[] window = windows.computeIfAbsent(caller, key -> new long[] {windowStart, 0});
        if (window[0] != windowStart) {
            window[0] = windowStart;
            window[1] = 0;
        }
        boolean allowed = window[1] < limit;
        if (allowed) {
            window[1]++;
        }
        return new Decision(allowed, limit, (int) (limit - window[1]), (windowStart + WINDOW_MILLIS) / 1000);
    }

    synchronized void clear() {
        windows.clear();
    }

    record Decision(boolean allowed, int limit, int remaining, long resetEpochSeconds) {

        Map<String, String> headers() {
            return Map.of("x-rate-limit-limit", Integer.toString(limit),
                    "x-rate-limit-remaining", Integer.toString(remaining),
                    "x-rate-limit-reset", Long.toString(resetEpochSeconds));
        }
    }
}

package dev.starling.sandbox.ads;

import java.time.Clock;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;

/**
 * A per-caller request limit in fixed windows of the sandbox clock, reporting the
 * {@code x-rate-limit-*} headers X sends. The Ads API limits user uploads to 1,500 per minute and
 * requests with {@code with_total_count} to 200 per 15 minutes.
 */
final class RateLimiter {

    /** X's limit on the audience upload endpoints: requests per caller per clock minute. */
    static final int UPLOAD_LIMIT = 1_500;
    static final Duration UPLOAD_WINDOW = Duration.ofMinutes(1);
    static final int TOTAL_COUNT_LIMIT = 200;
    static final Duration TOTAL_COUNT_WINDOW = Duration.ofMinutes(15);

    private final Clock clock;
    private final int limit;
    private final long windowMillis;
    private final Map<String, long[]> windows = new HashMap<>();

    RateLimiter(Clock clock, int limit, Duration window) {
        if (limit < 1) {
            throw new IllegalArgumentException("A rate limit must allow at least 1 request per window");
        }
        this.clock = clock;
        this.limit = limit;
        this.windowMillis = window.toMillis();
    }

    /** Counts one request of {@code caller}; the decision says whether it may proceed. */
    synchronized Decision take(String caller) {
        long now = clock.millis();
        long windowStart = now - Math.floorMod(now, windowMillis);
        long[] window = windows.computeIfAbsent(caller, key -> new long[] {windowStart, 0});
        if (window[0] != windowStart) {
            window[0] = windowStart;
            window[1] = 0;
        }
        boolean allowed = window[1] < limit;
        if (allowed) {
            window[1]++;
        }
        return new Decision(allowed, limit, (int) (limit - window[1]), (windowStart + windowMillis) / 1000);
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

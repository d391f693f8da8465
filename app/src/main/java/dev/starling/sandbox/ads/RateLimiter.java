package dev.starling.sandbox.ads;

import java.time.Clock;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;

/**
 * A per-caller request limit in fixed windows of the sandbox clock, reporting the headers X sends:
 * {@code x-rate-limit-*} for a user's limits, {@code x-account-rate-limit-*} for an ad account's.
 * The Ads API limits user uploads to 1,500 per minute, requests with {@code with_total_count} to
 * 200 per 15 minutes, and each ad account's reads ({@code GET} under {@code /accounts/:account_id})
 * to 10,000 per 15 minutes per endpoint.
 */
final class RateLimiter {

    /** X's limit on the audience upload endpoints: requests per caller per clock minute. */
    static final int UPLOAD_LIMIT = 1_500;
    static final Duration UPLOAD_WINDOW = Duration.ofMinutes(1);
    static final int TOTAL_COUNT_LIMIT = 200;
    static final Duration TOTAL_COUNT_WINDOW = Duration.ofMinutes(15);
    /** X's account-level limit of its GET endpoints, as its responses and Ads SDKs show it. */
    static final int ACCOUNT_READ_LIMIT = 10_000;
    static final Duration ACCOUNT_READ_WINDOW = Duration.ofMinutes(15);
    static final String USER_HEADERS = "x-rate-limit-";
    static final String ACCOUNT_HEADERS = "x-account-rate-limit-";

    private final Clock clock;
    private final int limit;
    private final long windowMillis;
    private final String headerPrefix;
    private final Map<String, long[]> windows = new HashMap<>();

    RateLimiter(Clock clock, int limit, Duration window) {
        this(clock, limit, window, USER_HEADERS);
    }

    /** @param headerPrefix {@value #USER_HEADERS} or {@value #ACCOUNT_HEADERS} */
    RateLimiter(Clock clock, int limit, Duration window, String headerPrefix) {
        if (limit < 1) {
            throw new IllegalArgumentException("A rate limit must allow at least 1 request per window");
        }
        this.clock = clock;
        this.limit = limit;
        this.windowMillis = window.toMillis();
        this.headerPrefix = headerPrefix;
    }

    Duration window() {
        return Duration.ofMillis(windowMillis);
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
        return new Decision(allowed, limit, (int) (limit - window[1]), (windowStart + windowMillis) / 1000,
                headerPrefix);
    }

    synchronized void clear() {
        windows.clear();
    }

    record Decision(boolean allowed, int limit, int remaining, long resetEpochSeconds, String headerPrefix) {

        Map<String, String> headers() {
            return Map.of(headerPrefix + "limit", Integer.toString(limit),
                    headerPrefix + "remaining", Integer.toString(remaining),
                    headerPrefix + "reset", Long.toString(resetEpochSeconds));
        }
    }
}

package dev.starling.core.api.http;

import java.time.Instant;
import java.util.function.Function;

/**
 * The rate-limit headers of one response: {@code x-rate-limit-*} (per app or user and endpoint) and
 * the Ads API's {@code x-account-rate-limit-*} (per ads account). Missing headers are null.
 */
public record RateLimit(Window endpoint, Window account) {

    public static final RateLimit NONE = new RateLimit(null, null);

    public record Window(Long limit, Long remaining, Instant reset) {

        public boolean exhaustedAt(Instant now) {
            return remaining != null && remaining <= 0 && reset != null && reset.isAfter(now);
        }
    }

    /** @param header reads one header by name, null when absent */
    public static RateLimit from(Function<String, String> header) {
        return new RateLimit(window(header, "x-rate-limit-"), window(header, "x-account-rate-limit-"));
    }

    /** The later reset of the exhausted windows, or null when none is exhausted at {@code now}. */
    public Instant blockedUntil(Instant now) {
        Instant until = null;
        for (Window window : new Window[] {endpoint, account}) {
            if (window != null && window.exhaustedAt(now) && (until == null || window.reset().isAfter(until))) {
                until = window.reset();
            }
        }
        return until;
    }

    /** The latest reset among present windows, for a 429 that does not say which window ran out. */
    public Instant latestReset() {
        Instant latest = null;
        for (Window window : new Window[] {endpoint, account}) {
            if (window != null && window.reset() != null && (latest == null || window.reset().isAfter(latest))) {
                latest = window.reset();
            }
        }
        return latest;
    }

    private static Window window(Function<String, String> header, String prefix) {
        Long limit = number(header.apply(prefix + "limit"));
        Long remaining = number(header.apply(prefix + "remaining"));
        Long reset = number(header.apply(prefix + "reset"));
        if (limit == null && remaining == null && reset == null) {
            return null;
        }
        return new Window(limit, remaining, reset == null ? null : Instant.ofEpochSecond(reset));
    }

    private static Long number(String text) {
        if (text == null) {
            return null;
        }
        try {
            return Long.parseLong(text.trim());
        } catch (NumberFormatException e) {
            return null;
        }
    }
}

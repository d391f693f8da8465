package dev.starling.sandbox.infra;

import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.Objects;

/**
 * Request limits per route and token. X publishes per-endpoint limits in 15-minute windows; the
 * sandbox uses one default and lets routes (by {@code Route.name()}, e.g. {@code "POST /2/tweets"})
 * have their own, so tests can exhaust a limit quickly.
 */
public record RateLimits(Limit defaultLimit, Map<String, Limit> perRoute) {

    /** {@code requests} per fixed {@code window}. */
    public record Limit(int requests, Duration window) {
        public Limit {
            Objects.requireNonNull(window, "window");
            if (requests < 1 || window.isNegative() || window.isZero()) {
                throw new IllegalArgumentException("A rate limit needs at least 1 request in a positive window");
            }
        }
    }

    public RateLimits {
        Objects.requireNonNull(defaultLimit, "defaultLimit");
        perRoute = Map.copyOf(perRoute);
    }

    /** 900 requests per 15 minutes per route and token. */
    public static RateLimits defaults() {
        return new RateLimits(new Limit(900, Duration.ofMinutes(15)), Map.of());
    }

    public RateLimits withDefault(int requests, Duration window) {
        return new RateLimits(new Limit(requests, window), perRoute);
    }

    public RateLimits withRoute(String routeName, int requests, Duration window) {
        Map<String, Limit> copy = new HashMap<>(perRoute);
        copy.put(routeName, new Limit(requests, window));
        return new RateLimits(defaultLimit, copy);
    }

    public Limit limitFor(String routeName) {
        return perRoute.getOrDefault(routeName, defaultLimit);
    }
}

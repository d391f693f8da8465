package dev.starling.sandbox.infra;

import dev.starling.sandbox.http.SandboxResponse;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Request limits per route and token. X publishes per-endpoint limits in 15-minute windows; the
 * sandbox uses one default and lets routes (by {@code Route.name()}, e.g. {@code "POST /2/tweets"})
 * have their own, so tests can exhaust a limit quickly.
 */
public record RateLimits(Limit defaultLimit, Map<String, Limit> perRoute) {

    /** The route where X answers a used-up limit with 403 code 99 (bearer token requested too frequently). */
    public static final String BEARER_TOKEN_ROUTE = "POST /oauth2/token";

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

    /**
     * X's answer when a route's limit is used up: 429 code 88, except for bearer tokens, which X
     * refuses with 403 code 99 (the spec's "requesting a bearer token too frequently"). The caller
     * adds the limit's headers, so the refusal and the headers state the same limit.
     */
    public static SandboxResponse refusal(String routeName, Limit limit) {
        if (BEARER_TOKEN_ROUTE.equals(routeName)) {
            return SandboxResponse.json(403, Map.of("errors", List.of(Map.of("code", 99, "message",
                    "Unable to verify your credentials: bearer token requested too frequently (more than "
                            + limit.requests() + " times in " + limit.window().toMinutes() + " minutes)"))));
        }
        return SandboxResponse.json(429, Map.of("errors", List.of(Map.of("code", 88, "message", "Rate limit exceeded"))));
    }
}

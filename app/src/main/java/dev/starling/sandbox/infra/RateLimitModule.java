package dev.starling.sandbox.infra;

import dev.starling.sandbox.spi.InterceptingModule;
import dev.starling.sandbox.spi.SandboxContext;
import dev.starling.sandbox.http.Handler;
import dev.starling.sandbox.http.Route;
import dev.starling.sandbox.http.SandboxRequest;
import dev.starling.sandbox.http.SandboxResponse;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.BiPredicate;

/**
 * Fixed-window rate limits per route and token (900 per 15 minutes unless configured; see
 * {@code docs/sandbox-rate-limits.md}), with X's {@code x-rate-limit-*} headers on every
 * API response and 429 code 88 when a window is used up (403 code 99 for bearer tokens). The token is read from the request
 * without verifying it (the route's own authentication does that), as X counts per token.
 */
public final class RateLimitModule implements InterceptingModule {

    private final SandboxContext context;
    private volatile RateLimits limits;
    private final Map<String, Window> windows = new ConcurrentHashMap<>();
    private final List<BiPredicate<Route, SandboxRequest>> limitedElsewhere = new CopyOnWriteArrayList<>();

    public RateLimitModule(SandboxContext context, RateLimits limits) {
        this.context = context;
        this.limits = limits;
    }

    /** Replaces the limits (e.g. the Ads module's upload limit) and starts fresh windows. */
    public void set(RateLimits newLimits) {
        limits = newLimits;
        windows.clear();
    }

    /**
     * Requests another module limits itself (Ads user uploads at 1,500 a minute, requests with
     * {@code with_total_count} at 200 per 15 minutes): not counted here, so exactly one limit
     * applies to each request and its headers are the ones that will bite.
     */
    public void limitedElsewhere(BiPredicate<Route, SandboxRequest> which) {
        limitedElsewhere.add(which);
    }

    public RateLimits limits() {
        return limits;
    }

    @Override
    public void reset() {
        windows.clear();
    }

    @Override
    public SandboxResponse intercept(SandboxRequest request, Route route, Handler next) {
        if (request.path().startsWith("/__sandbox/")
                || limitedElsewhere.stream().anyMatch(which -> which.test(route, request))) {
            return next.handle(request);
        }
        RateLimits.Limit limit = limits.limitFor(route.name());
        long nowMillis = context.clock().millis();
        String key = route.name() + '\u0000' + RequestCaller.of(request);
        Window window = windows.compute(key, (ignored, current) ->
                current == null || nowMillis >= current.resetMillis
                        ? new Window(nowMillis + limit.window().toMillis()) : current);
        int used;
        synchronized (window) {
            used = ++window.used;
        }
        Map<String, String> headers = Map.of("x-rate-limit-limit", Integer.toString(limit.requests()),
                "x-rate-limit-remaining", Integer.toString(Math.max(0, limit.requests() - used)),
                "x-rate-limit-reset", Long.toString(Math.floorDiv(window.resetMillis + 999, 1000)));
        if (used > limit.requests()) {
            return RateLimits.refusal(route.name(), limit).withHeaders(headers);
        }
        SandboxResponse response = next.handle(request);
        return response == null ? null : response.withHeaders(notSetBy(response, headers));
    }

    /**
     * The headers the handler has not set itself: an endpoint with its own, stricter limit (Ads
     * user uploads, with_total_count) reports that limit, as X does.
     */
    private static Map<String, String> notSetBy(SandboxResponse response, Map<String, String> headers) {
        Map<String, String> missing = new HashMap<>(headers);
        response.headers().keySet().forEach(name -> missing.remove(name.toLowerCase(Locale.ROOT)));
        return missing;
    }

    private static final class Window {
        final long resetMillis;
        int used;

        Window(long resetMillis) {
            this.resetMillis = resetMillis;
        }
    }
}

package dev.starling.core.api.http;

import dev.starling.core.requestlog.RequestLogSink;
import java.time.Clock;
import java.time.Duration;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Consumer;
import java.util.function.DoubleSupplier;

/**
 * The client's tunables and seams. Tests pass a fixed clock, a recording sleeper and a fixed random
 * so waiting and jitter are exact and instant.
 */
public record HttpSettings(Clock clock, Sleeper sleeper, DoubleSupplier random, RequestLogSink requestLog,
                           Duration connectTimeout, Duration readTimeout, int maxRetries, Duration backoffBase,
                           Duration backoffCap, Duration maxRateLimitWait, int maxRateLimitRetries, int logBodyCap,
                           RateLimitWaits rateLimitWaits) {

    public static HttpSettings defaults(RequestLogSink requestLog) {
        return new HttpSettings(Clock.systemUTC(), Sleeper.SYSTEM, () -> ThreadLocalRandom.current().nextDouble(),
                requestLog, Duration.ofSeconds(10), Duration.ofSeconds(30), 3, Duration.ofMillis(500),
                Duration.ofSeconds(8), Duration.ofMinutes(15), 2, 64 * 1024, new RateLimitWaits());
    }

    public HttpSettings withClock(Clock value) {
        return with(copy -> copy.clock = value);
    }

    public HttpSettings withSleeper(Sleeper value) {
        return with(copy -> copy.sleeper = value);
    }

    public HttpSettings withRandom(DoubleSupplier value) {
        return with(copy -> copy.random = value);
    }

    public HttpSettings withTimeouts(Duration connect, Duration read) {
        return with(copy -> {
            copy.connectTimeout = connect;
            copy.readTimeout = read;
        });
    }

    public HttpSettings withMaxRateLimitWait(Duration value) {
        return with(copy -> copy.maxRateLimitWait = value);
    }

    /** Shares one record of rate-limit waits between every client built from these settings. */
    public HttpSettings withRateLimitWaits(RateLimitWaits value) {
        return with(copy -> copy.rateLimitWaits = value);
    }

    /** These settings with some changed: one place that lists every component, so a wither changes only its own. */
    private HttpSettings with(Consumer<Copy> change) {
        Copy copy = new Copy(this);
        change.accept(copy);
        return copy.settings();
    }

    private static final class Copy {
        Clock clock;
        Sleeper sleeper;
        DoubleSupplier random;
        Duration connectTimeout;
        Duration readTimeout;
        Duration maxRateLimitWait;
        RateLimitWaits rateLimitWaits;
        private final HttpSettings from;

        Copy(HttpSettings from) {
            this.from = from;
            clock = from.clock;
            sleeper = from.sleeper;
            random = from.random;
            connectTimeout = from.connectTimeout;
            readTimeout = from.readTimeout;
            maxRateLimitWait = from.maxRateLimitWait;
            rateLimitWaits = from.rateLimitWaits;
        }

        HttpSettings settings() {
            return new HttpSettings(clock, sleeper, random, from.requestLog, connectTimeout, readTimeout,
                    from.maxRetries, from.backoffBase, from.backoffCap, maxRateLimitWait, from.maxRateLimitRetries,
                    from.logBodyCap, rateLimitWaits);
        }
    }
}

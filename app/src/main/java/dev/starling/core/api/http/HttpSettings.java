package dev.starling.core.api.http;

import dev.starling.core.requestlog.RequestLogSink;
import java.time.Clock;
import java.time.Duration;
import java.util.concurrent.ThreadLocalRandom;
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
        return new HttpSettings(value, sleeper, random, requestLog, connectTimeout, readTimeout, maxRetries,
                backoffBase, backoffCap, maxRateLimitWait, maxRateLimitRetries, logBodyCap, rateLimitWaits);
    }

    public HttpSettings withSleeper(Sleeper value) {
        return new HttpSettings(clock, value, random, requestLog, connectTimeout, readTimeout, maxRetries,
                backoffBase, backoffCap, maxRateLimitWait, maxRateLimitRetries, logBodyCap, rateLimitWaits);
    }

    public HttpSettings withRandom(DoubleSupplier value) {
        return new HttpSettings(clock, sleeper, value, requestLog, connectTimeout, readTimeout, maxRetries,
                backoffBase, backoffCap, maxRateLimitWait, maxRateLimitRetries, logBodyCap, rateLimitWaits);
    }

    public HttpSettings withTimeouts(Duration connect, Duration read) {
        return new HttpSettings(clock, sleeper, random, requestLog, connect, read, maxRetries,
                backoffBase, backoffCap, maxRateLimitWait, maxRateLimitRetries, logBodyCap, rateLimitWaits);
    }

    public HttpSettings withMaxRateLimitWait(Duration value) {
        return new HttpSettings(clock, sleeper, random, requestLog, connectTimeout, readTimeout, maxRetries,
                backoffBase, backoffCap, value, maxRateLimitRetries, logBodyCap, rateLimitWaits);
    }

    /** Shares one record of rate-limit waits between every client built from these settings. */
    public HttpSettings withRateLimitWaits(RateLimitWaits value) {
        return new HttpSettings(clock, sleeper, random, requestLog, connectTimeout, readTimeout, maxRetries,
                backoffBase, backoffCap, maxRateLimitWait, maxRateLimitRetries, logBodyCap, value);
    }
}

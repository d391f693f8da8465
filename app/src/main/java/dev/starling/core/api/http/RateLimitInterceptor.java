package dev.starling.core.api.http;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import okhttp3.Interceptor;
import okhttp3.Request;
import okhttp3.Response;

/**
 * Keeps within X's rate limits instead of failing on them. It remembers the last limits seen per
 * endpoint (method, host, path): when the window is used up and its reset lies ahead it waits before
 * sending; when a 429 comes back anyway it waits until the reset and sends again. Waits are capped
 * (a longer one returns the 429 to the caller, whose error says to wait) and end on interrupt.
 */
final class RateLimitInterceptor implements Interceptor {

    /** When a 429 carries no reset header: a short pause before the one further try. */
    static final Duration UNKNOWN_RESET_WAIT = Duration.ofSeconds(5);

    private final Clock clock;
    private final Sleeper sleeper;
    private final Duration maxWait;
    private final int maxRetries;
    private final Map<String, RateLimit> lastSeen = new ConcurrentHashMap<>();
    private final RateLimitWaits waits;

    RateLimitInterceptor(Clock clock, Sleeper sleeper, Duration maxWait, int maxRetries) {
        this(clock, sleeper, maxWait, maxRetries, new RateLimitWaits());
    }

    RateLimitInterceptor(Clock clock, Sleeper sleeper, Duration maxWait, int maxRetries, RateLimitWaits waits) {
        this.clock = clock;
        this.sleeper = sleeper;
        this.maxWait = maxWait;
        this.maxRetries = maxRetries;
        this.waits = waits;
    }

    @Override
    public Response intercept(Chain chain) throws IOException {
        Request request = chain.request();
        String key = request.method() + " " + request.url().host() + ":" + request.url().port() + request.url().encodedPath();
        RateLimit known = lastSeen.get(key);
        if (known != null) {
            Instant until = known.blockedUntil(clock.instant());
            if (until != null) {
                waitFor(Duration.between(clock.instant(), until));
            }
        }
        for (int attempt = 0; ; attempt++) {
            Response response = chain.proceed(request);
            RateLimit limits = RateLimit.from(response::header);
            lastSeen.put(key, limits);
            if (response.code() != 429 || attempt >= maxRetries) {
                return response;
            }
            Instant reset = limits.latestReset();
            Duration wait = reset == null ? UNKNOWN_RESET_WAIT : Duration.between(clock.instant(), reset);
            if (wait.compareTo(maxWait) > 0) {
                return response;
            }
            response.close();
            waitFor(wait);
        }
    }

    private void waitFor(Duration wait) throws InterruptedIOException {
        Duration capped = wait.compareTo(maxWait) > 0 ? maxWait : wait;
        if (capped.isNegative() || capped.isZero()) {
            return;
        }
        waits.begin(clock.instant().plus(capped));
        try {
            sleeper.sleep(capped);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("interrupted while waiting for the rate limit to reset");
        } finally {
            waits.end();
        }
    }
}

package dev.starling.core.api.http;

import java.io.IOException;
import java.util.Optional;
import okhttp3.OkHttpClient;

/**
 * Puts Starling's interceptors on an OkHttp builder, in the order that makes them right: the guard
 * first (nothing is attempted over an unsafe connection), then rate limits and retries (around
 * everything below, so every attempt is signed afresh), signing, and the log closest to the wire.
 */
public final class Interceptors {

    private Interceptors() {
    }

    public static OkHttpClient.Builder install(OkHttpClient.Builder builder, HttpSettings settings) {
        return builder
                .connectTimeout(settings.connectTimeout())
                .readTimeout(settings.readTimeout())
                .writeTimeout(settings.readTimeout())
                // Redirects could carry a request to another host; API endpoints never redirect.
                .followRedirects(false)
                .followSslRedirects(false)
                // Repeating is RetryInterceptor's decision, made with the method in mind.
                .retryOnConnectionFailure(false)
                .addInterceptor(new LoopbackGuardInterceptor())
                .addInterceptor(new RateLimitInterceptor(settings.clock(), settings.sleeper(),
                        settings.maxRateLimitWait(), settings.maxRateLimitRetries(), settings.rateLimitWaits()))
                .addInterceptor(new RetryInterceptor(settings.sleeper(), settings.random(), settings.maxRetries(),
                        settings.backoffBase(), settings.backoffCap()))
                .addInterceptor(new OAuth1SigningInterceptor(settings.clock()))
                .addInterceptor(new BearerAuthInterceptor())
                .addInterceptor(new RequestLogInterceptor(settings.requestLog(), settings.clock(), settings.logBodyCap()));
    }

    /**
     * A client for long-lived streams: the guard, signing and the request log (which leaves a stream's
     * body to its reader), but no rate-limit waits or retries, since a stream reconnects on X's own
     * schedule, and {@code readTimeout} as the keep-alive watchdog (no byte for that long is a stall).
     */
    public static OkHttpClient.Builder installStreaming(OkHttpClient.Builder builder, HttpSettings settings,
                                                        java.time.Duration readTimeout) {
        builder.interceptors().clear();
        return builder
                .connectTimeout(settings.connectTimeout())
                .readTimeout(readTimeout)
                .writeTimeout(settings.readTimeout())
                .followRedirects(false)
                .followSslRedirects(false)
                .retryOnConnectionFailure(false)
                .addInterceptor(new LoopbackGuardInterceptor())
                .addInterceptor(new OAuth1SigningInterceptor(settings.clock()))
                .addInterceptor(new BearerAuthInterceptor())
                .addInterceptor(new RequestLogInterceptor(settings.requestLog(), settings.clock(), settings.logBodyCap(),
                        true));
    }

    /** The refused host when {@code e} is the loopback guard's refusal. */
    public static Optional<String> insecureHost(IOException e) {
        return e instanceof InsecureConnectionException refused ? Optional.of(refused.host()) : Optional.empty();
    }
}

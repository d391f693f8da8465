package dev.starling.core.stream;

import java.time.Duration;

/**
 * X's reconnect schedule ("handling disconnections", as tweepy implements it): after a network
 * error, a stall or a closed stream reconnect at once, then back off linearly by 250 ms up to 16 s;
 * after an HTTP error wait 5 s, doubling up to 320 s; after a 429 wait 60 s, doubling up to 320 s.
 * A connection that delivered a line (a post or a keep-alive) starts every sequence afresh.
 * {@link #atLongest()} counts consecutive waits at a sequence's cap, for the alert.
 */
public final class ReconnectSchedule {

    /** Which sequence a disconnect follows. */
    public enum Sequence { NETWORK, HTTP, RATE_LIMIT }

    public static final Duration NETWORK_STEP = Duration.ofMillis(250);
    public static final Duration NETWORK_MAX = Duration.ofSeconds(16);
    public static final Duration HTTP_START = Duration.ofSeconds(5);
    public static final Duration HTTP_MAX = Duration.ofSeconds(320);
    public static final Duration RATE_LIMIT_START = Duration.ofSeconds(60);
    public static final Duration RATE_LIMIT_MAX = Duration.ofSeconds(320);
    /** Consecutive longest waits before Starling alerts: something is wrong that waiting does not fix. */
    public static final int ALERT_AFTER = 3;

    private Duration network = Duration.ZERO;
    private Duration http = HTTP_START;
    private Duration rateLimit = RATE_LIMIT_START;
    private int atLongest;

    /** The wait before the next attempt after a disconnect of this sequence; the sequence moves on. */
    public synchronized Duration next(Sequence sequence) {
        Duration wait;
        Duration max;
        switch (sequence) {
            case NETWORK -> {
                wait = network;
                max = NETWORK_MAX;
                network = min(network.plus(NETWORK_STEP), NETWORK_MAX);
            }
            case HTTP -> {
                wait = http;
                max = HTTP_MAX;
                http = min(http.multipliedBy(2), HTTP_MAX);
            }
            default -> {
                wait = rateLimit;
                max = RATE_LIMIT_MAX;
                rateLimit = min(rateLimit.multipliedBy(2), RATE_LIMIT_MAX);
            }
        }
        atLongest = wait.equals(max) ? atLongest + 1 : 0;
        return wait;
    }

    /** A connection delivered: every sequence starts again from its first wait. */
    public synchronized void healthy() {
        network = Duration.ZERO;
        http = HTTP_START;
        rateLimit = RATE_LIMIT_START;
        atLongest = 0;
    }

    /** How many waits in a row were the longest of their sequence. */
    public synchronized int atLongest() {
        return atLongest;
    }

    /** True once {@link #ALERT_AFTER} longest waits came in a row. */
    public synchronized boolean alerting() {
        return atLongest >= ALERT_AFTER;
    }

    private static Duration min(Duration a, Duration b) {
        return a.compareTo(b) <= 0 ? a : b;
    }
}

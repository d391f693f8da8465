package dev.starling.core.upload.send;

import java.time.Duration;

/**
 * Token bucket for the users endpoint: at most {@code permits} requests per {@code window}, refilled
 * continuously. Starting with a full bucket would allow a burst of a whole window at once, so the bucket
 * starts with one token: requests are spread evenly over the window. Clock and sleep are injectable.
 */
public final class Pacer {

    /** Nanosecond clock. */
    @FunctionalInterface
    public interface Ticker {
        long nanos();
    }

    /** Waits; tests record instead. */
    @FunctionalInterface
    public interface Sleeper {
        void sleep(Duration duration) throws InterruptedException;
    }

    public static final Ticker SYSTEM_TICKER = System::nanoTime;
    public static final Sleeper SYSTEM_SLEEPER = duration -> Thread.sleep(Math.max(0, duration.toMillis()),
            (int) (duration.toNanos() % 1_000_000));

    private final double nanosPerToken;
    private final double capacity;
    private final Ticker ticker;
    private final Sleeper sleeper;
    private double tokens = 1;
    private long last;

    public Pacer(int permits, Duration window, double burst, Ticker ticker, Sleeper sleeper) {
        this.nanosPerToken = (double) window.toNanos() / permits;
        this.capacity = Math.max(1, burst);
        this.ticker = ticker;
        this.sleeper = sleeper;
        this.last = ticker.nanos();
    }

    /** The users endpoint's limit: requests per minute. */
    public static final int USERS_REQUESTS_PER_MINUTE = 1_500;

    /** 1,500 requests per minute, the users endpoint's limit. */
    public static Pacer forUsersEndpoint(Ticker ticker, Sleeper sleeper) {
        return new Pacer(USERS_REQUESTS_PER_MINUTE, Duration.ofMinutes(1), 1, ticker, sleeper);
    }

    /** Blocks until a request may be made. */
    public synchronized void acquire() throws InterruptedException {
        refill();
        while (tokens < 1) {
            long wait = (long) Math.ceil((1 - tokens) * nanosPerToken);
            sleeper.sleep(Duration.ofNanos(wait));
            refill();
        }
        tokens -= 1;
    }

    /** After a 429: no request until {@code wait} has passed. */
    public synchronized void backOff(Duration wait) throws InterruptedException {
        sleeper.sleep(wait);
        tokens = 0;
        last = ticker.nanos();
    }

    private void refill() {
        long now = ticker.nanos();
        tokens = Math.min(capacity, tokens + (now - last) / nanosPerToken);
        last = now;
    }
}

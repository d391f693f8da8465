package dev.starling.testing;

import dev.starling.core.api.http.Sleeper;
import dev.starling.core.upload.send.Pacer;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * The one fake clock of the tests: it moves only when a test moves it ({@link #set}, {@link #advance})
 * or when the code under test sleeps through it (each sleep is recorded and returns at once). It is
 * a {@link Clock}, the HTTP client's {@link Sleeper} and the upload pacer's ticker and sleeper.
 */
public final class FakeClock extends Clock implements Sleeper, Pacer.Ticker, Pacer.Sleeper {

    /** Every sleep asked for, in order. */
    public final List<Duration> sleeps = new CopyOnWriteArrayList<>();
    private volatile Instant now;

    public FakeClock(Instant start) {
        this.now = start;
    }

    /** Starts one second after the epoch (for code that only measures elapsed time). */
    public FakeClock() {
        this(Instant.ofEpochSecond(1));
    }

    public synchronized void set(Instant instant) {
        now = instant;
    }

    public synchronized void advance(Duration duration) {
        now = now.plus(duration);
    }

    @Override
    public synchronized void sleep(Duration duration) {
        sleeps.add(duration);
        now = now.plus(duration);
    }

    /** The sleeps so far (a copy). */
    public List<Duration> sleeps() {
        return List.copyOf(sleeps);
    }

    @Override
    public long nanos() {
        Instant at = now;
        return at.getEpochSecond() * 1_000_000_000L + at.getNano();
    }

    @Override
    public ZoneId getZone() {
        return ZoneOffset.UTC;
    }

    @Override
    public Clock withZone(ZoneId zone) {
        return this;
    }

    @Override
    public Instant instant() {
        return now;
    }
}

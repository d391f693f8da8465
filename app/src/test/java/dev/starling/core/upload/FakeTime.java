package dev.starling.core.upload;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/** A clock that only moves when the code under test sleeps. */
final class FakeTime implements Pacer.Ticker, Pacer.Sleeper {

    private long nanos = 1_000_000_000L;
    private final List<Duration> sleeps = new ArrayList<>();

    @Override
    public synchronized long nanos() {
        return nanos;
    }

    @Override
    public synchronized void sleep(Duration duration) {
        sleeps.add(duration);
        nanos += duration.toNanos();
    }

    synchronized List<Duration> sleeps() {
        return List.copyOf(sleeps);
    }
}

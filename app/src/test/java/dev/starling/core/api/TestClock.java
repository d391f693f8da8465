package dev.starling.core.api;

import dev.starling.core.api.http.Sleeper;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/** A clock that moves only when the code under test sleeps, recording each sleep. */
public final class TestClock extends Clock implements Sleeper {

    private volatile Instant now;
    public final List<Duration> sleeps = new CopyOnWriteArrayList<>();

    public TestClock(Instant start) {
        this.now = start;
    }

    @Override
    public void sleep(Duration duration) {
        sleeps.add(duration);
        now = now.plus(duration);
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

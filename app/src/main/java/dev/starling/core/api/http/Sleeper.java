package dev.starling.core.api.http;

import java.time.Duration;

/** Waiting, made injectable so rate-limit and back-off tests take no real time. */
@FunctionalInterface
public interface Sleeper {

    Sleeper SYSTEM = duration -> Thread.sleep(Math.max(0, duration.toMillis()));

    /** Interruptible: an interrupt ends the wait with {@link InterruptedException}. */
    void sleep(Duration duration) throws InterruptedException;
}

package dev.starling.sandbox.events;

import java.time.Duration;
import java.util.Objects;

/**
 * How the sandbox's activity side behaves: invented events a second ({@code sandbox --events-rate N};
 * 0 makes none, only the world's changes) and the activity stream's keep-alive interval (X's 20 s;
 * shorter in tests).
 */
public record ActivitySettings(double eventsPerSecond, Duration keepAlive) {

    public ActivitySettings {
        if (!(eventsPerSecond >= 0 && eventsPerSecond <= 10_000)) {
            throw new IllegalArgumentException("--events-rate takes 0 to 10000 events a second");
        }
        Objects.requireNonNull(keepAlive, "keepAlive");
        if (keepAlive.isNegative() || keepAlive.isZero()) {
            throw new IllegalArgumentException("The keep-alive interval must be positive");
        }
    }

    /** One invented event a second, X's 20-second keep-alive. */
    public static ActivitySettings defaults() {
        return new ActivitySettings(1, Duration.ofSeconds(20));
    }

    public ActivitySettings withRate(double perSecond) {
        return new ActivitySettings(perSecond, keepAlive);
    }

    public ActivitySettings withKeepAlive(Duration interval) {
        return new ActivitySettings(eventsPerSecond, interval);
    }
}

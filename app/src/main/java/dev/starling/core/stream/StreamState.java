package dev.starling.core.stream;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;

/** Where a stream is: connecting, connected, waiting to reconnect (with the countdown) or stopped. */
public sealed interface StreamState {

    /** Opening connection {@code attempt} (1 for the first). */
    record Connecting(int attempt, boolean reconnect) implements StreamState {
    }

    /** Receiving since {@code since}. */
    record Connected(Instant since, int attempt) implements StreamState {
    }

    /**
     * Waiting {@code delay} after {@code reason} until {@code until}, the schedule having given the
     * longest wait {@code atLongest} times in a row ({@code alert} from {@link ReconnectSchedule#ALERT_AFTER}).
     */
    record Waiting(Disconnect reason, Duration delay, Instant until, int atLongest, boolean alert) implements StreamState {

        /** What the countdown shows now. */
        public Duration remaining(Clock clock) {
            Duration left = Duration.between(clock.instant(), until);
            return left.isNegative() ? Duration.ZERO : left;
        }
    }

    /** Stopped: by the user or the duration ({@code reason} null), or by a disconnect retrying cannot fix. */
    record Stopped(Disconnect reason) implements StreamState {
    }
}

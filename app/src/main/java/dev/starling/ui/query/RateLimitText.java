package dev.starling.ui.query;

import dev.starling.core.query.answer.QueryResult;
import dev.starling.core.text.Messages;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.format.DateTimeFormatter;
import java.time.format.FormatStyle;
import java.util.Optional;

/**
 * The rate limit of a response in words: "300 per window · 299 left · resets at 12:15 (in 15 min)",
 * the time in the computer's zone and the user's locale, from X's {@code x-rate-limit-*} headers.
 */
final class RateLimitText {

    private RateLimitText() {
    }

    static String describe(QueryResult result, Clock clock) {
        Optional<Long> limit = number(result, "x-rate-limit-limit");
        Optional<Long> remaining = number(result, "x-rate-limit-remaining");
        Optional<Long> reset = number(result, "x-rate-limit-reset");
        if (limit.isEmpty() && remaining.isEmpty() && reset.isEmpty()) {
            return Messages.text("query.rateLimit.none");
        }
        String unknown = Messages.text("query.rateLimit.unknown");
        String resets = reset.map(seconds -> resets(Instant.ofEpochSecond(seconds), clock)).orElse(unknown);
        return Messages.text("query.rateLimit", limit.<Object>map(value -> value).orElse(unknown),
                remaining.<Object>map(value -> value).orElse(unknown), resets);
    }

    private static String resets(Instant at, Clock clock) {
        String time = DateTimeFormatter.ofLocalizedTime(FormatStyle.SHORT).withZone(java.time.ZoneId.systemDefault()).format(at);
        Duration left = Duration.between(clock.instant(), at);
        if (left.isNegative() || left.isZero()) {
            return Messages.text("query.rateLimit.resetPast", time);
        }
        long minutes = (left.getSeconds() + 59) / 60;
        return Messages.text("query.rateLimit.resetAt", time, minutes);
    }

    private static Optional<Long> number(QueryResult result, String header) {
        return result.header(header).flatMap(value -> {
            try {
                return Optional.of(Long.parseLong(value.trim()));
            } catch (NumberFormatException notANumber) {
                return Optional.empty();
            }
        });
    }
}

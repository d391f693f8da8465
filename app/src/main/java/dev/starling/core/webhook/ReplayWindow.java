package dev.starling.core.webhook;

import dev.starling.core.text.BundleText;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The window of a replay ({@code POST /2/webhooks/replay}) and X's rules for it, checked before it is
 * sent: whole minutes (X takes {@code yyyymmddhhmm}, UTC), the start before the end, the start within
 * the last 24 hours (X keeps no more) and the end at least 31 minutes ago (the latest deliveries are
 * still being attempted). One job at a time per webhook is {@link ReplayJobs}'s to say.
 */
public record ReplayWindow(Instant from, Instant to) {

    /** How far back X keeps deliveries to replay. */
    public static final Duration LOOKBACK = Duration.ofHours(24);
    /** How long ago the window must end. */
    public static final Duration SETTLE = Duration.ofMinutes(31);
    private static final DateTimeFormatter WIRE = DateTimeFormatter.ofPattern("uuuuMMddHHmm").withZone(ZoneOffset.UTC);

    /** What is wrong with a window. */
    public enum Code { BAD_TIME, NOT_WHOLE_MINUTE, FROM_NOT_BEFORE_TO, TOO_OLD, TOO_RECENT }

    /** One problem and its words. */
    public record Problem(Code code, BundleText text) {
    }

    /** {@code from_date} as X takes it. */
    public String fromDate() {
        return WIRE.format(from);
    }

    /** {@code to_date} as X takes it. */
    public String toDate() {
        return WIRE.format(to);
    }

    /** Every rule the window breaks at {@code clock}'s now; empty when X would take it. */
    public List<Problem> check(Clock clock) {
        List<Problem> problems = new ArrayList<>();
        Instant now = clock.instant();
        for (Instant time : List.of(from, to)) {
            if (!time.truncatedTo(ChronoUnit.MINUTES).equals(time)) {
                problems.add(new Problem(Code.NOT_WHOLE_MINUTE, BundleText.of("replay.check.minute", time.toString())));
                break;
            }
        }
        if (!from.isBefore(to)) {
            problems.add(new Problem(Code.FROM_NOT_BEFORE_TO, BundleText.of("replay.check.order", fromDate(), toDate())));
        }
        if (from.isBefore(now.minus(LOOKBACK))) {
            problems.add(new Problem(Code.TOO_OLD, BundleText.of("replay.check.tooOld", fromDate(),
                    WIRE.format(now.minus(LOOKBACK).truncatedTo(ChronoUnit.MINUTES).plus(Duration.ofMinutes(1))))));
        }
        if (to.isAfter(now.minus(SETTLE))) {
            problems.add(new Problem(Code.TOO_RECENT, BundleText.of("replay.check.tooRecent", toDate(),
                    WIRE.format(now.minus(SETTLE).truncatedTo(ChronoUnit.MINUTES)))));
        }
        return problems;
    }

    /**
     * A time as a user writes it: X's {@code yyyymmddhhmm}, or ISO 8601 ({@code 2026-11-27T10:15Z},
     * {@code 2026-11-27T10:15:00Z}, {@code 2026-11-27 10:15}, UTC when no zone is given). Empty when
     * it is none of these.
     */
    public static Optional<Instant> parseTime(String text) {
        if (text == null || text.isBlank()) {
            return Optional.empty();
        }
        String value = text.strip();
        try {
            if (value.matches("[0-9]{12}")) {
                return Optional.of(LocalDateTime.parse(value, DateTimeFormatter.ofPattern("uuuuMMddHHmm"))
                        .toInstant(ZoneOffset.UTC));
            }
            String iso = value.replace(' ', 'T');
            if (iso.endsWith("Z") || iso.matches(".*[+-][0-9]{2}:[0-9]{2}$")) {
                return Optional.of(java.time.OffsetDateTime.parse(iso.length() == 17 && iso.endsWith("Z")
                        ? iso.substring(0, 16) + ":00Z" : iso).toInstant());
            }
            return Optional.of(LocalDateTime.parse(iso).toInstant(ZoneOffset.UTC));
        } catch (DateTimeParseException e) {
            return Optional.empty();
        }
    }
}

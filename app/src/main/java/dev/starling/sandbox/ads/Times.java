package dev.starling.sandbox.ads;

import java.time.Instant;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoUnit;

/** ISO 8601 UTC timestamps as the Ads API writes them ({@code 2026-01-05T09:00:00Z}); state keeps epoch millis. */
final class Times {

    private Times() {
    }

    static String format(long epochMillis) {
        return Instant.ofEpochMilli(epochMillis).truncatedTo(ChronoUnit.SECONDS).toString();
    }

    private static final Instant EARLIEST = Instant.EPOCH;
    private static final Instant LATEST = Instant.parse("9999-12-31T23:59:59Z");

    /**
     * Parses {@code 2026-01-05T09:00:00Z}, with an offset, or without one (then UTC); null when not a
     * timestamp or outside 1970 to 9999 (so epoch-millisecond arithmetic never overflows).
     */
    static Instant parse(String text) {
        if (text == null || text.isBlank()) {
            return null;
        }
        String value = text.trim();
        Instant instant;
        try {
            instant = OffsetDateTime.parse(value).toInstant();
        } catch (DateTimeParseException notOffset) {
            try {
                instant = LocalDateTime.parse(value).toInstant(ZoneOffset.UTC);
            } catch (DateTimeParseException notLocal) {
                return null;
            }
        }
        return instant.isBefore(EARLIEST) || instant.isAfter(LATEST) ? null : instant;
    }

    /** X's default association expiry: 13 months after {@code from}. */
    static long thirteenMonthsAfter(long from) {
        return Instant.ofEpochMilli(from).atOffset(ZoneOffset.UTC).plusMonths(13).toInstant().toEpochMilli();
    }
}

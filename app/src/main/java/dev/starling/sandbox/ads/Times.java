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

    /** Parses {@code 2026-01-05T09:00:00Z}, with an offset, or without one (then UTC); null when not a timestamp. */
    static Instant parse(String text) {
        if (text == null || text.isBlank()) {
            return null;
        }
        String value = text.trim();
        try {
            return OffsetDateTime.parse(value).toInstant();
        } catch (DateTimeParseException notOffset) {
            try {
                return LocalDateTime.parse(value).toInstant(ZoneOffset.UTC);
            } catch (DateTimeParseException notLocal) {
                return null;
            }
        }
    }

    /** X's default association expiry: 13 months after {@code from}. */
    static long thirteenMonthsAfter(long from) {
        return Instant.ofEpochMilli(from).atOffset(ZoneOffset.UTC).plusMonths(13).toInstant().toEpochMilli();
    }
}

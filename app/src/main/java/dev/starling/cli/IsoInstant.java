package dev.starling.cli;

import dev.starling.core.text.Messages;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.function.Function;

/** Times on the command line: an ISO 8601 instant, date-time with offset, or a date (midnight UTC). */
final class IsoInstant {

    private IsoInstant() {
    }

    /** @return null when {@code text} is null */
    static Instant parse(String option, String text, Function<String, ? extends RuntimeException> usage) {
        if (text == null) {
            return null;
        }
        Instant instant = parseAny(option, text, usage);
        // ISO 8601 and X's timestamps have four-digit years: +99999-01-01 parses here but the server refuses it.
        if (instant.isBefore(EARLIEST) || instant.isAfter(LATEST)) {
            throw usage.apply(Messages.text("cli.timeOutOfRange", option, text.strip()));
        }
        return instant;
    }

    private static final Instant EARLIEST = Instant.EPOCH;
    private static final Instant LATEST = Instant.parse("9999-12-31T23:59:59Z");

    private static Instant parseAny(String option, String text, Function<String, ? extends RuntimeException> usage) {
        String value = text.strip();
        try {
            return OffsetDateTime.parse(value).toInstant();
        } catch (DateTimeParseException notWithOffset) {
            try {
                // X's timestamps are UTC: a time without an offset is read as UTC.
                return LocalDateTime.parse(value).toInstant(ZoneOffset.UTC);
            } catch (DateTimeParseException notLocal) {
                try {
                    return LocalDate.parse(value).atStartOfDay().toInstant(ZoneOffset.UTC);
                } catch (DateTimeParseException notDate) {
                    throw usage.apply(Messages.text("cli.notATime", option, text));
                }
            }
        }
    }
}

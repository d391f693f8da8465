package dev.starling.sandbox.v2;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Random;

/**
 * Ids shaped like X's: a snowflake carries its creation time in the high bits (milliseconds since
 * X's epoch shifted by 22), then a worker number and a sequence. Times after mid-2018 give 19 digits.
 */
final class Snowflakes {

    static final long X_EPOCH_MILLIS = 1288834974657L;
    private static final DateTimeFormatter ISO_MILLIS =
            DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss.SSS'Z'").withZone(ZoneOffset.UTC);
    private static final String ALPHANUMERIC = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

    private final long worker;
    private int sequence;

    Snowflakes(long seed) {
        this.worker = Math.floorMod(seed, 1024L);
    }

    /** A new id for something created at {@code time}; the sequence keeps ids unique. */
    String next(Instant time) {
        long millis = time.toEpochMilli() - X_EPOCH_MILLIS;
        sequence = (sequence + 1) & 0xFFF;
        return Long.toString((millis << 22) | (worker << 12) | sequence);
    }

    /** The creation time encoded in a snowflake id. */
    static Instant timeOf(String id) {
        return Instant.ofEpochMilli((Long.parseLong(id) >> 22) + X_EPOCH_MILLIS);
    }

    /** X's timestamp format: ISO 8601 with milliseconds, UTC ({@code 2021-01-06T18:40:40.000Z}). */
    static String iso(Instant time) {
        return ISO_MILLIS.format(time);
    }

    static String token(Random random, int length) {
        StringBuilder out = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            out.append(ALPHANUMERIC.charAt(random.nextInt(ALPHANUMERIC.length())));
        }
        return out.toString();
    }

    static String tco(Random random) {
        return "https://t.co/" + token(random, 10);
    }
}

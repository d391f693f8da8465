package dev.starling.core.upload.encode;

import com.fasterxml.jackson.core.io.JsonStringEncoder;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.format.DateTimeFormatter;
import dev.starling.core.upload.common.ColumnMapping;
import dev.starling.core.upload.common.IdentifierType;
import dev.starling.core.upload.common.UploadSettings;

/**
 * Writes one operation ({@code {"operation_type":…,"params":{…,"users":[{…}]}}}) straight to bytes.
 * Everything but {@code partner_user_id} is fixed text or hex, so only that value needs escaping
 * (with Jackson's encoder). The fixed prefix is built once per upload.
 */
public final class OperationFormat {

    private final byte[] prefix;
    private static final byte[] SUFFIX = "}]}}".getBytes(StandardCharsets.US_ASCII);
    /** Everything before the hex digits of an operation with one hashed value, per type. */
    private final byte[][] singleHead = new byte[IdentifierType.values().length][];
    /** Everything after them: {@code "]} and the suffix. */
    private static final byte[] SINGLE_TAIL = "\"]}]}}".getBytes(StandardCharsets.US_ASCII);

    public OperationFormat(UploadSettings settings) {
        StringBuilder text = new StringBuilder("{\"operation_type\":\"")
                .append(settings.operation().wireName()).append("\",\"params\":{");
        if (settings.effectiveAt() != null) {
            text.append("\"effective_at\":\"").append(iso(settings.effectiveAt())).append("\",");
        }
        text.append("\"expires_at\":\"").append(iso(settings.expiresAt())).append("\",\"users\":[{");
        this.prefix = text.toString().getBytes(StandardCharsets.US_ASCII);
        for (IdentifierType type : IdentifierType.values()) {
            singleHead[type.ordinal()] = (text + "\"" + type.key() + "\":[\"").getBytes(StandardCharsets.US_ASCII);
        }
    }

    /**
     * A whole operation whose user has one hashed value (most rows of most files), in one write: the
     * same bytes as {@link #begin}, {@link #key}, {@link #hash}, {@link #closeKey} and {@link #end}.
     */
    void singleHash(ByteSink out, IdentifierType type, byte[] digest) {
        out.writeHexBetween(singleHead[type.ordinal()], digest, SINGLE_TAIL);
    }

    /** What {@link #singleHash} writes before the hex digits of a value of the type with this ordinal. */
    byte[] singleHead(int typeOrdinal) {
        return singleHead[typeOrdinal];
    }

    /** What {@link #singleHash} writes after the hex digits. */
    static byte[] singleTail() {
        return SINGLE_TAIL;
    }

    /**
     * An upper bound of one operation's bytes (with its separator) when each of {@code columns} holds
     * one hashed value; partner ids longer than a hash may exceed it, which only costs a buffer growth.
     */
    int rowBytes(java.util.List<ColumnMapping.Column> columns) {
        int bytes = prefix.length + SINGLE_TAIL.length + 1;
        for (ColumnMapping.Column column : columns) {
            bytes += column.type().key().length() + 64 + 8; // "key":["<64 hex>"],
        }
        return bytes;
    }

    static String iso(Instant instant) {
        return DateTimeFormatter.ISO_INSTANT.format(instant);
    }

    /** Starts an operation in {@code out}; then call {@link #key}/{@link #value}, then {@link #end}. */
    void begin(ByteSink out) {
        out.write(prefix);
    }

    /** Opens {@code "key":[}, preceded by a comma unless it is the first key. */
    void key(ByteSink out, IdentifierType type, boolean first) {
        if (!first) {
            out.write(',');
        }
        out.write('"');
        byte[] key = KEYS[type.ordinal()];
        out.write(key);
        out.write('"');
        out.write(':');
        out.write('[');
    }

    /** A hashed value, written as 64 hex digits straight from the digest. */
    void hash(ByteSink out, byte[] digest, boolean first) {
        if (!first) {
            out.write(',');
        }
        out.write('"');
        out.writeHex(digest);
        out.write('"');
    }

    /** A value sent as is ({@code partner_user_id}), JSON-escaped. */
    void text(ByteSink out, String value, boolean first) {
        if (!first) {
            out.write(',');
        }
        out.write('"');
        out.write(JsonStringEncoder.getInstance().quoteAsUTF8(value));
        out.write('"');
    }

    void closeKey(ByteSink out) {
        out.write(']');
    }

    void end(ByteSink out) {
        out.write(SUFFIX);
    }

    private static final byte[][] KEYS = new byte[IdentifierType.values().length][];

    static {
        for (IdentifierType type : IdentifierType.values()) {
            KEYS[type.ordinal()] = type.key().getBytes(StandardCharsets.US_ASCII);
        }
    }
}

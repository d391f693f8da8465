package dev.starling.core.upload;

import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Turns rows into operations: each mapped cell is normalised and hashed, and a row's valid
 * identifiers become one operation (one user object), so the server's operation index maps back to
 * one source row. Empty cells count as rejections only when the whole row has nothing to send. Thread-safe: chunks are encoded on several threads at once.
 */
public final class ChunkEncoder {

    private static final String EMPTY = "empty";
    private final ColumnMapping mapping;
    private final IdentifierNormalizer normalizer;
    private final OperationFormat format;
    private final IdentifierType[] typeOrder;

    public ChunkEncoder(ColumnMapping mapping, IdentifierNormalizer normalizer, OperationFormat format) {
        this.mapping = mapping;
        this.normalizer = normalizer;
        this.format = format;
        this.typeOrder = IdentifierType.values();
    }

    public EncodedChunk encode(long[] lines, String[][] rows, int size) {
        byte[][] operations = new byte[size][];
        int[] accepted = new int[IdentifierType.values().length];
        List<Rejection> rejections = new ArrayList<>();
        long[] keys = new long[size * 2 * mapping.columns().size()];
        int[] keyStart = new int[size + 1];
        int keyCount = 0;
        ByteArrayOutputStream out = new ByteArrayOutputStream(256);
        List<ColumnMapping.Column> columns = mapping.columns();
        Normalized[] values = new Normalized[columns.size()];
        for (int r = 0; r < size; r++) {
            keyStart[r] = keyCount;
            String[] fields = rows[r];
            int valid = 0;
            for (int c = 0; c < values.length; c++) {
                ColumnMapping.Column column = columns.get(c);
                Normalized value = column.index() < fields.length
                        ? normalizer.normalize(column.type(), fields[column.index()])
                        : Normalized.rejected(column.type(), "missing column (the row has " + fields.length
                                + (fields.length == 1 ? " field)" : " fields)"));
                values[c] = value;
                if (value.isAccepted()) {
                    valid++;
                    accepted[column.type().ordinal()]++;
                    if (column.type().hashed()) {
                        keys[keyCount++] = Sha256Hex.prefix(value.sent(), 0);
                        keys[keyCount++] = Sha256Hex.prefix(value.sent(), 16);
                    }
                }
            }
            for (int c = 0; c < values.length; c++) {
                // A blank cell beside a valid identifier is just an optional column left empty.
                if (!values[c].isAccepted() && !(valid > 0 && EMPTY.equals(values[c].reason()))) {
                    rejections.add(new Rejection(lines[r], columns.get(c).index() + 1, values[c].type(), values[c].reason()));
                }
            }
            if (valid > 0) {
                out.reset();
                writeOperation(out, values);
                operations[r] = out.toByteArray();
            }
        }
        keyStart[size] = keyCount;
        return new EncodedChunk(size, lines, operations, Arrays.copyOf(keys, keyCount), keyStart, accepted, rejections);
    }

    /** One user object; values of the same type (two email columns) share one key, in type order. */
    private void writeOperation(ByteArrayOutputStream out, Normalized[] values) {
        format.begin(out);
        boolean firstKey = true;
        for (IdentifierType type : typeOrder) {
            boolean open = false;
            for (Normalized value : values) {
                if (value.type() != type || !value.isAccepted()) {
                    continue;
                }
                if (!open) {
                    format.key(out, type, firstKey);
                    firstKey = false;
                }
                format.value(out, type, value.sent(), !open);
                open = true;
            }
            if (open) {
                format.closeKey(out);
            }
        }
        format.end(out);
    }
}

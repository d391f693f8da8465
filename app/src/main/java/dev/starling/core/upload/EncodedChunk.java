package dev.starling.core.upload;

import java.util.List;

/**
 * A run of consecutive rows after normalising, hashing and writing their operations.
 *
 * @param lines the source line of each row
 * @param data the serialised operations of all rows, back to back (spare bytes may follow the last one)
 * @param operationStart where row {@code r}'s operation starts in {@code data}; it ends at entry
 *     {@code r + 1} (one extra entry at the end); an empty range means the row has no valid identifier
 * @param keys two longs (128 bits of the hash) per sent hashed value, for duplicate detection
 * @param keyStart index into {@code keys} (in longs) where each row's keys start; one extra entry at the end
 * @param acceptedByType count of accepted values per {@link IdentifierType#ordinal()}
 */
public record EncodedChunk(int size, long[] lines, byte[] data, int[] operationStart, long[] keys, int[] keyStart,
                           int[] acceptedByType, List<Rejection> rejections) {

    public boolean hasOperation(int row) {
        return operationStart[row + 1] > operationStart[row];
    }
}

package dev.starling.core.upload;

import java.util.List;

/**
 * A run of consecutive rows after normalising, hashing and writing their operations.
 *
 * @param lines the source line of each row
 * @param operations each row's serialised operation, or null when the row has no valid identifier
 * @param keys two longs (128 bits of the hash) per sent hashed value, for duplicate detection
 * @param keyStart index into {@code keys} (in longs) where each row's keys start; one extra entry at the end
 * @param acceptedByType count of accepted values per {@link IdentifierType#ordinal()}
 */
public record EncodedChunk(int size, long[] lines, byte[][] operations, long[] keys, int[] keyStart,
                           int[] acceptedByType, List<Rejection> rejections) {
}

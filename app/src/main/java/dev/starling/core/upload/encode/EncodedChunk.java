package dev.starling.core.upload.encode;

import java.util.List;
import dev.starling.core.upload.common.IdentifierType;
import dev.starling.core.upload.normalize.Rejection;

/**
 * A run of consecutive rows after normalising, hashing and writing their operations.
 *
 * @param lines the source line of each row
 * @param data the serialised operations of all rows, back to back (spare bytes may follow the last one)
 * @param operationStart where row {@code r}'s operation starts in {@code data}; it ends at entry
 *     {@code r + 1} (one extra entry at the end); an empty range means the row has no valid identifier
 * @param singleType per row, -1 when its range holds the whole operation; else the range holds only the
 *     64 hex digits of the row's one hashed value, and this is its type's ordinal: the batcher writes
 *     the operation around them ({@link OperationFormat#singleHead}, {@link OperationFormat#singleTail}),
 *     so the fixed text of each operation is written once, into the request body, not twice
 * @param separated each non-empty range starts with a separator byte ({@code ,}) that belongs to no operation;
 *     the batcher may copy a run of such ranges at once, or send the whole array as the body when it holds a
 *     whole request ({@link Batcher#addRecord})
 * @param keys two longs (128 bits of the hash) per sent hashed value, for duplicate detection
 * @param keyStart index into {@code keys} (in longs) where each row's keys start; one extra entry at the end
 * @param acceptedByType count of accepted values per {@link IdentifierType#ordinal()}
 */
public record EncodedChunk(int size, long[] lines, byte[] data, int[] operationStart, byte[] singleType,
                           boolean separated, OperationFormat format, long[] keys, int[] keyStart, int[] acceptedByType,
                           List<Rejection> rejections) {

    public boolean hasOperation(int row) {
        return operationStart[row + 1] > operationStart[row];
    }

    /**
     * The batch this chunk is as it stands, when it is a whole request of records and {@code batcher} has no
     * batch open ({@link Batcher#wholeRequest}); else null, and nothing was added.
     */
    public UploadBatch asWholeRequest(Batcher batcher) {
        return separated ? batcher.wholeRequest(data, operationStart, 0, lines) : null;
    }

    /** Adds row {@code row}'s operation to {@code batcher}; returns the batch that closed to make room, or null. */
    public UploadBatch addOperation(int row, Batcher batcher) {
        int start = operationStart[row];
        int length = operationStart[row + 1] - start;
        int type = singleType[row];
        if (separated) {
            return batcher.addRecord(lines[row], data, start + 1, length - 1);
        }
        return type < 0 ? batcher.add(lines[row], data, start, length)
                : batcher.add(lines[row], format.singleHead(type), data, start, length, OperationFormat.singleTail());
    }
}

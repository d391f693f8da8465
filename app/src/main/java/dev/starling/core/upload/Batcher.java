package dev.starling.core.upload;

import java.util.Arrays;

/**
 * Packs operations into request bodies. Both limits hold by construction: the body's exact size
 * ({@code [} + operations joined by {@code ,} + {@code ]}) is known before an operation is added,
 * and a batch is closed before it would pass either limit. Deterministic: the same operations in the
 * same order always give the same batches.
 */
public final class Batcher {

    private final BatchLimits limits;
    // The open batch's operations stay where the encoder wrote them (chunk arrays are never reused)
    // and are copied once, into a body of the exact size, when the batch closes.
    private byte[][] sources;
    private int[] starts;
    private int[] lengths;
    private int bodySize;
    private long[] lines;
    private int count;
    private int nextNumber = 1;

    public Batcher(BatchLimits limits) {
        this.limits = limits;
        int capacity = Math.min(limits.maxOperations(), 4096);
        this.lines = new long[capacity];
        this.sources = new byte[capacity][];
        this.starts = new int[capacity];
        this.lengths = new int[capacity];
    }

    /**
     * Adds one operation; returns the batch that was closed to make room for it, or null.
     *
     * @throws UploadException when the operation alone does not fit in a request
     */
    public UploadBatch add(long line, byte[] operation) {
        return add(line, operation, 0, operation.length);
    }

    /**
     * Adds the operation in {@code data[offset, offset + length)}; see {@link #add(long, byte[])}. The
     * bytes are read when the batch closes, so {@code data} must not change until then.
     */
    public UploadBatch add(long line, byte[] data, int offset, int length) {
        if (length + 2 > limits.maxBytes()) {
            throw new UploadException("row " + line + " is too large for one request (" + length
                    + " bytes; the limit is " + limits.maxBytes() + ").");
        }
        UploadBatch closed = null;
        // size after adding: current body + separator + operation + closing bracket
        long sizeAfter = (count == 0 ? 1 : bodySize + 1) + length + 1;
        if (count == limits.maxOperations() || (count > 0 && sizeAfter > limits.maxBytes())) {
            closed = flush();
        }
        if (count == lines.length) {
            int grown = Math.min(lines.length * 2, limits.maxOperations());
            lines = Arrays.copyOf(lines, grown);
            sources = Arrays.copyOf(sources, grown);
            starts = Arrays.copyOf(starts, grown);
            lengths = Arrays.copyOf(lengths, grown);
        }
        bodySize += 1 + length; // '[' or ',', then the operation
        sources[count] = data;
        starts[count] = offset;
        lengths[count] = length;
        lines[count++] = line;
        return closed;
    }

    /** Closes the open batch, or returns null when there is none. */
    public UploadBatch flush() {
        if (count == 0) {
            return null;
        }
        byte[] body = new byte[bodySize + 1];
        int at = 0;
        for (int i = 0; i < count; i++) {
            body[at++] = (byte) (i == 0 ? '[' : ',');
            System.arraycopy(sources[i], starts[i], body, at, lengths[i]);
            at += lengths[i];
            sources[i] = null; // let the chunk go
        }
        body[at] = ']';
        UploadBatch batch = new UploadBatch(nextNumber++, body, Arrays.copyOf(lines, count));
        bodySize = 0;
        count = 0;
        return batch;
    }

    /** The number the next closed batch will get. */
    public int nextNumber() {
        return nextNumber;
    }
}

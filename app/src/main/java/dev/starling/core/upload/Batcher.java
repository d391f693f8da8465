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
    private final ByteSink body;
    private long[] lines;
    private int count;
    private int nextNumber = 1;

    public Batcher(BatchLimits limits) {
        this.limits = limits;
        this.body = new ByteSink(Math.min(limits.maxBytes(), 1 << 20));
        this.lines = new long[Math.min(limits.maxOperations(), 4096)];
    }

    /**
     * Adds one operation; returns the batch that was closed to make room for it, or null.
     *
     * @throws UploadException when the operation alone does not fit in a request
     */
    public UploadBatch add(long line, byte[] operation) {
        return add(line, operation, 0, operation.length);
    }

    /** Adds the operation in {@code data[offset, offset + length)}; see {@link #add(long, byte[])}. */
    public UploadBatch add(long line, byte[] data, int offset, int length) {
        if (length + 2 > limits.maxBytes()) {
            throw new UploadException("row " + line + " is too large for one request (" + length
                    + " bytes; the limit is " + limits.maxBytes() + ").");
        }
        UploadBatch closed = null;
        // size after adding: current body + separator + operation + closing bracket
        long sizeAfter = (count == 0 ? 1 : body.size() + 1) + length + 1;
        if (count == limits.maxOperations() || (count > 0 && sizeAfter > limits.maxBytes())) {
            closed = flush();
        }
        body.write(count == 0 ? '[' : ',');
        body.write(data, offset, length);
        if (count == lines.length) {
            lines = Arrays.copyOf(lines, Math.min(lines.length * 2, limits.maxOperations()));
        }
        lines[count++] = line;
        return closed;
    }

    /** Closes the open batch, or returns null when there is none. */
    public UploadBatch flush() {
        if (count == 0) {
            return null;
        }
        body.write(']');
        UploadBatch batch = new UploadBatch(nextNumber++, body.toByteArray(), Arrays.copyOf(lines, count));
        body.reset();
        count = 0;
        return batch;
    }

    /** The number the next closed batch will get. */
    public int nextNumber() {
        return nextNumber;
    }
}

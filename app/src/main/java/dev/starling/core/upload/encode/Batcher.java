package dev.starling.core.upload.encode;

import java.util.Arrays;
import dev.starling.core.upload.common.UploadException;

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
    /** Fixed text written before and after an operation's bytes, or null (see {@link EncodedChunk#singleType}). */
    private byte[][] heads;
    private byte[][] tails;
    private int[] starts;
    private int[] lengths;
    /** Whether each operation's separator is the byte before it in its array ({@link #addRecord}). */
    private boolean[] separated;
    /** The open batch's operations are records one after the other from offset 1 of one array. */
    private boolean wholeArray;
    private int bodySize;
    private long[] lines;
    private int count;
    private int nextNumber = 1;

    public Batcher(BatchLimits limits) {
        this.limits = limits;
        int capacity = Math.min(limits.maxOperations(), 4096);
        this.lines = new long[capacity];
        this.sources = new byte[capacity][];
        this.heads = new byte[capacity][];
        this.tails = new byte[capacity][];
        this.starts = new int[capacity];
        this.lengths = new int[capacity];
        this.separated = new boolean[capacity];
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
        return add(line, null, data, offset, length, null);
    }

    /**
     * As {@link #add(long, byte[], int, int)} for an operation whose separator is the byte before it,
     * {@code data[offset - 1]}: operations added one after the other from the same array with one separator
     * between them are copied into the body at once, and when they fill the whole array (from offset 1, with
     * one byte left after the last) the array itself becomes the body. That byte and the first separator are
     * then overwritten with the body's brackets.
     */
    public UploadBatch addRecord(long line, byte[] data, int offset, int length) {
        return add(line, null, data, offset, length, null, true);
    }

    /** Whether operation {@code i} is a record right after operation {@code i - 1} in the same array. */
    private boolean follows(int i) {
        return separated[i] && separated[i - 1] && sources[i] == sources[i - 1]
                && starts[i] == starts[i - 1] + lengths[i - 1] + 1;
    }

    /**
     * Adds the operation {@code head} + {@code data[offset, offset + length)} + {@code tail} (head and
     * tail may be null), written as one when the batch closes; see {@link #add(long, byte[], int, int)}.
     */
    public UploadBatch add(long line, byte[] head, byte[] data, int offset, int length, byte[] tail) {
        return add(line, head, data, offset, length, tail, false);
    }

    /** @param record the byte before {@code data[offset]} is the operation's separator ({@link #addRecord}) */
    private UploadBatch add(long line, byte[] head, byte[] data, int offset, int length, byte[] tail, boolean record) {
        int dataLength = length;
        length += (head == null ? 0 : head.length) + (tail == null ? 0 : tail.length);
        if (length + 2 > limits.maxBytes()) {
            throw UploadException.of("upload.problem.rowTooLarge", String.valueOf(line), String.valueOf(length),
                    String.valueOf(limits.maxBytes()));
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
            heads = Arrays.copyOf(heads, grown);
            tails = Arrays.copyOf(tails, grown);
            starts = Arrays.copyOf(starts, grown);
            lengths = Arrays.copyOf(lengths, grown);
            separated = Arrays.copyOf(separated, grown);
        }
        bodySize += 1 + length; // '[' or ',', then the operation
        sources[count] = data;
        heads[count] = head;
        tails[count] = tail;
        starts[count] = offset;
        lengths[count] = dataLength;
        separated[count] = record;
        wholeArray = record && (count == 0 ? offset == 1 : wholeArray && follows(count));
        lines[count++] = line;
        return closed;
    }

    /** Closes the open batch, or returns null when there is none. */
    public UploadBatch flush() {
        if (count == 0) {
            return null;
        }
        byte[] body = heads[0] != null && lengths[0] == HEX && runOfHexOperations(0) == count ? hexBatch() : null;
        if (wholeArray && separated[0] && sources[0].length == bodySize + 1) {
            body = sources[0]; // a chunk of records that is exactly this request: nothing to copy
        }
        if (body == null) {
            body = new byte[bodySize + 1];
            writeOperations(body);
        }
        Arrays.fill(sources, 0, count, null); // let the chunks go
        body[0] = '[';
        body[bodySize] = ']';
        UploadBatch batch = new UploadBatch(nextNumber++, body, Arrays.copyOf(lines, count));
        bodySize = 0;
        count = 0;
        wholeArray = false;
        return batch;
    }

    private void writeOperations(byte[] body) {
        int at = 0;
        for (int i = 0; i < count; ) {
            int run = separated[i] ? runOfRecords(i) : runOfHexOperations(i);
            if (separated[i]) {
                // the records and the separators between them, as they lie in their array
                int from = starts[i] - 1;
                int bytes = starts[i + run - 1] + lengths[i + run - 1] - from;
                System.arraycopy(sources[i], from, body, at, bytes);
                at += bytes;
            } else if (run > 1) {
                at = writeHexRun(body, at, i, run, true);
            } else {
                at = writeOperation(body, at, i);
            }
            i += run;
        }
    }

    /**
     * The body of a batch whose operations all differ only in their hex digits (a big upload of one
     * identifier type): a copy of the start of a body made once with those operations' fixed text
     * (no zeroing, one large copy), then each operation's digits; null when no such template fits.
     */
    private byte[] hexBatch() {
        int record = 1 + heads[0].length + HEX + tails[0].length;
        if (template == null || templateHead != heads[0] || templateTail != tails[0]) {
            long size = (long) record * limits.maxOperations() + 1;
            if (size > MAX_TEMPLATE) {
                return null;
            }
            template = new byte[(int) size];
            writeHexRun(template, 0, 0, limits.maxOperations(), false);
            templateHead = heads[0];
            templateTail = tails[0];
        }
        byte[] body = Arrays.copyOf(template, bodySize + 1);
        int digits = 1 + heads[0].length;
        for (int i = 0; i < count; i++, digits += record) {
            copyHex(sources[i], starts[i], body, digits);
        }
        return body;
    }

    /** Templates above this size are not kept (only limits far beyond X's make one). */
    private static final int MAX_TEMPLATE = 8 << 20;
    private byte[] template;
    private byte[] templateHead;
    private byte[] templateTail;

    private static void copyHex(byte[] source, int from, byte[] body, int at) {
        for (int b = 0; b < HEX; b += 8) {
            WORDS.set(body, at + b, (long) WORDS.get(source, from + b));
        }
    }

    /** The number of records from {@code first} on that follow each other in one array. */
    private int runOfRecords(int first) {
        int end = first + 1;
        while (end < count && follows(end)) {
            end++;
        }
        return end - first;
    }

    /** The number of operations from {@code first} on with the same head and tail around 64 bytes (hex digits). */
    private int runOfHexOperations(int first) {
        if (heads[first] == null || lengths[first] != HEX) {
            return 1;
        }
        int end = first + 1;
        while (end < count && heads[end] == heads[first] && tails[end] == tails[first] && lengths[end] == HEX) {
            end++;
        }
        return end - first;
    }

    /** Operation {@code i} after its separator, at {@code at}; returns where the next one starts. */
    private int writeOperation(byte[] body, int at, int i) {
        body[at++] = ',';
        byte[] head = heads[i];
        if (head != null) {
            System.arraycopy(head, 0, body, at, head.length);
            at += head.length;
        }
        System.arraycopy(sources[i], starts[i], body, at, lengths[i]);
        at += lengths[i];
        byte[] tail = tails[i];
        if (tail != null) {
            System.arraycopy(tail, 0, body, at, tail.length);
            at += tail.length;
        }
        return at;
    }

    /**
     * {@code run} operations that differ only in their 64 hex digits (one hashed value each, most of a
     * big upload): the first is written whole, copied over the rest in doubling blocks (a few large
     * copies instead of three small ones per operation), then each one's digits go in, eight bytes at a time.
     */
    private int writeHexRun(byte[] body, int at, int first, int run, boolean withDigits) {
        int start = at;
        at = writeOperation(body, at, first);
        int record = at - start;
        int filled = record;
        int total = record * run;
        while (filled < total) {
            int copy = Math.min(filled, total - filled);
            System.arraycopy(body, start, body, start + filled, copy);
            filled += copy;
        }
        int digits = start + 1 + heads[first].length;
        for (int i = first + 1; withDigits && i < first + run; i++) {
            digits += record;
            copyHex(sources[i], starts[i], body, digits);
        }
        return start + total;
    }

    private static final int HEX = 64;
    private static final java.lang.invoke.VarHandle WORDS = java.lang.invoke.MethodHandles.byteArrayViewVarHandle(
            long[].class, java.nio.ByteOrder.nativeOrder());

    /**
     * The batch a whole request of records makes when no batch is open: what adding each of them with
     * {@link #addRecord} and then one more operation (or {@link #flush}) would close, without the work per
     * operation. Null, and nothing added, when a batch is open or the records are not exactly a full request:
     * {@code maxOperations} records one after the other from offset 1 of {@code records}, with one byte left
     * after the last and every row's line in {@code lines}.
     *
     * @param ends where each record ends in {@code records}; record {@code i} starts at {@code ends[i - 1]}
     *     (record 0 at 0) with its separator
     */
    public UploadBatch wholeRequest(byte[] records, int[] ends, int endsFrom, long[] lines) {
        int operations = limits.maxOperations();
        if (count > 0 || lines.length != operations || ends.length - endsFrom < operations + 1 || ends[endsFrom] != 0
                || records.length != ends[endsFrom + operations] + 1 || records.length > limits.maxBytes()) {
            return null;
        }
        for (int i = endsFrom; i < endsFrom + operations; i++) {
            if (ends[i + 1] <= ends[i] + 1) {
                return null; // a row without an operation
            }
        }
        records[0] = '[';
        records[records.length - 1] = ']';
        return new UploadBatch(nextNumber++, records, lines);
    }

    /** The number the next closed batch will get. */
    public int nextNumber() {
        return nextNumber;
    }
}

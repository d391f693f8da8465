package dev.starling.core.upload.read;

import dev.starling.core.text.BundleText;
import java.io.IOException;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import dev.starling.core.upload.encode.ParallelEncoder;
import dev.starling.core.upload.common.UploadException;

/**
 * The rows of a plain file read as bytes, a block of lines at a time: for files that are all ASCII and
 * hold no quote character (see {@link SourceProfile#plainAscii()}), where CSV parsing comes down to
 * splitting lines and, in the encoder, fields at the delimiter. That is what FastCSV does for such a
 * file, with the same line numbers, empty lines skipped and the same limits; doing it on bytes spares
 * a string per value and per row, which was most of the reading thread's time on a large file.
 * Each block refers to a buffer that is not written again until every block cut from it is {@link #done}: encoders
 * may read it later, on other threads, and buffers are then used again rather than allocated (see {@link #done}).
 */
public final class LineBlocks implements AutoCloseable {

    /**
     * Each buffer holds its blocks' lines until the encoders are done with them: 256 KiB, so that it
     * stays an ordinary allocation (a megabyte was a "humongous" object for G1 with a small heap).
     */
    private static final int READ_BYTES = 1 << 18;
    private static final int DIRECT_BYTES = READ_BYTES;
    /** FastCSV's record limit as {@link SourceReader} sets it. */
    static final int MAX_LINE = 4 * SourceReader.MAX_FIELD;

    /**
     * Lines {@code [start[i], end[i])} of {@code data}, terminators excluded, starting on source line
     * {@code lines[i]}; never empty.
     */
    public record Block(byte[] data, int[] start, int[] end, long[] lines, int size, Buffer buffer) {
    }

    /** A buffer and how many blocks cut from it are not {@link #done} yet; guarded by {@link #spares}. */
    static final class Buffer {
        final byte[] bytes;
        int reading;
        /** Lines are still being cut from it: it is not free even when no block reads it. */
        boolean cutting = true;

        Buffer(byte[] bytes) {
            this.bytes = bytes;
        }
    }

    /**
     * Buffers and line bounds no block uses any more, to be filled again. Without them an upload allocated a new
     * buffer every few thousand emails of a plain file, and the bounds of each block, most of its garbage (ADR 16;
     * docs/perf/upload-pipeline.md). Four buffers and the bounds of sixteen blocks cover the blocks queued between the
     * encoders and the batching thread ({@link ParallelEncoder}) when they are taken as fast as they are cut; more are
     * left to the garbage collector.
     */
    private final java.util.ArrayDeque<byte[]> spareBuffers = new java.util.ArrayDeque<>();
    private final java.util.ArrayDeque<int[]> spareBounds = new java.util.ArrayDeque<>();
    /**
     * Guards the spares and the counts of each {@link Buffer}: a lock of its own, not the one callers cut lines
     * under, since a caller may hold that while it waits for a chunk whose encoder must first hand its block back.
     */
    private final Object spares = new Object();
    private static final int SPARE_BUFFERS = 4;
    private static final int SPARE_BOUNDS = 32;

    private final FileBytes in;
    private final String fileName;
    private final char delimiter;
    private boolean skipHeader;
    private byte[] buffer = new byte[0];
    /** The counts of {@link #buffer}. */
    private Buffer current = new Buffer(buffer);
    private int position;
    private int limit;
    private boolean endOfFile;
    /** The line the next byte belongs to. */
    private long line = 1;
    /** The last byte consumed was a CR: a LF right after it ends the same line. */
    private boolean afterCr;

    public LineBlocks(SourceProfile profile) {
        this.fileName = String.valueOf(profile.path().getFileName());
        this.skipHeader = profile.hasHeader();
        this.delimiter = profile.delimiter();
        try {
            this.in = new FileBytes(profile.path(), DIRECT_BYTES);
        } catch (IOException e) {
            throw new UploadException(BundleText.of("upload.problem.cannotRead", fileName, IoFailures.reason(e)), e);
        }
    }

    /** The next lines, at most {@code maxRows}; null at the end of the file. One caller at a time. */
    public Block next(int maxRows) {
        int[] starts;
        int[] ends;
        synchronized (spares) {
            starts = bounds(maxRows);
            ends = bounds(maxRows);
        }
        long[] lines = new long[maxRows];
        int size = 0;
        while (size < maxRows) {
            if (!afterCr) {
                // most lines: short, and their line break and the byte after it are in this buffer
                int end = lineEnd(buffer, position, limit);
                if (end + 1 < limit && end - position <= MAX_LINE) {
                    if (end > position) {
                        size = take(starts, ends, lines, size, position, end);
                    }
                    line++;
                    position = buffer[end] == '\r' && buffer[end + 1] == '\n' ? end + 2 : end + 1;
                    continue;
                }
            }
            int scan = position;
            // skip the LF of a CR LF split across two reads
            if (afterCr && scan < limit && buffer[scan] == '\n') {
                scan++;
                position = scan;
            }
            if (scan < limit) {
                afterCr = false;
            }
            scan = lineEnd(buffer, scan, limit);
            if (scan - position > MAX_LINE) {
                throw SourceReader.overLimit(line, firstLimit(position, position + MAX_LINE + 1));
            }
            if (scan == limit && !endOfFile) {
                if (size > 0 && limit - starts[0] > READ_BYTES / 2) {
                    break; // this block's lines stay in this buffer; the next block starts a new one
                }
                // short lines: the block's lines so far move to the new buffer with the rest, so that the block
                // is whole and its chunk can be a request body as it stands (the buffer keeps its size)
                int keep = size > 0 ? starts[0] : position;
                refill(keep);
                for (int i = 0; i < size; i++) {
                    starts[i] -= keep;
                    ends[i] -= keep;
                }
                continue;
            }
            if (scan == limit && position == limit) {
                break; // end of file, nothing left
            }
            if (scan > position) {
                size = take(starts, ends, lines, size, position, scan);
            }
            if (scan < limit) {
                afterCr = buffer[scan] == '\r';
                scan++;
                if (afterCr && scan < limit && buffer[scan] == '\n') {
                    scan++;
                    afterCr = false;
                }
            }
            line++;
            position = scan;
        }
        if (size == 0) {
            return null;
        }
        synchronized (spares) {
            current.reading++;
        }
        return new Block(buffer, starts, ends, lines, size, current);
    }

    /**
     * The encoder is done with {@code block}: it reads neither its bytes nor its bounds again (an encoded chunk keeps
     * only the line numbers). Its buffer is filled again once no other block reads it and no line is cut from it.
     * Thread-safe; a block that is never handed back is left to the garbage collector.
     */
    public void done(Block block) {
        synchronized (spares) {
            if (spareBounds.size() < SPARE_BOUNDS) {
                spareBounds.push(block.start());
                spareBounds.push(block.end());
            }
            Buffer owner = block.buffer();
            owner.reading--;
            free(owner);
        }
    }

    private void free(Buffer owner) {
        if (owner.reading == 0 && !owner.cutting && owner.bytes.length == READ_BYTES && spareBuffers.size() < SPARE_BUFFERS) {
            spareBuffers.push(owner.bytes);
        }
    }

    private int[] bounds(int rows) {
        int[] spare = spareBounds.peek();
        return spare != null && spare.length == rows ? spareBounds.pop() : new int[rows];
    }

    private static final VarHandle WORDS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final long ONES = 0x0101010101010101L;
    private static final long HIGH = 0x8080808080808080L;

    /**
     * The first CR or LF in {@code bytes[from, to)}, else {@code to}; eight bytes at a time (a scan byte by
     * byte was most of the reading thread's time). One test per word flags the bytes below 0x0E: the lowest
     * flag is always a real one whatever the bytes (later ones may be false), so each flagged byte is looked
     * at in turn, and a tab or another control byte lets the scan go on.
     */
    public static int lineEnd(byte[] bytes, int from, int to) {
        int i = from;
        for (; i + 8 <= to; i += 8) {
            long word = (long) WORDS.get(bytes, i);
            long low = (word - 0x0E * ONES) & ~word & HIGH;
            while (low != 0) {
                int at = i + (Long.numberOfTrailingZeros(low) >>> 3);
                if (bytes[at] == '\n' || bytes[at] == '\r') {
                    return at;
                }
                low &= low - 1;
            }
        }
        while (i < to && bytes[i] != '\n' && bytes[i] != '\r') {
            i++;
        }
        return i;
    }

    /**
     * The first {@code b} in {@code bytes[from, to)}, else {@code to}; eight bytes at a time, as {@link #lineEnd}
     * (a field's delimiter was looked for byte by byte, a measurable part of encoding an email). The lowest flag
     * of the zero-byte test is always a real match; later ones may not be, and are never used.
     */
    public static int indexOf(byte[] bytes, byte b, int from, int to) {
        int i = from;
        long pattern = (b & 0xffL) * ONES;
        for (; i + 8 <= to; i += 8) {
            long x = (long) WORDS.get(bytes, i) ^ pattern;
            long found = (x - ONES) & ~x & HIGH;
            if (found != 0) {
                return i + (Long.numberOfTrailingZeros(found) >>> 3);
            }
        }
        while (i < to && bytes[i] != b) {
            i++;
        }
        return i;
    }

    /**
     * The limit the CSV parser would report for a line this long: it reads from the start, so whichever
     * it meets first in {@code buffer[from, to)}: too many fields, a field too long, else the row's length.
     */
    private BundleText firstLimit(int from, int to) {
        int fieldStart = from;
        int fields = 1;
        for (int i = from; i < to; i++) {
            if (delimiter != SourceProfile.PLAIN_TEXT && buffer[i] == delimiter) {
                fieldStart = i + 1;
                if (++fields > SourceReader.MAX_COLUMNS) {
                    return SourceReader.tooManyColumns();
                }
            } else if (i - fieldStart >= SourceReader.MAX_FIELD) {
                return SourceReader.fieldTooLong();
            }
        }
        return SourceReader.rowTooLong();
    }

    /** A new buffer holding the old one's bytes from {@code keep} on, then as much of the file as fits. */
    private void refill(int keep) {
        int rest = limit - keep;
        int length = Math.max(READ_BYTES, rest * 2);
        byte[] fresh;
        synchronized (spares) {
            fresh = length == READ_BYTES && !spareBuffers.isEmpty() ? spareBuffers.pop() : new byte[length];
        }
        System.arraycopy(buffer, keep, fresh, 0, rest);
        synchronized (spares) {
            current.cutting = false;
            free(current);
        }
        buffer = fresh;
        current = new Buffer(fresh);
        position -= keep;
        limit = rest;
        try {
            while (limit < buffer.length) {
                int read = in.read(buffer, limit, buffer.length - limit);
                if (read < 0) {
                    endOfFile = true;
                    break;
                }
                limit += read;
            }
        } catch (IOException e) {
            throw new UploadException(BundleText.of("upload.problem.cannotReadNear", fileName, String.valueOf(line),
                    IoFailures.reason(e)), e);
        }
    }

    @Override
    public void close() {
        try {
            in.close();
        } catch (IOException ignored) {
            // read-only file: nothing was lost
        }
    }

    /** Adds the non-empty line {@code [from, to)} to the block, unless it is the header to skip; the new size. */
    private int take(int[] starts, int[] ends, long[] lines, int size, int from, int to) {
        if (skipHeader) {
            skipHeader = false;
            return size;
        }
        starts[size] = from;
        ends[size] = to;
        lines[size] = line;
        return size + 1;
    }
}

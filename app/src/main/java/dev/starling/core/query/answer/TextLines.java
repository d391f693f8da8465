package dev.starling.core.query.answer;

import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.AbstractList;
import java.util.Arrays;
import java.util.RandomAccess;

/**
 * The lines of a large text (Raw's pretty-printed answer: half a million lines for 10 MB) kept as
 * UTF-8 bytes in fixed 64 KB chunks, with one start offset and one indent count per line; a line
 * becomes a {@code String} only when it is asked for (a list view asks for the few on screen). Kept
 * apart as half a million Strings, the same lines were much of what the garbage collector copied while an
 * answer was prepared, and its pauses stopped the FX thread too (ADR 17). Lines end at {@code \n},
 * {@code \r\n} or {@code \r}; trailing empty lines are dropped, as {@code String.split("\\R")} does.
 */
public final class TextLines extends AbstractList<String> implements RandomAccess {

    private static final int CHUNK_BITS = 16;
    private static final int CHUNK = 1 << CHUNK_BITS;
    /** The leading spaces kept as a count rather than as bytes (pretty-printed JSON is mostly indent). */
    private static final int MAX_INDENT = 255;

    private final byte[][] chunks;
    /** Offset of each line's first byte after its indent, in the text of all chunks; one more entry ends the last line. */
    private final int[] starts;
    private final byte[] indents;
    private final int size;

    private TextLines(byte[][] chunks, int[] starts, byte[] indents, int size) {
        this.chunks = chunks;
        this.starts = starts;
        this.indents = indents;
        this.size = size;
    }

    /** The lines of UTF-8 text. */
    public static TextLines of(byte[] utf8) {
        Sink sink = new Sink();
        sink.write(utf8, 0, utf8.length);
        return sink.lines();
    }

    /** A stream the text is written to (UTF-8); {@link Sink#lines()} when written. */
    public static Sink sink() {
        return new Sink();
    }

    @Override
    public String get(int index) {
        if (index < 0 || index >= size) {
            throw new IndexOutOfBoundsException(index);
        }
        int start = starts[index];
        int length = starts[index + 1] - start;
        int indent = indents[index] & 0xFF;
        byte[] line = new byte[indent + length];
        Arrays.fill(line, 0, indent, (byte) ' ');
        int copied = 0;
        while (copied < length) {
            int at = start + copied;
            byte[] chunk = chunks[at >>> CHUNK_BITS];
            int offset = at & (CHUNK - 1);
            int count = Math.min(length - copied, CHUNK - offset);
            System.arraycopy(chunk, offset, line, indent + copied, count);
            copied += count;
        }
        return new String(line, StandardCharsets.UTF_8);
    }

    @Override
    public int size() {
        return size;
    }

    /** The whole text, lines joined with {@code \n} (for copying). */
    public String text() {
        return String.join("\n", this);
    }

    /** Receives UTF-8 text and splits it into lines as it comes. Not thread-safe; use once. */
    public static final class Sink extends OutputStream {
        private byte[][] chunks = new byte[16][];
        private int written;
        private int[] starts = new int[1024];
        private byte[] indents = new byte[1024];
        private int lines;
        /** Still counting the current line's leading spaces. */
        private boolean inIndent = true;
        private boolean afterCarriageReturn;
        /** Lines so far that are not trailing empty ones (what {@code split} keeps). */
        private int kept;
        private boolean anyInput;

        private Sink() {
            startLine();
        }

        @Override
        public void write(int b) {
            write(new byte[] {(byte) b}, 0, 1);
        }

        @Override
        public void write(byte[] bytes, int offset, int length) {
            int end = offset + length;
            anyInput |= length > 0;
            int run = offset; // start of bytes not yet stored
            for (int i = offset; i < end; i++) {
                byte b = bytes[i];
                if (b == '\n' || b == '\r') {
                    store(bytes, run, i);
                    run = i + 1;
                    if (b == '\n' && afterCarriageReturn) {
                        afterCarriageReturn = false; // the \n of \r\n: the line already ended
                        continue;
                    }
                    afterCarriageReturn = b == '\r';
                    startLine();
                } else {
                    afterCarriageReturn = false;
                    if (inIndent) {
                        if (b == ' ' && (indents[lines - 1] & 0xFF) < MAX_INDENT && run == i) {
                            indents[lines - 1]++;
                            run = i + 1;
                            continue;
                        }
                        inIndent = false;
                    }
                }
            }
            store(bytes, run, end);
        }

        private void store(byte[] bytes, int from, int to) {
            if (to > from) {
                kept = lines;
            }
            if (to - from > Integer.MAX_VALUE - written) {
                throw new IllegalStateException("text over 2 GB");
            }
            while (from < to) {
                int chunk = written >>> CHUNK_BITS;
                if (chunk == chunks.length) {
                    chunks = Arrays.copyOf(chunks, chunk * 2);
                }
                if (chunks[chunk] == null) {
                    chunks[chunk] = new byte[CHUNK];
                }
                int offset = written & (CHUNK - 1);
                int count = Math.min(to - from, CHUNK - offset);
                System.arraycopy(bytes, from, chunks[chunk], offset, count);
                from += count;
                written += count;
            }
        }

        private void startLine() {
            if (lines + 1 >= starts.length) {
                starts = Arrays.copyOf(starts, starts.length * 2);
                indents = Arrays.copyOf(indents, indents.length * 2);
            }
            starts[lines] = written;
            lines++;
            inIndent = true;
        }

        /** The lines written; an empty text is one empty line, as {@code "".split} gives. */
        public TextLines lines() {
            int size = anyInput ? kept : 1;
            // A line of spaces only counts as kept too (split keeps it): its indent is its content.
            for (int line = lines - 1; line >= size; line--) {
                if (indents[line] != 0) {
                    size = line + 1;
                    break;
                }
            }
            int[] ends = Arrays.copyOf(starts, size + 1);
            ends[size] = size < lines ? starts[size] : written;
            return new TextLines(Arrays.copyOf(chunks, (written >>> CHUNK_BITS) + 1), ends,
                    Arrays.copyOf(indents, size), size);
        }
    }
}

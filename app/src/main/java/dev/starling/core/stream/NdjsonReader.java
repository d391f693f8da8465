package dev.starling.core.stream;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Reads newline-delimited JSON as it arrives: {@link #readLine()} blocks for the next line,
 * {@link #hasLine()} says without blocking whether a whole line is already in, so what arrived
 * together is handled together. {@code \r\n} and {@code \n} both end a line; an empty line is a
 * keep-alive. A line longer than {@link #MAX_LINE} bytes is refused (no post comes near it).
 */
final class NdjsonReader {

    static final int MAX_LINE = 16 * 1024 * 1024;

    private final InputStream in;
    private byte[] buffer = new byte[64 * 1024];
    private int start;
    private int end;
    private int scanned;

    NdjsonReader(InputStream in) {
        this.in = in;
    }

    /** The next line without its end, or null when the stream ended (a last line without newline included). */
    String readLine() throws IOException {
        while (true) {
            int newline = newline();
            if (newline >= 0) {
                return take(newline, newline + 1);
            }
            if (!fill()) {
                return start < end ? take(end, end) : null;
            }
        }
    }

    /** True when a whole line is already read in. */
    boolean hasLine() {
        return newline() >= 0;
    }

    private int newline() {
        for (int i = Math.max(start, scanned); i < end; i++) {
            if (buffer[i] == '\n') {
                return i;
            }
        }
        scanned = end;
        return -1;
    }

    private String take(int lineEnd, int next) {
        int to = lineEnd > start && buffer[lineEnd - 1] == '\r' ? lineEnd - 1 : lineEnd;
        String line = new String(buffer, start, to - start, StandardCharsets.UTF_8);
        start = next;
        scanned = start;
        return line;
    }

    /** Reads more; false at the end of the stream. */
    private boolean fill() throws IOException {
        if (start > 0 && start == end) {
            start = 0;
            end = 0;
            scanned = 0;
        } else if (end == buffer.length) {
            if (start > 0) {
                System.arraycopy(buffer, start, buffer, 0, end - start);
                end -= start;
                scanned -= start;
                start = 0;
            } else if (buffer.length >= MAX_LINE) {
                throw new IOException("a stream line is longer than " + MAX_LINE + " bytes");
            } else {
                buffer = Arrays.copyOf(buffer, Math.min(MAX_LINE, buffer.length * 2));
            }
        }
        int read = in.read(buffer, end, buffer.length - end);
        if (read < 0) {
            return false;
        }
        end += read;
        return true;
    }
}

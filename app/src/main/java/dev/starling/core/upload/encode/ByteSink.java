package dev.starling.core.upload.encode;

import java.util.Arrays;
import dev.starling.core.upload.normalize.Sha256Hex;

/** A growable byte array without ByteArrayOutputStream's locking: one per encoding task. */
final class ByteSink {

    private byte[] bytes;
    private int size;

    ByteSink(int capacity) {
        bytes = new byte[capacity];
    }

    /** A sink that writes over {@code start} from its beginning (what is not written over stays as it was). */
    ByteSink(byte[] start) {
        bytes = start;
    }

    /** Counts {@code length} bytes already in place (written before, e.g. by a template) as written. */
    void skip(int length) {
        ensure(length);
        size += length;
    }

    void write(int b) {
        ensure(1);
        bytes[size++] = (byte) b;
    }

    void write(byte[] source) {
        write(source, 0, source.length);
    }

    void write(byte[] source, int offset, int length) {
        ensure(length);
        System.arraycopy(source, offset, bytes, size, length);
        size += length;
    }

    /** Appends 64 lower-case hex digits of a SHA-256 digest. */
    void writeHex(byte[] digest) {
        ensure(64);
        Sha256Hex.hexInto(digest, bytes, size);
        size += 64;
    }

    /** Appends {@code head}, 64 hex digits of {@code digest}, then {@code tail}, after one capacity check. */
    void writeHexBetween(byte[] head, byte[] digest, byte[] tail) {
        ensure(head.length + 64 + tail.length);
        System.arraycopy(head, 0, bytes, size, head.length);
        Sha256Hex.hexInto(digest, bytes, size + head.length);
        System.arraycopy(tail, 0, bytes, size + head.length + 64, tail.length);
        size += head.length + 64 + tail.length;
    }

    int size() {
        return size;
    }

    void reset() {
        size = 0;
    }

    /** The backing array (valid up to {@link #size()}); shared, not copied. */
    byte[] array() {
        return bytes;
    }

    byte[] toByteArray() {
        return Arrays.copyOf(bytes, size);
    }

    private void ensure(int more) {
        if (size + more > bytes.length) {
            bytes = Arrays.copyOf(bytes, Math.max(bytes.length * 2, size + more));
        }
    }
}

package dev.starling.core.upload.normalize;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;

/**
 * SHA-256 of a UTF-8 string as 64 lower-case hex digits. One {@link MessageDigest} per thread
 * (creating one costs more than hashing a short value); digits go straight into request bodies.
 */
public final class Sha256Hex {

    private static final byte[] DIGITS = "0123456789abcdef".getBytes(StandardCharsets.US_ASCII);
    private static final ThreadLocal<MessageDigest> DIGEST = ThreadLocal.withInitial(Sha256Hex::newDigest);

    private Sha256Hex() {
    }

    public static String hash(String normalised) {
        byte[] digest = DIGEST.get().digest(normalised.getBytes(StandardCharsets.UTF_8));
        return hex(digest);
    }

    /** SHA-256 of UTF-8 bytes, with this thread's digest. */
    public static byte[] digest(byte[] utf8) {
        return DIGEST.get().digest(utf8);
    }

    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);

    /** The calling thread's digest, for callers hashing many values in a row. */
    public static MessageDigest threadDigest() {
        return DIGEST.get();
    }

    /**
     * Writes 64 hex digits of a 32-byte {@code digest} into {@code out} at {@code offset}: each digest byte's
     * two digits come from a table, and four bytes' eight digits are stored as one long (cheaper than
     * computing the digits with word arithmetic, docs/perf/upload-pipeline.md).
     */
    public static void hexInto(byte[] digest, byte[] out, int offset) {
        for (int i = 0; i < 32; i += 4) {
            LITTLE_LONGS.set(out, offset + 2 * i, PAIRS[digest[i] & 0xff] | PAIRS[digest[i + 1] & 0xff] << 16
                    | PAIRS[digest[i + 2] & 0xff] << 32 | PAIRS[digest[i + 3] & 0xff] << 48);
        }
    }

    private static final VarHandle LITTLE_LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    /** The two digits of each byte value as a little-endian pair: the high digit in the low byte. */
    private static final long[] PAIRS = new long[256];

    static {
        for (int b = 0; b < 256; b++) {
            PAIRS[b] = DIGITS[b >>> 4] | DIGITS[b & 0x0f] << 8;
        }
    }

    /** Eight bytes of a digest from {@code from}, big-endian. */
    public static long longAt(byte[] digest, int from) {
        return (long) LONGS.get(digest, from);
    }

    /** The raw bytes of 64 hex digits (an already-hashed identifier). */
    public static byte[] unhex(String hex) {
        byte[] digest = new byte[32];
        for (int i = 0; i < 32; i++) {
            digest[i] = (byte) (hexValue(hex.charAt(2 * i)) << 4 | hexValue(hex.charAt(2 * i + 1)));
        }
        return digest;
    }

    static String hex(byte[] digest) {
        byte[] out = new byte[digest.length * 2];
        for (int i = 0; i < digest.length; i++) {
            int b = digest[i] & 0xff;
            out[2 * i] = DIGITS[b >>> 4];
            out[2 * i + 1] = DIGITS[b & 0x0f];
        }
        // Latin-1 keeps the bytes as they are: the cheapest way to build an ASCII String.
        return new String(out, StandardCharsets.ISO_8859_1);
    }

    /** True for exactly 64 hex digits (either case): an identifier that was hashed already. */
    public static boolean isHash(String value) {
        if (value.length() != 64) {
            return false;
        }
        for (int i = 0; i < 64; i++) {
            if (hexValue(value.charAt(i)) < 0) {
                return false;
            }
        }
        return true;
    }

    static int hexValue(char c) {
        if (c >= '0' && c <= '9') {
            return c - '0';
        }
        if (c >= 'a' && c <= 'f') {
            return c - 'a' + 10;
        }
        if (c >= 'A' && c <= 'F') {
            return c - 'A' + 10;
        }
        return -1;
    }

    private static MessageDigest newDigest() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("this Java runtime has no SHA-256", e);
        }
    }
}

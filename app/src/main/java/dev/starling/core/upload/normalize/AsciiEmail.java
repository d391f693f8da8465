package dev.starling.core.upload.normalize;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * The hot path of huge email files: a plain-ASCII email trimmed, checked and lower-cased into bytes
 * ready to hash, with no intermediate string. The value is copied once into a reused char array (a
 * vectorised copy) and then checked with two 128-entry tables instead of a chain of comparisons per
 * character. Accepts only what {@link IdentifierNormalizer#normalize} accepts, with the same bytes
 * (fuzzed against a plain reference in the tests); -1 means "let the general rule decide", never "rejected".
 */
public final class AsciiEmail {

    /** Kinds of ASCII characters in an email. */
    private static final byte PLAIN = 0;
    private static final byte REFUSED = 1;
    private static final byte AT = 2;
    private static final byte DOT = 3;
    private static final byte[] KIND = new byte[128];
    private static final byte[] LOWER = new byte[128];
    /**
     * {@link Character#isWhitespace} of each ASCII byte, for trimming without a call per byte; bytes
     * above 0x7F (only in a file changed since it was inspected) are not trimmed and then refused.
     */
    private static final boolean[] WHITESPACE = new boolean[256];

    static {
        for (int c = 0; c < 128; c++) {
            LOWER[c] = (byte) (c >= 'A' && c <= 'Z' ? c + ('a' - 'A') : c);
            boolean refused = IdentifierNormalizer.refusedInEmail((char) c);
            KIND[c] = refused ? REFUSED : c == '@' ? AT : c == '.' ? DOT : PLAIN;
            WHITESPACE[c] = Character.isWhitespace(c);
        }
    }

    private static final VarHandle WORDS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final long HIGH = 0x8080808080808080L;
    private static final long LOW7 = 0x7F7F7F7F7F7F7F7FL;
    private static final long ONES = 0x0101010101010101L;
    /** Bytes {@link #normaliseAscii} needs in {@code out} beyond the value: it works eight bytes at a time. */
    public static final int SLACK = 8;

    private AsciiEmail() {
    }

    /**
     * As {@link #normalise}, for a value known to hold only ASCII characters (the whole file is ASCII):
     * its bytes are then its characters, so eight of them are checked and lower-cased at once with
     * word arithmetic. {@code out} needs {@link #SLACK} spare bytes.
     */
    @SuppressWarnings("deprecation") // String.getBytes(int, int, byte[], int) is exact for ASCII, and a plain copy
    public static int normaliseAscii(String raw, byte[] out) {
        if (raw == null || raw.length() > out.length - SLACK) {
            return -1;
        }
        raw.getBytes(0, raw.length(), out, 0);
        return normaliseAscii(out, 0, raw.length(), out);
    }

    /**
     * As {@link #normaliseAscii(String, byte[])} for the ASCII bytes {@code source[from, to)} of a plain
     * file, read where they are (no copy) when eight bytes can be read past the value's last word;
     * {@code out} may be {@code source} itself when {@code from} is 0 (each word is read before it is written).
     */
    public static int normaliseAscii(byte[] source, int from, int to, byte[] out) {
        if (to - from > out.length - SLACK) {
            return -1;
        }
        while (from < to && WHITESPACE[source[from] & 0xff]) {
            from++;
        }
        while (to > from && WHITESPACE[source[to - 1] & 0xff]) {
            to--;
        }
        int length = to - from;
        if (length == 0 || length == 64) {
            return -1;
        }
        if (from + length + SLACK > source.length) {
            System.arraycopy(source, from, out, 0, length);
            source = out;
            from = 0;
        }
        return normaliseWords(source, from, length, out);
    }

    /**
     * Checks and lower-cases {@code source[from, from + length)} (already trimmed) into {@code out}, eight
     * bytes at a time; the value's length, or -1. Most words of most emails hold only letters, digits,
     * {@code . - _ @}: one cheap test (no byte below {@code -}, none in {@code ;..>}, none above 0x7F)
     * clears them, and only a word that fails it gets the exact test of refused characters.
     */
    private static int normaliseWords(byte[] source, int from, int length, byte[] out) {
        int ats = 0;
        int at = -1;
        int i = 0;
        long lanes = HIGH;
        // EmailShape's rules are all about a dot, hyphen or @ next to another one (td..x, td.@, @-x, x-.com),
        // but for the first and last byte and long labels: a word at a time, such neighbours are flagged (a lane
        // and the lane before it, the last word's top lane before this word's first), and only an address that
        // has any (rare: xn--, a.-b) is checked byte by byte
        long neighbours = 0;
        long specialBefore = 0;
        while (true) {
            if (length - i < 8) {
                if (i == length) {
                    break;
                }
                // lanes past the value hold leftovers: their flags are masked off, their bytes never hashed
                lanes = HIGH & ((1L << ((length - i) * 8)) - 1);
            }
            // read at from + i, write at i: when out is source, a write never reaches bytes still to be read
            long word = (long) WORDS.get(source, from + i);
            long low7 = word & LOW7;
            long suspect = (~((low7 | HIGH) - 0x2D * ONES) | range(low7, ';', '>') | word) & lanes;
            if (suspect != 0 && refused(word, low7, lanes)) {
                return -1;
            }
            long upper = (low7 + 0x3F * ONES) & ~(low7 + 0x25 * ONES) & HIGH; // 'A' <= byte <= 'Z'
            WORDS.set(out, i, word | (upper >>> 2));
            long atMask = equal(low7, '@') & lanes;
            if (atMask != 0) {
                ats += Long.bitCount(atMask);
                if (at < 0) {
                    at = i + (Long.numberOfTrailingZeros(atMask) >>> 3);
                }
            }
            long special = (range(low7, '-', '.') & lanes) | atMask; // '-' and '.' are neighbours in ASCII
            neighbours |= special & ((special << 8) | specialBefore);
            specialBefore = special >>> 56;
            i += 8;
            if (lanes != HIGH) {
                break; // that was the last, partial word
            }
        }
        return ats == 1 && at > 0 && at <= IdentifierNormalizer.MAX_EMAIL_LOCAL_PART
                && lastDotInDomain(out, at, length) && out[0] != '.' && out[length - 1] != '-'
                && (neighbours == 0 && length - at - 1 <= EmailShape.MAX_LABEL || EmailShape.wellFormed(out, at, length))
                ? length : -1;
    }

    /**
     * Whether the last dot of {@code out[0, length)} lies after the character following the {@code @} at
     * {@code at}, and before the last character. Looked for from the end, once: a domain ends with a short
     * name after its last dot, so this reads a few bytes where a test per word read all of them.
     */
    private static boolean lastDotInDomain(byte[] out, int at, int length) {
        if (out[length - 1] == '.') {
            return false;
        }
        for (int i = length - 2; i > at + 1; i--) {
            if (out[i] == '.') {
                return true;
            }
        }
        return false;
    }

    /** Whether a lane of {@code word} holds a byte an email may not hold, or a byte that is not ASCII. */
    private static boolean refused(long word, long low7, long lanes) {
        long control = ~(low7 + 0x5F * ONES) & HIGH; // byte <= ' ' (0x20 + 0x5F carries into the high bit)
        return ((word | control | equal(low7, ',') | equal(low7, '"') | equal(low7, '>') | range(low7, '(', ')')
                | range(low7, ';', '<')) & lanes) != 0;
    }

    /**
     * The high bit of every byte of {@code word} equal to {@code c}, exactly: the words here hold ASCII
     * bytes only, so a byte of {@code x} is below 0x80 and adding 0x7F to it never carries into the next.
     */
    private static long equal(long word, char c) {
        long x = word ^ (c * ONES);
        return ~(x + LOW7) & HIGH;
    }

    /** The high bit of every ASCII byte of {@code word} from {@code low} to {@code high}, both included. */
    private static long range(long word, char low, char high) {
        return (word + (0x80 - low) * ONES) & ~(word + (0x7F - high) * ONES) & HIGH;
    }

    /**
     * Writes the normalised email into {@code out}; returns its length, or -1 when the value is not a
     * plain ASCII email that fits {@code chars} and {@code out} (the caller then uses the general rule).
     */
    public static int normalise(String raw, char[] chars, byte[] out) {
        if (raw == null || raw.length() > chars.length) {
            return -1;
        }
        int end = raw.length();
        raw.getChars(0, end, chars, 0);
        int start = 0;
        while (start < end && Character.isWhitespace(chars[start])) {
            start++;
        }
        while (end > start && Character.isWhitespace(chars[end - 1])) {
            end--;
        }
        int length = end - start;
        // 64 characters may be an already-hashed value: the general rule knows.
        if (length == 0 || length == 64 || length > out.length) {
            return -1;
        }
        int at = -1;
        int dot = -1;
        for (int i = 0; i < length; i++) {
            char c = chars[start + i];
            if (c >= 128) {
                return -1;
            }
            out[i] = LOWER[c];
            byte kind = KIND[c];
            if (kind != PLAIN) {
                if (kind == REFUSED || (kind == AT && at >= 0)) {
                    return -1;
                }
                if (kind == AT) {
                    at = i;
                } else {
                    dot = i;
                }
            }
        }
        return at > 0 && at <= IdentifierNormalizer.MAX_EMAIL_LOCAL_PART && dot > at + 1 && dot < length - 1
                && EmailShape.wellFormed(out, at, length) ? length : -1;
    }
}

package dev.starling.core.upload;

/**
 * The hot path of huge email files: a plain-ASCII email trimmed, checked and lower-cased into bytes
 * ready to hash, with no intermediate string. The value is copied once into a reused char array (a
 * vectorised copy) and then checked with two 128-entry tables instead of a chain of comparisons per
 * character. Accepts exactly what {@link IdentifierNormalizer#asciiEmail(String, byte[])} accepts,
 * with the same bytes; -1 means "let the general rule decide", never "rejected".
 */
final class AsciiEmail {

    /** Kinds of ASCII characters in an email. */
    private static final byte PLAIN = 0;
    private static final byte REFUSED = 1;
    private static final byte AT = 2;
    private static final byte DOT = 3;
    private static final byte[] KIND = new byte[128];
    private static final byte[] LOWER = new byte[128];

    static {
        for (int c = 0; c < 128; c++) {
            LOWER[c] = (byte) (c >= 'A' && c <= 'Z' ? c + ('a' - 'A') : c);
            boolean refused = c <= ' ' || c == ',' || c == ';' || c == '<' || c == '>';
            KIND[c] = refused ? REFUSED : c == '@' ? AT : c == '.' ? DOT : PLAIN;
        }
    }

    private AsciiEmail() {
    }

    /**
     * Writes the normalised email into {@code out}; returns its length, or -1 when the value is not a
     * plain ASCII email that fits {@code chars} and {@code out} (the caller then uses the general rule).
     */
    static int normalise(String raw, char[] chars, byte[] out) {
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
        return at > 0 && dot > at + 1 && dot < length - 1 ? length : -1;
    }
}

package dev.starling.core.upload.normalize;

/**
 * The plain, one-character-at-a-time email shortcut that the fast paths of {@link AsciiEmail} are
 * fuzzed against; it is itself checked against {@link IdentifierNormalizer}'s general rule. Test code:
 * the pipeline uses {@link AsciiEmail}.
 */
public final class ReferenceAsciiEmail {

    private ReferenceAsciiEmail() {
    }

    /**
     * The common case of huge files, without intermediate strings: an ASCII email, trimmed and
     * lower-cased into UTF-8 bytes ready to hash. Null when the value is not plain ASCII, already
     * hashed or not acceptable: {@link IdentifierNormalizer#normalize} then decides (and gives the reason). Accepts
     * exactly what {@link IdentifierNormalizer#normalize} accepts for ASCII input.
     */
    public static byte[] of(String raw) {
        byte[] scratch = new byte[raw == null ? 0 : raw.length()];
        int length = into(raw, scratch);
        return length < 0 ? null : java.util.Arrays.copyOf(scratch, length);
    }

    /** As {@link #of(String)}, into {@code out}; returns the length, or -1 (also when it does not fit). */
    public static int into(String raw, byte[] out) {
        if (raw == null) {
            return -1;
        }
        int start = 0;
        int end = raw.length();
        while (start < end && Character.isWhitespace(raw.charAt(start))) {
            start++;
        }
        while (end > start && Character.isWhitespace(raw.charAt(end - 1))) {
            end--;
        }
        int length = end - start;
        if (length == 0 || length == 64 || length > out.length) {
            return -1;
        }
        int at = -1;
        int dot = -1;
        for (int i = 0; i < length; i++) {
            char c = raw.charAt(start + i);
            if (c >= 0x80 || c <= ' ' || c == ',' || c == ';' || c == '<' || c == '>' || c == '"' || c == '(' || c == ')') {
                return -1;
            }
            if (c >= 'A' && c <= 'Z') {
                c = (char) (c + ('a' - 'A'));
            } else if (c == '@') {
                if (at >= 0) {
                    return -1;
                }
                at = i;
            } else if (c == '.') {
                dot = i;
            }
            out[i] = (byte) c;
        }
        return at > 0 && at <= 64 && dot > at + 1 && dot < length - 1
                && dotsAndLabels(new String(out, 0, length, java.nio.charset.StandardCharsets.US_ASCII), at) ? length : -1;
    }

    /** The same rule as EmailShape, written plainly: a dot-atom before @, then labels of 1 to 63, no hyphen at their ends. */
    private static boolean dotsAndLabels(String email, int at) {
        String local = email.substring(0, at);
        String domain = email.substring(at + 1);
        if (local.startsWith(".") || local.endsWith(".") || local.contains("..") || domain.length() > 253) {
            return false;
        }
        for (String label : domain.split("\\.", -1)) {
            if (label.isEmpty() || label.length() > 63 || label.startsWith("-") || label.endsWith("-")) {
                return false;
            }
        }
        return true;
    }
}

package dev.starling.sandbox.oauth;

import java.nio.charset.StandardCharsets;

/**
 * RFC 3986 percent-encoding as RFC 5849 section 3.6 wants it: UTF-8 bytes, only the unreserved
 * characters bare, upper-case hex. {@code java.net.URLEncoder} differs in three ways ({@code +}
 * for space, {@code *} bare, {@code ~} encoded), which is why this exists.
 */
public final class PercentEncoding {

    private static final char[] HEX = "0123456789ABCDEF".toCharArray();

    private PercentEncoding() {
    }

    public static String encode(String value) {
        byte[] bytes = value.getBytes(StandardCharsets.UTF_8);
        StringBuilder out = new StringBuilder(bytes.length + 16);
        for (byte b : bytes) {
            int c = b & 0xff;
            if (isUnreserved(c)) {
                out.append((char) c);
            } else {
                out.append('%').append(HEX[c >> 4]).append(HEX[c & 0x0f]);
            }
        }
        return out.toString();
    }

    /** Decodes {@code %XX} sequences (a {@code +} stays a plus, as in an Authorization header). */
    public static String decode(String value) {
        if (value.indexOf('%') < 0) {
            return value;
        }
        byte[] out = new byte[value.length()];
        int length = 0;
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c == '%') {
                if (i + 2 >= value.length()) {
                    throw new IllegalArgumentException("Truncated percent-encoding");
                }
                int high = Character.digit(value.charAt(i + 1), 16);
                int low = Character.digit(value.charAt(i + 2), 16);
                if (high < 0 || low < 0) {
                    throw new IllegalArgumentException("Invalid percent-encoding");
                }
                out[length++] = (byte) ((high << 4) | low);
                i += 2;
            } else if (c < 0x80) {
                out[length++] = (byte) c;
            } else {
                byte[] raw = String.valueOf(c).getBytes(StandardCharsets.UTF_8);
                if (length + raw.length > out.length) {
                    out = java.util.Arrays.copyOf(out, out.length + raw.length + 8);
                }
                System.arraycopy(raw, 0, out, length, raw.length);
                length += raw.length;
            }
        }
        return new String(out, 0, length, StandardCharsets.UTF_8);
    }

    private static boolean isUnreserved(int c) {
        return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')
                || c == '-' || c == '.' || c == '_' || c == '~';
    }
}

package dev.starling.ui.query;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

/**
 * An address as a person reads it: its percent-escapes undone ({@code query=has%3Amedia%20lang%3Aen}
 * reads {@code query=has:media lang:en}), everything else as it is; an escape that is not one
 * ({@code %zz}) stays. For showing only: "Copy URL" copies the address exactly as it is sent.
 */
final class ReadableUrl {

    private ReadableUrl() {
    }

    static String of(String url) {
        if (url == null || url.indexOf('%') < 0) {
            return url;
        }
        StringBuilder out = new StringBuilder(url.length());
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        int i = 0;
        while (i < url.length()) {
            if (url.charAt(i) == '%' && i + 2 < url.length() && hex(url.charAt(i + 1)) >= 0 && hex(url.charAt(i + 2)) >= 0) {
                bytes.write(hex(url.charAt(i + 1)) * 16 + hex(url.charAt(i + 2)));
                i += 3;
                continue;
            }
            flush(bytes, out);
            out.append(url.charAt(i));
            i++;
        }
        flush(bytes, out);
        return out.toString();
    }

    private static void flush(ByteArrayOutputStream bytes, StringBuilder out) {
        if (bytes.size() > 0) {
            out.append(bytes.toString(StandardCharsets.UTF_8));
            bytes.reset();
        }
    }

    private static int hex(char c) {
        return Character.digit(c, 16);
    }
}

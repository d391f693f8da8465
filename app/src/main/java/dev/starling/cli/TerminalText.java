package dev.starling.cli;

/**
 * Text from elsewhere (a server's names and messages, a file) made safe to print on a terminal: control
 * characters, line and paragraph separators and bidirectional overrides are shown as escapes
 * ({@code \n}, {@code \t}, {@code \u001b}), so a name can neither move the cursor, recolour or retitle
 * the terminal, break a table's row in two, nor reverse what follows it. Other text is printed as it is.
 */
final class TerminalText {

    private TerminalText() {
    }

    static String escape(String text) {
        if (text == null) {
            return "";
        }
        int i = 0;
        while (i < text.length() && !needsEscape(text.charAt(i))) {
            i++;
        }
        if (i == text.length()) {
            return text;
        }
        StringBuilder out = new StringBuilder(text.length() + 8).append(text, 0, i);
        for (; i < text.length(); i++) {
            char c = text.charAt(i);
            if (!needsEscape(c)) {
                out.append(c);
            } else if (c == '\n') {
                out.append("\\n");
            } else if (c == '\r') {
                out.append("\\r");
            } else if (c == '\t') {
                out.append("\\t");
            } else {
                out.append(String.format("\\u%04x", (int) c));
            }
        }
        return out.toString();
    }

    private static boolean needsEscape(char c) {
        return c < 0x20 || (c >= 0x7f && c < 0xa0) || c == '\u2028' || c == '\u2029' || c == '\u200e' || c == '\u200f'
                || (c >= '\u202a' && c <= '\u202e') || (c >= '\u2066' && c <= '\u2069');
    }
}

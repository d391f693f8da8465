package dev.starling.sandbox.v2;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How long X counts a post's text (twitter-text, simplified as the client counts it): Latin and
 * common punctuation 1 per code point, others 2, an emoji sequence 2, a URL 23. Standard accounts
 * may post 280, subscribers 25,000.
 */
final class PostLength {

    static final int STANDARD_LIMIT = 280;
    static final int LONG_POST_LIMIT = 25_000;
    private static final Pattern URL = Pattern.compile("(?i)\\b(?:https?://|www\\.)[^\\s]+");

    private PostLength() {
    }

    static int of(String text) {
        int length = 0;
        int last = 0;
        Matcher urls = URL.matcher(text);
        while (urls.find()) {
            length += weigh(text.substring(last, urls.start())) + 23;
            last = urls.end();
        }
        return length + weigh(text.substring(last));
    }

    private static int weigh(String text) {
        int weight = 0;
        for (int i = 0; i < text.length(); ) {
            int point = text.codePointAt(i);
            i += Character.charCount(point);
            boolean emoji = (point >= 0x1F000 && point <= 0x1FAFF) || (point >= 0x2600 && point <= 0x27BF);
            if (emoji) {
                while (i < text.length()) {
                    int next = text.codePointAt(i);
                    if (next == 0x200D && i + 1 < text.length()) {
                        i += 1 + Character.charCount(text.codePointAt(i + 1));
                    } else if (next == 0xFE0F || (next >= 0x1F3FB && next <= 0x1F3FF)
                            || (next >= 0xE0020 && next <= 0xE007F)) {
                        i += Character.charCount(next);
                    } else {
                        break;
                    }
                }
                weight += 2;
            } else {
                boolean light = point <= 0x10FF || (point >= 0x2000 && point <= 0x200D)
                        || (point >= 0x2010 && point <= 0x201F) || (point >= 0x2032 && point <= 0x2037);
                weight += light ? 1 : 2;
            }
        }
        return weight;
    }
}

package dev.starling.core.publish;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How long X counts a post's text (its twitter-text rules, simplified): each code point of Latin,
 * Greek, Cyrillic, Hebrew, Arabic and common punctuation counts 1; others (CJK, most symbols) count 2;
 * an emoji sequence (with its modifiers and joiners) counts 2; a URL counts 23 whatever its length.
 * Against 280 for a standard account, 25,000 for an account whose subscription allows long posts.
 * Bare domains without {@code http(s)://} or {@code www.} are counted as text (twitter-text also
 * recognises them against its list of top-level domains).
 */
public final class PostText {

    public static final int STANDARD_LIMIT = 280;
    public static final int LONG_POST_LIMIT = 25_000;
    public static final int URL_LENGTH = 23;
    private static final Pattern URL = Pattern.compile("(?i)\\b(?:https?://|www\\.)[^\\s]+");

    private PostText() {
    }

    /** The weighted length X compares with the account's limit. */
    public static int length(String text) {
        int length = 0;
        int last = 0;
        Matcher urls = URL.matcher(text);
        while (urls.find()) {
            length += weigh(text.substring(last, urls.start())) + URL_LENGTH;
            last = urls.end();
        }
        return length + weigh(text.substring(last));
    }

    /** Whether the text holds a URL (X prices such a post higher). */
    public static boolean hasUrl(String text) {
        return URL.matcher(text).find();
    }

    public static int limit(boolean longPosts) {
        return longPosts ? LONG_POST_LIMIT : STANDARD_LIMIT;
    }

    private static int weigh(String text) {
        int weight = 0;
        int i = 0;
        while (i < text.length()) {
            int codePoint = text.codePointAt(i);
            i += Character.charCount(codePoint);
            if (emoji(codePoint)) {
                // The rest of the sequence: variation selectors, skin tones, tags, and joined emoji.
                while (i < text.length()) {
                    int next = text.codePointAt(i);
                    if (next == 0x200D && i + 1 < text.length()) {
                        i += 1;
                        i += Character.charCount(text.codePointAt(i));
                    } else if (next == 0xFE0F || (next >= 0x1F3FB && next <= 0x1F3FF) || (next >= 0xE0020 && next <= 0xE007F)) {
                        i += Character.charCount(next);
                    } else {
                        break;
                    }
                }
                weight += 2;
            } else {
                weight += light(codePoint) ? 1 : 2;
            }
        }
        return weight;
    }

    /** twitter-text's ranges of weight 100 (of 200). */
    private static boolean light(int codePoint) {
        return codePoint <= 0x10FF || (codePoint >= 0x2000 && codePoint <= 0x200D)
                || (codePoint >= 0x2010 && codePoint <= 0x201F) || (codePoint >= 0x2032 && codePoint <= 0x2037);
    }

    private static boolean emoji(int codePoint) {
        return (codePoint >= 0x1F000 && codePoint <= 0x1FAFF) || (codePoint >= 0x2600 && codePoint <= 0x27BF);
    }
}

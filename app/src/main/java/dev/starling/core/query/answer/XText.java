package dev.starling.core.query.answer;

/**
 * X HTML-escapes {@code &}, {@code <} and {@code >} in a post's {@code text} ({@code &amp;},
 * {@code &lt;}, {@code &gt;}), while entity offsets count characters of the unescaped text. Views
 * that show the text to a person unescape it; Raw keeps the payload as sent.
 */
public final class XText {

    private XText() {
    }

    /** The text as the author wrote it: only X's three escapes are undone, nothing else. */
    public static String unescape(String text) {
        if (text == null || text.indexOf('&') < 0) {
            return text;
        }
        // &amp; last, so "&amp;lt;" (an author's literal "&lt;") stays "&lt;".
        return text.replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&");
    }
}

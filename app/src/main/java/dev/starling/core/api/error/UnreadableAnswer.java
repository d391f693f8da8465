package dev.starling.core.api.error;

import dev.starling.core.text.BundleText;

/**
 * An answer that arrived but cannot be read as the call expects: its body is not JSON, or it lacks the
 * member the call needs (named as X names it, e.g. {@code data} or {@code oauth_token}).
 *
 * @param member what the answer lacks, or null when its body is not JSON at all
 */
public record UnreadableAnswer(int status, String member) implements ApiError {

    /** The body is not JSON. */
    public static UnreadableAnswer notJson(int status) {
        return new UnreadableAnswer(status, null);
    }

    /** The body is JSON (or a form) without a usable {@code member}. */
    public static UnreadableAnswer lacking(int status, String member) {
        return new UnreadableAnswer(status, member);
    }

    @Override
    public BundleText text() {
        return member == null ? BundleText.of("api.answer.notJson", ErrorParts.httpEnd(status))
                : BundleText.of("api.answer.lacking", member, ErrorParts.httpEnd(status));
    }
}

package dev.starling.core.api.error;

import dev.starling.core.text.BundleText;

/** The shared parts of an error's words: an optional fragment, and the status at the end. */
final class ErrorParts {

    /** A part X sent nothing for: worded as nothing. */
    static final BundleText NONE = BundleText.of("api.error.none");

    private ErrorParts() {
    }

    /** The optional part {@code key} with {@code value}, or {@link #NONE} when there is no value. */
    static BundleText part(String key, String value) {
        return value == null ? NONE : BundleText.of(key, value);
    }

    /** " (HTTP 404)." */
    static BundleText httpEnd(int status) {
        return BundleText.of("api.error.httpEnd", String.valueOf(status));
    }
}

package dev.starling.core.upload.common;

import dev.starling.core.text.BundleText;
import dev.starling.core.text.WordedException;

/**
 * A problem the user can act on, as bundle text (a key and its arguments): the window and the command line word
 * it. The words name rows and columns, never identifier values.
 */
public class UploadException extends WordedException {

    public UploadException(BundleText text) {
        super(text);
    }

    public UploadException(BundleText text, Throwable cause) {
        super(text, cause);
    }

    /** The problem {@code key} with {@code args} (strings, numbers, or bundle texts worded first). */
    public static UploadException of(String key, Object... args) {
        return new UploadException(BundleText.of(key, args));
    }
}

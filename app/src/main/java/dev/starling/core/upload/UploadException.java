package dev.starling.core.upload;

import dev.starling.core.text.BundleText;
import dev.starling.core.text.Worded;

/**
 * A problem the user can act on, as bundle text (a key and its arguments): the window and the command line word
 * it. The words name rows and columns, never identifier values.
 */
public class UploadException extends RuntimeException implements Worded {

    private final transient BundleText text;

    public UploadException(BundleText text) {
        this(text, null);
    }

    public UploadException(BundleText text, Throwable cause) {
        super(text.key(), cause);
        this.text = text;
    }

    /** The problem {@code key} with {@code args} (strings, numbers, or bundle texts worded first). */
    public static UploadException of(String key, Object... args) {
        return new UploadException(BundleText.of(key, args));
    }

    @Override
    public BundleText text() {
        return text;
    }
}

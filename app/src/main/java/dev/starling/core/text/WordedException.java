package dev.starling.core.text;

/**
 * A failure the user can act on, carrying its words as bundle text (a key and its arguments) rather than English:
 * the window and the command line word it. Its message is the key, for logs.
 */
public class WordedException extends RuntimeException implements Worded {

    private final transient BundleText text;

    public WordedException(BundleText text) {
        this(text, null);
    }

    public WordedException(BundleText text, Throwable cause) {
        super(text.key(), cause);
        this.text = text;
    }

    @Override
    public BundleText text() {
        return text;
    }
}

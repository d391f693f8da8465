package dev.starling.core.stream.recording;

import dev.starling.core.text.BundleText;
import dev.starling.core.text.Worded;

/** A recording could not be written, read or exported: the words say which file and what to do. */
public final class RecordingException extends RuntimeException implements Worded {

    private final transient BundleText text;

    public RecordingException(BundleText text, Throwable cause) {
        super(text.key(), cause, false, false);
        this.text = text;
    }

    @Override
    public BundleText text() {
        return text;
    }
}

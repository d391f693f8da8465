package dev.starling.core.flexible;

import dev.starling.core.text.BundleText;
import dev.starling.core.text.Worded;

/**
 * JSON that is not a segment tree or batch body: what is wrong, as bundle text, and where, in the API's
 * parameter notation ({@code segments.child_segments[1].frequency}, {@code [0].params.segments}).
 */
public final class SegmentJsonException extends RuntimeException implements Worded {

    private final transient BundleText text;
    private final String location;

    SegmentJsonException(String location, String key, Object... args) {
        super(location + ": " + key, null, false, false);
        this.location = location;
        this.text = BundleText.of(key, args);
    }

    /** What is wrong; the key's first argument is always the location. */
    @Override
    public BundleText text() {
        return text;
    }

    public String location() {
        return location;
    }
}

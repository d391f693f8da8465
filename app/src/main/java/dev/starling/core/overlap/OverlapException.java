package dev.starling.core.overlap;

import dev.starling.core.text.BundleText;
import dev.starling.core.text.WordedException;

/** A comparison that cannot be made, as words for the user: the window and the command line word the key. */
public final class OverlapException extends WordedException {

    public OverlapException(BundleText problem) {
        super(problem);
    }

    public BundleText problem() {
        return text();
    }
}

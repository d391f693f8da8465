package dev.starling.core.sync;

import dev.starling.core.text.BundleText;
import dev.starling.core.text.WordedException;

/** A sync that cannot be made, as words for the user: the window and the command line word the key. */
public final class SyncException extends WordedException {

    public SyncException(BundleText problem) {
        super(problem);
    }

    public BundleText problem() {
        return text();
    }
}

package dev.starling.core.sync;

import dev.starling.core.text.BundleText;

/** A sync that cannot be made, as words for the user: the window and the command line word the key. */
public final class SyncException extends RuntimeException {

    private final transient BundleText problem;

    public SyncException(BundleText problem) {
        super(problem.key());
        this.problem = problem;
    }

    public BundleText problem() {
        return problem;
    }
}

package dev.starling.core.overlap;

import dev.starling.core.text.BundleText;
import dev.starling.core.text.Worded;

/** A comparison that cannot be made, as words for the user: the window and the command line word the key. */
public final class OverlapException extends RuntimeException implements Worded {

    private final transient BundleText problem;

    public OverlapException(BundleText problem) {
        super(problem.key());
        this.problem = problem;
    }

    public BundleText problem() {
        return problem;
    }

    @Override
    public BundleText text() {
        return problem;
    }
}

package dev.starling.core.publish;

import dev.starling.core.text.BundleText;
import dev.starling.core.text.Worded;
import java.util.List;

/** A send refused before it went out: every reason, in the words of the bundle. */
public final class PublishRefused extends RuntimeException implements Worded {

    private final transient List<BundleText> reasons;

    public PublishRefused(List<BundleText> reasons) {
        super(reasons.isEmpty() ? "refused" : reasons.get(0).key(), null, false, false);
        this.reasons = List.copyOf(reasons);
    }

    public List<BundleText> reasons() {
        return reasons;
    }

    /** The first reason (the command line and the window list them all). */
    @Override
    public BundleText text() {
        return reasons.isEmpty() ? BundleText.of("api.error.requestFailed") : reasons.get(0);
    }
}

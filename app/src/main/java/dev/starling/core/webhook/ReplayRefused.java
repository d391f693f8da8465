package dev.starling.core.webhook;

import dev.starling.core.text.BundleText;
import dev.starling.core.text.Worded;
import java.util.List;

/** A replay Starling did not send, or X refused: every reason in words. */
public final class ReplayRefused extends RuntimeException implements Worded {

    private final transient List<BundleText> reasons;

    public ReplayRefused(List<BundleText> reasons) {
        super(reasons.isEmpty() ? "replay.refused" : reasons.get(0).key(), null, false, false);
        this.reasons = List.copyOf(reasons);
    }

    public List<BundleText> reasons() {
        return reasons;
    }

    @Override
    public BundleText text() {
        return reasons.get(0);
    }
}

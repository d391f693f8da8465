package dev.starling.ui.flexible;

import dev.starling.core.api.ads.CustomAudience;
import dev.starling.core.flexible.AudienceFacts;
import dev.starling.core.flexible.FlexibleAudienceType;
import java.util.List;
import java.util.Optional;

/**
 * Which custom audiences may be leaves of a flexible audience, with the reason in words when one may
 * not: deleted and flexible audiences never; for a {@code MOBILE_AUDIENCE} flexible audience (X's
 * closed-beta rule), anything but a mobile audience. The same rules as the tree validator's.
 */
final class LeafRules {

    private LeafRules() {
    }

    /** The bundle key of the reason ({@code key + ".short"} is its short form), or empty when usable. */
    static Optional<String> whyUnusable(CustomAudience audience, FlexibleAudienceType type) {
        if (audience.deleted()) {
            return Optional.of("flexui.unusable.deleted");
        }
        AudienceFacts facts = facts(audience);
        if (facts.flexible()) {
            return Optional.of("flexui.unusable.flexible");
        }
        if (type != null && type.mobileLeavesOnly() && !facts.mobile()) {
            return Optional.of("flexui.unusable.notMobile");
        }
        return Optional.empty();
    }

    /** What the tree model knows of an audience, read from the account's list. */
    static AudienceFacts facts(CustomAudience audience) {
        return AudienceFacts.known(audience.id(), audience.name(), audience.audienceType(), audience.audienceSize(),
                audience.targetable(), audience.reasonsNotTargetable() == null ? List.of()
                        : audience.reasonsNotTargetable(), audience.deleted());
    }
}

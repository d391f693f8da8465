package dev.starling.ui.flexible;

import dev.starling.core.api.ads.CustomAudience;
import dev.starling.core.text.Messages;

/** The words the editor uses for an audience's type, size and targetability, in one place. */
final class EditorAudienceText {

    private EditorAudienceText() {
    }

    static String size(Integer size) {
        return size == null ? Messages.text("flexui.size.unknown") : Messages.text("flexui.size", size);
    }

    static String targetable(CustomAudience audience) {
        // The marketer's words of the Audiences workspace ("Ready to target", "Too small (...)").
        return dev.starling.ui.ads.AdsText.status(audience.targetable(), audience.reasonsNotTargetable());
    }

    static String type(CustomAudience audience) {
        return audience.audienceType() == null ? Messages.text("flexui.type.unknown") : audience.audienceType();
    }

    /** "MOBILE · 1,200 people · targetable". */
    static String summary(CustomAudience audience) {
        return Messages.text("flexui.facts", type(audience), size(audience.audienceSize()), targetable(audience));
    }
}

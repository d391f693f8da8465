package dev.starling.ui.flexible;

import dev.starling.core.api.ads.CustomAudience;
import dev.starling.core.flexible.AudienceFacts;
import dev.starling.core.flexible.FlexibleAudienceType;
import dev.starling.ui.common.Messages;
import java.util.Optional;

/**
 * One custom audience in the palette: what the card shows about it and, when it cannot be a leaf of
 * a flexible audience, why (it is still listed, so nobody wonders where it went).
 *
 * @param unusableKey bundle key of the reason it cannot be a leaf, or null when it can
 */
public record PaletteEntry(CustomAudience audience, String unusableKey) {

    public boolean usable() {
        return unusableKey == null;
    }

    /** Why it cannot be a leaf, in a sentence. */
    public Optional<String> reason() {
        return Optional.ofNullable(unusableKey).map(Messages::text);
    }

    /** The same in a few words, for the palette row ("Cannot be used: deleted"). */
    public Optional<String> shortReason() {
        return Optional.ofNullable(unusableKey).map(key -> Messages.text(key + ".short"));
    }

    public String name() {
        return audience.name();
    }

    public String id() {
        return audience.id();
    }

    /** "MOBILE · 1,200 people · targetable", or with the reasons it is not targetable. */
    public String details() {
        return AudienceWords.summary(audience);
    }

    static PaletteEntry of(CustomAudience audience, FlexibleAudienceType type) {
        return new PaletteEntry(audience, LeafRules.whyUnusable(audience, type).orElse(null));
    }

    /** What the tree model needs to make a leaf of it. */
    public AudienceFacts facts() {
        return LeafRules.facts(audience);
    }

    @Override
    public String toString() {
        return Messages.text("flexui.palette.entry", name(), details());
    }
}

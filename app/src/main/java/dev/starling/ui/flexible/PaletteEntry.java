package dev.starling.ui.flexible;

import dev.starling.core.api.ads.CustomAudience;
import dev.starling.core.api.ads.LeafAudiences;
import dev.starling.core.flexible.AudienceFacts;
import dev.starling.core.text.BundleText;
import dev.starling.core.flexible.FlexibleAudienceType;
import dev.starling.core.text.Messages;
import java.util.Optional;

/**
 * One custom audience in the palette: what the row shows about it and, when it cannot be a leaf of
 * a flexible audience of the open tree's type, why (it is still listed, so nobody wonders where it
 * went). The reason is the model's own, the one validation and refused drops give.
 *
 * @param unusable why it cannot be a leaf, or null when it can
 */
public record PaletteEntry(CustomAudience audience, BundleText unusable) {

    public boolean usable() {
        return unusable == null;
    }

    /** Why it cannot be a leaf, in a sentence. */
    public Optional<String> reason() {
        return Optional.ofNullable(unusable).map(text -> text.render(Messages::text));
    }

    /** The same in a few words, for the palette row ("Cannot be used: deleted"). */
    public Optional<String> shortReason() {
        return Optional.ofNullable(unusable).map(text -> Messages.text(switch (text.key()) {
            case "flexible.problem.audienceDeleted" -> "flexui.unusable.deleted.short";
            case "flexible.problem.audienceFlexible" -> "flexui.unusable.flexible.short";
            case "flexible.problem.notMobile" -> "flexui.unusable.notMobile.short";
            default -> "flexui.unusable.other.short";
        }));
    }

    public String name() {
        return audience.name();
    }

    public String id() {
        return audience.id();
    }

    /** "MOBILE · 1,200 people · targetable", or with the reasons it is not targetable. */
    public String details() {
        return EditorAudienceText.summary(audience);
    }

    static PaletteEntry of(CustomAudience audience, FlexibleAudienceType type) {
        return new PaletteEntry(audience, LeafAudiences.facts(audience)
                .unusableReason(type == null ? FlexibleAudienceType.FLEXIBLE : type).orElse(null));
    }

    /** What the tree model needs to make a leaf of it. */
    public AudienceFacts facts() {
        return LeafAudiences.facts(audience);
    }

    @Override
    public String toString() {
        return Messages.text("flexui.palette.entry", name(), details());
    }
}

package dev.starling.ui.flexible;

import dev.starling.core.api.ads.CustomAudience;
import dev.starling.core.api.ads.LeafAudiences;
import dev.starling.core.flexible.AudienceFacts;
import dev.starling.core.flexible.FlexibleAudienceType;
import dev.starling.core.flexible.FlexibleDefinition;
import dev.starling.core.flexible.FlexibleDraft;
import dev.starling.core.flexible.SegmentGroup;
import dev.starling.core.flexible.SegmentJsonException;
import dev.starling.core.flexible.SegmentJsonReader;
import dev.starling.core.flexible.SegmentNode;
import dev.starling.core.flexible.SegmentTrees;
import dev.starling.core.text.Messages;
import java.util.function.Consumer;

/** The trees of the list's entries, their leaves told what the account knows of each audience (size, state). */
final class EntryTrees {

    private EntryTrees() {
    }

    /** A created audience's entry, its tree read from the metadata it carries. */
    static FlexibleEntry.Created created(CustomAudience audience, AudienceDirectory known, Consumer<String> problems) {
        SegmentNode root;
        try {
            root = withFacts(SegmentJsonReader.segments(audience.segments()), known);
        } catch (SegmentJsonException unreadable) {
            // Shown as an empty tree with the reason, never dropped: the audience exists at X.
            root = SegmentGroup.empty();
            problems.accept(Messages.text("flexui.unreadableTree", audience.name(),
                    TreeEditorViewModel.render(unreadable.text())));
        }
        return new FlexibleEntry.Created(audience, new FlexibleDefinition(audience.name(), typeOf(audience), root));
    }

    static SegmentNode withFacts(SegmentNode root, AudienceDirectory known) {
        return SegmentTrees.withFacts(root, id -> known.find(id).map(LeafAudiences::facts)
                .orElse(AudienceFacts.missing(id)));
    }

    static FlexibleDraft withFacts(FlexibleDraft draft, AudienceDirectory known) {
        return new FlexibleDraft(draft.id(), draft.accountId(),
                draft.definition().withRoot(withFacts(draft.definition().root(), known)), draft.updatedAt());
    }

    private static FlexibleAudienceType typeOf(CustomAudience audience) {
        return "MOBILE_AUDIENCE".equals(audience.audienceType()) ? FlexibleAudienceType.MOBILE_AUDIENCE
                : FlexibleAudienceType.FLEXIBLE;
    }
}

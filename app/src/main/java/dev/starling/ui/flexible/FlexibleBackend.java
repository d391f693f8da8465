package dev.starling.ui.flexible;

import dev.starling.core.api.ads.CustomAudience;
import dev.starling.core.flexible.FlexibleDefinition;
import dev.starling.core.flexible.SegmentNode;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * What the workspace needs of the Ads API's flexible-audience batch endpoint and of the local drafts
 * store, in the shapes the view-model uses. Blocking: called from background tasks only.
 */
interface FlexibleBackend {

    /** A draft as stored: its id in the store, the definition, and when it was last saved. */
    record Draft(long id, String accountId, FlexibleDefinition definition, Instant savedAt) {
    }

    /** One failing item of a batch: {@code index} is its position in the request. */
    record ItemError(int index, String parameter, String message) {
    }

    /** A batch the API refused because of some of its items; nothing was created. */
    final class ItemErrors extends RuntimeException {
        private final transient List<ItemError> errors;

        ItemErrors(List<ItemError> errors) {
            super(errors.size() + " item errors", null, false, false);
            this.errors = List.copyOf(errors);
        }

        List<ItemError> errors() {
            return errors;
        }
    }

    /** Every custom audience the account can see (its own and shared, deleted ones too). */
    AudienceDirectory audiences(String accountId);

    /** The tree of a created flexible audience, from its {@code metadata.segments}; empty for other audiences. */
    Optional<SegmentNode> segmentsOf(CustomAudience audience);

    List<Draft> drafts(String accountId);

    Draft saveNew(String accountId, FlexibleDefinition definition);

    Draft save(long draftId, String accountId, FlexibleDefinition definition);

    void deleteDraft(long draftId);

    /**
     * Creates the definitions in one batch request, in order.
     *
     * @throws ItemErrors when the API refused items (the batch then created nothing)
     */
    List<CustomAudience> create(String accountId, List<FlexibleDefinition> definitions);

    /** Deletes a flexible audience with the batch {@code Delete} operation. */
    CustomAudience delete(String accountId, String audienceId);
}

package dev.starling.core.api.ads;

import dev.starling.core.api.error.ApiError;
import dev.starling.core.flexible.NodeId;
import dev.starling.core.flexible.NodePath;
import java.util.List;
import java.util.Optional;

/**
 * The answer to a flexible-audience batch, one result per item sent, in request order. The batch
 * succeeds or fails as a whole: when any item fails, none is created, so items without errors of
 * their own are {@link Status#HELD_BACK}.
 *
 * @param requestError the request-level failure (e.g. batch too large, not authorised), or null
 */
public record FlexibleBatchResult(List<Item> items, ApiError requestError) {

    public FlexibleBatchResult {
        items = List.copyOf(items);
    }

    public enum Status {
        /** Created (or deleted): {@link Item#audience()} is the record the API returned. */
        DONE,
        /** The API named this item as failing: see its errors. */
        FAILED,
        /** Valid, but not applied because another item or the request failed. */
        HELD_BACK
    }

    /**
     * One item of the batch.
     *
     * @param label the draft's name (Create) or the audience id (Delete), to name it in messages
     * @param audience the audience record when {@link Status#DONE}, else null
     */
    public record Item(int index, String label, Status status, CustomAudience audience, List<ItemError> errors) {
        public Item {
            errors = List.copyOf(errors);
        }
    }

    /**
     * One error the API gave for an item.
     *
     * @param parameter the API's parameter path, e.g. {@code segments.child_segments[1].lookback_window}; may be null
     * @param path the tree node the parameter names, when it names one
     * @param node that node's id in the definition sent, when it names one
     */
    public record ItemError(String code, String message, String parameter, NodePath path, NodeId node) {
    }

    public boolean succeeded() {
        return requestError == null && items.stream().allMatch(item -> item.status() == Status.DONE);
    }

    public List<CustomAudience> audiences() {
        return items.stream().filter(item -> item.status() == Status.DONE).map(Item::audience).toList();
    }

    public Optional<Item> firstFailure() {
        return items.stream().filter(item -> item.status() == Status.FAILED).findFirst();
    }
}

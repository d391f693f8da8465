package dev.starling.core.flexible;

import java.time.Instant;

/** A draft flexible audience kept in the durable store, for one ad account. */
public record FlexibleDraft(long id, String accountId, FlexibleDefinition definition, Instant updatedAt) {

    public String name() {
        return definition.name();
    }
}

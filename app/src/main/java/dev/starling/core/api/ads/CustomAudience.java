package dev.starling.core.api.ads;

import java.time.Instant;
import java.util.List;

/**
 * A custom audience as the viewing account sees it.
 *
 * @param description null when none
 * @param reasonsNotTargetable empty when targetable, e.g. {@code PROCESSING}, {@code TOO_SMALL}
 * @param permissionLevel what the viewing account may do: READ_WRITE for the owner
 * @param audienceSize null while unknown (placeholder, processing, flexible)
 */
public record CustomAudience(String id, String name, String description, String audienceType, boolean targetable,
                             List<String> reasonsNotTargetable, String permissionLevel, String ownerAccountId,
                             boolean owner, Integer audienceSize, Instant createdAt, Instant updatedAt,
                             boolean deleted) {

    public CustomAudience {
        reasonsNotTargetable = List.copyOf(reasonsNotTargetable);
    }
}

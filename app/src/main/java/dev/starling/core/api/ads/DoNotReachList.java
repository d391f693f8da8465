package dev.starling.core.api.ads;

import java.time.Instant;
import java.util.List;

/**
 * A list of people the account's campaigns must not reach.
 *
 * @param listSize null while unknown (new, processing)
 */
public record DoNotReachList(String id, String name, String description, boolean targetable,
                             List<String> reasonsNotTargetable, Integer listSize, Instant createdAt,
                             Instant updatedAt, boolean deleted) {

    public DoNotReachList {
        reasonsNotTargetable = List.copyOf(reasonsNotTargetable);
    }
}

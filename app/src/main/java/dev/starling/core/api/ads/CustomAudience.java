package dev.starling.core.api.ads;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Instant;
import java.util.List;

/**
 * A custom audience as the viewing account sees it.
 *
 * @param description null when none
 * @param reasonsNotTargetable empty when targetable, e.g. {@code PROCESSING}, {@code TOO_SMALL}
 * @param permissionLevel what the viewing account may do: READ_WRITE for the owner
 * @param audienceSize null while unknown (placeholder, processing, flexible)
 * @param segments a flexible audience's {@code metadata.segments} exactly as the API gave it (read it
 *                 with {@code core.flexible.SegmentJsonReader.segments}); null for other audiences
 */
public record CustomAudience(String id, String name, String description, String audienceType, boolean targetable,
                             List<String> reasonsNotTargetable, String permissionLevel, String ownerAccountId,
                             boolean owner, Integer audienceSize, Instant createdAt, Instant updatedAt,
                             boolean deleted, JsonNode segments) {

    public CustomAudience {
        reasonsNotTargetable = List.copyOf(reasonsNotTargetable);
        segments = segments == null || segments.isNull() || segments.isMissingNode() ? null : segments.deepCopy();
    }

    /** An audience without flexible metadata. */
    public CustomAudience(String id, String name, String description, String audienceType, boolean targetable,
                          List<String> reasonsNotTargetable, String permissionLevel, String ownerAccountId,
                          boolean owner, Integer audienceSize, Instant createdAt, Instant updatedAt, boolean deleted) {
        this(id, name, description, audienceType, targetable, reasonsNotTargetable, permissionLevel, ownerAccountId,
                owner, audienceSize, createdAt, updatedAt, deleted, null);
    }

    /** A copy: JSON nodes are mutable and this record is not. */
    @Override
    public JsonNode segments() {
        return segments == null ? null : segments.deepCopy();
    }

    /** A flexible audience (it carries a segment tree); flexible audiences are immutable once created. */
    public boolean flexible() {
        return segments != null;
    }
}

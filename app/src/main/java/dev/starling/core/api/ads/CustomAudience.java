package dev.starling.core.api.ads;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.JsonNode;
import java.time.Instant;
import java.util.List;
import java.util.Objects;

/**
 * A custom audience as the viewing account sees it. X's records may leave out
 * {@code permission_level}, {@code is_owner}, {@code owner_account_id} and {@code description}: such
 * fields are null here (unknown), never guessed as "no". {@link AdsJson} fills in what the request
 * itself proves, e.g. that an audience listed with {@code permission_scope=OWNER} is owned by the account.
 *
 * @param description null when none or not sent
 * @param reasonsNotTargetable empty when targetable, e.g. {@code PROCESSING}, {@code TOO_SMALL}
 * @param permissionLevel what the viewing account may do ({@code READ_ONLY}, {@code READ_WRITE}); null when unknown
 * @param ownerAccountId null when unknown
 * @param owner whether the viewing account owns the audience; null when unknown
 * @param audienceSize null while unknown (placeholder, processing, flexible)
 * @param listType X's {@code list_type} (e.g. of a {@code WEB} audience), or null
 * @param segments a flexible audience's {@code metadata.segments} exactly as the API gave it (read it
 *                 with {@code core.flexible.SegmentJsonReader.segments}); null for other audiences
 */
public record CustomAudience(String id, String name, String description, String audienceType, boolean targetable,
                             List<String> reasonsNotTargetable, String permissionLevel, String ownerAccountId,
                             Boolean owner, Integer audienceSize, Instant createdAt, Instant updatedAt,
                             boolean deleted, String listType, JsonNode segments) {

    public static final String READ_WRITE = "READ_WRITE";
    public static final String READ_ONLY = "READ_ONLY";

    public CustomAudience {
        reasonsNotTargetable = reasonsNotTargetable == null ? List.of() : List.copyOf(reasonsNotTargetable);
        segments = segments == null || segments.isNull() || segments.isMissingNode() ? null : segments.deepCopy();
    }

    /** An audience of a kind other than flexible (no segment tree). */
    public CustomAudience(String id, String name, String description, String audienceType, boolean targetable,
                          List<String> reasonsNotTargetable, String permissionLevel, String ownerAccountId,
                          Boolean owner, Integer audienceSize, Instant createdAt, Instant updatedAt,
                          boolean deleted, String listType) {
        this(id, name, description, audienceType, targetable, reasonsNotTargetable, permissionLevel, ownerAccountId,
                owner, audienceSize, createdAt, updatedAt, deleted, listType, null);
    }

    /** A flexible audience (it carries a segment tree); flexible audiences are immutable once created. */
    public boolean flexible() {
        return segments != null;
    }

    public CustomAudience(String id, String name, String description, String audienceType, boolean targetable,
                          List<String> reasonsNotTargetable, String permissionLevel, String ownerAccountId,
                          Boolean owner, Integer audienceSize, Instant createdAt, Instant updatedAt, boolean deleted) {
        this(id, name, description, audienceType, targetable, reasonsNotTargetable, permissionLevel, ownerAccountId,
                owner, audienceSize, createdAt, updatedAt, deleted, (String) null);
    }

    /** Whether the account may change the name, the description and the members (upload). */
    public Ability writeAccess() {
        if (deleted) {
            return Ability.NO;
        }
        if (READ_WRITE.equals(permissionLevel)) {
            return Ability.YES;
        }
        if (READ_ONLY.equals(permissionLevel)) {
            return Ability.NO;
        }
        // The owner may always write; an unknown level of a shared audience is tried, not refused.
        return Boolean.TRUE.equals(owner) ? Ability.YES : Ability.UNKNOWN;
    }

    /** Whether the account may delete the audience or share it (owner only). */
    public Ability ownerAccess() {
        if (deleted || Boolean.FALSE.equals(owner)) {
            return Ability.NO;
        }
        return Boolean.TRUE.equals(owner) ? Ability.YES : Ability.UNKNOWN;
    }

    /**
     * This record with the fields X left out taken from an earlier record of the same audience (an
     * update's answer may be sparser than the listing it came from). Fields this record has win.
     */
    public CustomAudience knownFrom(CustomAudience earlier) {
        if (earlier == null || !Objects.equals(id, earlier.id())) {
            return this;
        }
        return new CustomAudience(id, name, description, audienceType, targetable, reasonsNotTargetable,
                permissionLevel != null ? permissionLevel : earlier.permissionLevel(),
                ownerAccountId != null ? ownerAccountId : earlier.ownerAccountId(),
                owner != null ? owner : earlier.owner(), audienceSize, createdAt, updatedAt, deleted,
                listType != null ? listType : earlier.listType(), segments != null ? segments : earlier.segments());
    }
}

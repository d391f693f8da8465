package dev.starling.core.api.ads;

import java.time.Instant;

/** A share of an audience with another ad account, from either permission endpoint. */
public record AudiencePermission(String id, String audienceId, String grantedAccountId, String permissionLevel,
                                 Instant createdAt, Instant updatedAt, boolean deleted) {
}

package dev.starling.sandbox.ads;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * A custom audience as stored (mutable; guarded by the module's lock). A flexible audience carries
 * its segment tree in {@code segments} and is immutable once created.
 */
final class CustomAudience {

    public String id;
    public String accountId;
    public String name;
    public String description;
    /** CRM, MOBILE (device ids), FLEXIBLE or MOBILE_AUDIENCE (a flexible audience built on mobile audiences). */
    public String audienceType;
    public String partnerSource = "OTHER";
    public long createdAt;
    public long updatedAt;
    public boolean deleted;
    /** When members last changed (start of the processing period), or null when none were ever uploaded. */
    public Long lastUploadAt;
    /** Echoed segment tree of a flexible audience (defaults filled in), else null. */
    public JsonNode segments;

    /** A CRM or MOBILE audience has no tree; restored JSON may say so with an explicit null. */
    boolean flexible() {
        return segments != null && !segments.isNull() && !segments.isMissingNode();
    }
}

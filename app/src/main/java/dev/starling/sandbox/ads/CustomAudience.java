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
    /** X's {@code list_type} (a WEB audience has one), or null to leave the member out. */
    public String listType;
    /**
     * Rendered as X's records sometimes are: without {@code permission_level}, {@code is_owner} and
     * {@code description}, so clients learn to work out ownership from what they know.
     */
    public boolean sparseRecord;
    /** Echoed segment tree of a flexible audience (defaults filled in), else null. */
    public JsonNode segments;

    /** A CRM or MOBILE audience has no tree; restored JSON may say so with an explicit null. */
    boolean flexible() {
        return segments != null && !segments.isNull() && !segments.isMissingNode();
    }
}

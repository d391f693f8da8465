package dev.starling.sandbox.ads;

/**
 * A share of an audience with another account. Served as a custom-audience permission under
 * {@code /12/} and as a tailored-audience permission under {@code /5/}: the same records.
 */
final class AudiencePermission {

    public String id;
    public String audienceId;
    public String grantedAccountId;
    /** READ_ONLY or READ_WRITE. */
    public String permissionLevel;
    public long createdAt;
    public long updatedAt;
    public boolean deleted;
}

package dev.starling.sandbox.ads;

/** An account's do-not-reach list (hashed emails and phone numbers that are never targeted). */
final class DoNotReachList {

    public String id;
    public String accountId;
    public String name;
    public String description;
    public long createdAt;
    public long updatedAt;
    public boolean deleted;
    public Long lastUploadAt;
}

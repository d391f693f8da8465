package dev.starling.core.upload.common;

import dev.starling.core.api.http.ApiIds;
import dev.starling.core.api.http.ApiUrls;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Objects;

/**
 * Where and how rows are uploaded. Two targets: a custom audience (Update/Delete with
 * effective_at/expires_at) and a do-not-reach list (email and phone only, expires_at later than now).
 * Settings are part of the journal: the same file with the same settings yields the same batches.
 *
 * @param listId the audience or list; null only while a new audience is still to be created (a preview's dry run may
 *     use such settings, an upload may not)
 */
public record UploadSettings(Target target, String accountId, String listId, Operation operation,
                             Instant effectiveAt, Instant expiresAt) {

    public enum Target { CUSTOM_AUDIENCE, DO_NOT_REACH_LIST }

    public enum Operation {
        UPDATE("Update"), DELETE("Delete");

        private final String wireName;

        Operation(String wireName) {
            this.wireName = wireName;
        }

        public String wireName() {
            return wireName;
        }
    }

    /** X's default lifetime of an audience association. */
    public static final int DEFAULT_EXPIRY_MONTHS = 13;

    public UploadSettings {
        requireId(accountId, "account");
        if (listId != null) {
            requireId(listId, target == Target.CUSTOM_AUDIENCE ? "audience" : "list");
        }
        if (effectiveAt != null && !expiresAt.isAfter(effectiveAt)) {
            throw UploadException.of("upload.problem.expiresBeforeEffective", expiresAt.toString(), effectiveAt.toString());
        }
    }

    /** A custom-audience upload; {@code expiresAt == null} means 13 months after {@code effectiveAt}. */
    public static UploadSettings customAudience(String accountId, String audienceId, Operation operation,
                                                Instant effectiveAt, Instant expiresAt) {
        Instant expires = expiresAt != null ? expiresAt : thirteenMonthsAfter(effectiveAt);
        return new UploadSettings(Target.CUSTOM_AUDIENCE, accountId, audienceId, operation, effectiveAt, expires);
    }

    /** A do-not-reach upload; {@code expiresAt == null} means 13 months after {@code now}. */
    public static UploadSettings doNotReach(String accountId, String listId, Operation operation,
                                            Instant expiresAt, Instant now) {
        Instant expires = expiresAt != null ? expiresAt : thirteenMonthsAfter(now);
        if (!expires.isAfter(now)) {
            throw UploadException.of("upload.problem.expiresPast", expires.toString());
        }
        return new UploadSettings(Target.DO_NOT_REACH_LIST, accountId, listId, operation, null, expires);
    }

    public static Instant thirteenMonthsAfter(Instant start) {
        return start.atOffset(ZoneOffset.UTC).plusMonths(DEFAULT_EXPIRY_MONTHS).toInstant();
    }

    /** Checks the mapping suits the target (do-not-reach lists take email and phone only). */
    public void validate(ColumnMapping mapping) {
        if (target == Target.DO_NOT_REACH_LIST && !mapping.onlyEmailAndPhone()) {
            throw UploadException.of("upload.problem.dnrColumns");
        }
    }

    /** Checks a list's identifier types suit the target, as {@link #validate(ColumnMapping)} does a file's columns. */
    public void validate(java.util.Set<IdentifierType> types) {
        if (target == Target.DO_NOT_REACH_LIST
                && !types.stream().allMatch(t -> t == IdentifierType.EMAIL || t == IdentifierType.PHONE_NUMBER)) {
            throw UploadException.of("upload.problem.dnrValues");
        }
    }

    /** The same settings to the list {@code id} (the audience created for them, when they had none yet). */
    public UploadSettings toList(String id) {
        return new UploadSettings(target, accountId, Objects.requireNonNull(id, "id"), operation, effectiveAt, expiresAt);
    }

    /** Whether the list is chosen: settings for a new audience have none until it is created, when the upload starts. */
    public boolean hasList() {
        return listId != null;
    }

    /** @throws UploadException when the list is not chosen yet: nothing can be sent or journalled without it */
    public void requireList() {
        if (listId == null) {
            throw UploadException.of("upload.problem.missingId." + (target == Target.CUSTOM_AUDIENCE ? "audience" : "list"));
        }
    }

    /** The request path, relative to the Ads API base address. */
    public String path() {
        requireList();
        return ApiUrls.path(target == Target.CUSTOM_AUDIENCE ? "/12/accounts/{}/custom_audiences/{}/users"
                : "/12/batch/accounts/{}/do_not_reach_lists/{}/users", accountId, listId);
    }

    private static void requireId(String id, String what) {
        if (id == null || id.isBlank()) {
            throw UploadException.of("upload.problem.missingId." + what);
        }
        if (!ApiIds.isValid(id)) {
            throw UploadException.of("upload.problem.badId." + what);
        }
    }
}

package dev.starling.core.upload;

import dev.starling.core.api.ApiIds;
import dev.starling.core.api.ApiUrls;
import java.time.Instant;
import java.time.ZoneOffset;

/**
 * Where and how rows are uploaded. Two targets: a custom audience (Update/Delete with
 * effective_at/expires_at) and a do-not-reach list (email and phone only, expires_at later than now).
 * Settings are part of the journal: the same file with the same settings yields the same batches.
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
        requireId(accountId, "account id");
        requireId(listId, target == Target.CUSTOM_AUDIENCE ? "custom audience id" : "do-not-reach list id");
        if (effectiveAt != null && !expiresAt.isAfter(effectiveAt)) {
            throw new UploadException("expires_at (" + expiresAt + ") must be later than effective_at (" + effectiveAt + ").");
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
            throw new UploadException("expires_at (" + expires + ") must be later than now for a do-not-reach list.");
        }
        return new UploadSettings(Target.DO_NOT_REACH_LIST, accountId, listId, operation, null, expires);
    }

    public static Instant thirteenMonthsAfter(Instant start) {
        return start.atOffset(ZoneOffset.UTC).plusMonths(DEFAULT_EXPIRY_MONTHS).toInstant();
    }

    /** Checks the mapping suits the target (do-not-reach lists take email and phone only). */
    public void validate(ColumnMapping mapping) {
        if (target == Target.DO_NOT_REACH_LIST && !mapping.onlyEmailAndPhone()) {
            throw new UploadException("A do-not-reach list takes only email and phone_number columns; unmap the others.");
        }
    }

    /** Checks a list's identifier types suit the target, as {@link #validate(ColumnMapping)} does a file's columns. */
    public void validate(java.util.Set<IdentifierType> types) {
        if (target == Target.DO_NOT_REACH_LIST
                && !types.stream().allMatch(t -> t == IdentifierType.EMAIL || t == IdentifierType.PHONE_NUMBER)) {
            throw new UploadException("A do-not-reach list takes only email and phone_number values; keep only those.");
        }
    }

    /** The request path, relative to the Ads API base address. */
    public String path() {
        return ApiUrls.path(target == Target.CUSTOM_AUDIENCE ? "/12/accounts/{}/custom_audiences/{}/users"
                : "/12/batch/accounts/{}/do_not_reach_lists/{}/users", accountId, listId);
    }

    private static void requireId(String id, String what) {
        if (id == null || id.isBlank()) {
            throw new UploadException("The " + what + " is missing.");
        }
        if (!ApiIds.isValid(id)) {
            throw new UploadException("The " + what + " may hold only letters, digits, - and _.");
        }
    }
}

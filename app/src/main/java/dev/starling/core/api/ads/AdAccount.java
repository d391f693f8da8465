package dev.starling.core.api.ads;

import java.time.Instant;

/**
 * An ad account the signed-in user may act for ({@code GET /12/accounts}). X's records may leave
 * out the business fields and the currency: those are null (unknown), never empty strings.
 * ({@code salt}, which X's records also carry, is not kept: Starling has no use for it.)
 *
 * @param approvalStatus e.g. {@code ACCEPTED}; null when not sent
 * @param timezoneSwitchAt when the account's time zone last changed; null when not sent
 */
public record AdAccount(String id, String name, String businessId, String businessName, String timezone,
                        String currency, String approvalStatus, Instant timezoneSwitchAt) {

    public AdAccount {
        name = blankToNull(name);
        businessId = blankToNull(businessId);
        businessName = blankToNull(businessName);
        timezone = blankToNull(timezone);
        currency = blankToNull(currency);
        approvalStatus = blankToNull(approvalStatus);
    }

    public AdAccount(String id, String name, String businessId, String businessName, String timezone,
                     String currency) {
        this(id, name, businessId, businessName, timezone, currency, null, null);
    }

    /** What a picker shows: the name and the id, which the API wants in paths and shares. */
    public String label() {
        return name == null ? id : name + " (" + id + ")";
    }

    private static String blankToNull(String text) {
        return text == null || text.isBlank() ? null : text;
    }
}

package dev.starling.core.api.ads;

/** An ad account the signed-in user may act for ({@code GET /12/accounts}). */
public record AdAccount(String id, String name, String businessId, String businessName, String timezone,
                        String currency) {

    /** What a picker shows: the name and the id, which the API wants in paths and shares. */
    public String label() {
        return name + " (" + id + ")";
    }
}

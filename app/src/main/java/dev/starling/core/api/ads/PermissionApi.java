package dev.starling.core.api.ads;

/**
 * The two permission endpoints over the same shares: custom-audience permissions under {@code /12/}
 * and the older tailored-audience permissions under {@code /5/}, which differ only in names.
 */
public enum PermissionApi {
    CUSTOM_AUDIENCE("12", "custom_audiences", "custom_audience_id"),
    TAILORED_AUDIENCE("5", "tailored_audiences", "tailored_audience_id");

    private final String version;
    private final String collection;
    private final String audienceField;

    PermissionApi(String version, String collection, String audienceField) {
        this.version = version;
        this.collection = collection;
        this.audienceField = audienceField;
    }

    String path(String accountId, String audienceId) {
        return "/" + version + "/accounts/" + accountId + "/" + collection + "/" + audienceId + "/permissions";
    }

    /** The JSON field holding the audience id in this version's permission records. */
    String audienceField() {
        return audienceField;
    }

    /** "/12/ custom audience" or "/5/ tailored audience", for labels. */
    public String label() {
        return "/" + version + "/ " + collection.replace('_', ' ').replaceAll("s$", "");
    }
}

package dev.starling.core.api.ads;

/**
 * The two permission endpoints over the same shares: custom-audience permissions under {@code /12/}
 * and the older tailored-audience permissions under {@code /5/}, which differ only in names: the
 * collection is the resource's plural and the audience id field is the resource's {@code _id}.
 * The window names them through the bundle ({@code adsWords.permissionApi.*}).
 */
public enum PermissionApi {
    CUSTOM_AUDIENCE("12", "custom_audience"),
    TAILORED_AUDIENCE("5", "tailored_audience");

    private final String version;
    private final String resource;

    PermissionApi(String version, String resource) {
        this.version = version;
        this.resource = resource;
    }

    String path(String accountId, String audienceId) {
        return "/" + version + "/accounts/" + accountId + "/" + resource + "s/" + audienceId + "/permissions";
    }

    /** The JSON field holding the audience id in this version's permission records. */
    String audienceField() {
        return resource + "_id";
    }
}

package dev.starling.core.api.ads;

import java.util.Locale;

/**
 * The two permission endpoints over the same shares: custom-audience permissions under {@code /12/}
 * and the older tailored-audience permissions under {@code /5/}, which differ only in names. Each
 * constant is named as its resource is on the wire ({@code custom_audience}): the collection is the
 * plural ({@code custom_audiences}) and the audience id field the {@code _id} ({@code custom_audience_id}).
 * The window words them through the bundle ({@code adsWords.permissionApi.*}).
 */
public enum PermissionApi {
    CUSTOM_AUDIENCE("12"),
    TAILORED_AUDIENCE("5");

    private final String version;

    PermissionApi(String version) {
        this.version = version;
    }

    /** The permissions of an audience, or with {@code permissionId} one of them. */
    String path(String accountId, String audienceId, String... permissionId) {
        String template = "/" + version + "/accounts/{}/" + resource() + "s/{}/permissions" + (permissionId.length > 0 ? "/{}" : "");
        String[] ids = new String[2 + permissionId.length];
        ids[0] = accountId;
        ids[1] = audienceId;
        System.arraycopy(permissionId, 0, ids, 2, permissionId.length);
        return dev.starling.core.api.http.ApiUrls.path(template, ids);
    }

    /** The JSON field holding the audience id in this version's permission records. */
    String audienceField() {
        return resource() + "_id";
    }

    private String resource() {
        return name().toLowerCase(Locale.ROOT);
    }
}

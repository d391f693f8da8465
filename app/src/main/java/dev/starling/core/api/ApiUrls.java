package dev.starling.core.api;

import java.net.URI;
import java.util.Map;
import okhttp3.HttpUrl;

/** Builds endpoint addresses from a base address, keeping any path prefix the base has. */
public final class ApiUrls {

    private ApiUrls() {
    }

    public static HttpUrl resolve(URI base, String path) {
        HttpUrl root = HttpUrl.get(base.toString());
        HttpUrl.Builder url = root.newBuilder();
        String prefix = root.encodedPath().endsWith("/") ? root.encodedPath() : root.encodedPath() + "/";
        url.encodedPath(prefix + (path.startsWith("/") ? path.substring(1) : path));
        return url.build();
    }

    /** @param encodedQuery already percent-encoded, without {@code ?}; empty for none */
    public static HttpUrl resolve(URI base, String path, String encodedQuery) {
        return resolve(base, path).newBuilder().encodedQuery(encodedQuery.isEmpty() ? null : encodedQuery).build();
    }

    public static HttpUrl resolve(URI base, String path, Map<String, String> query) {
        HttpUrl.Builder url = resolve(base, path).newBuilder();
        query.forEach(url::addQueryParameter);
        return url.build();
    }
}

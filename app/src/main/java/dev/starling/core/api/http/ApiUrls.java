package dev.starling.core.api.http;

import java.net.URI;
import java.util.Map;
import okhttp3.HttpUrl;

/**
 * The one URL join of the API client: endpoint addresses from a base address (keeping any path prefix
 * the base has), and paths whose ids are checked ({@link ApiIds}) and percent-encoded one segment each
 * ({@link #path}), so no id can add, remove or replace a segment of the path it goes into.
 */
public final class ApiUrls {

    private static final String HEX = "0123456789ABCDEF";

    private ApiUrls() {
    }

    /**
     * A path from a template whose {@code {}} stand for ids, e.g.
     * {@code path("/12/accounts/{}/custom_audiences/{}", account, audience)}: each id checked and encoded.
     *
     * @throws ApiIds.InvalidId for an id that is not one (nothing is sent)
     */
    public static String path(String template, String... ids) {
        StringBuilder path = new StringBuilder(template.length() + 32);
        int next = 0;
        int from = 0;
        for (int at = template.indexOf("{}"); at >= 0; at = template.indexOf("{}", from)) {
            if (next == ids.length) {
                throw new IllegalArgumentException("more {} than ids in " + template);
            }
            path.append(template, from, at).append(segment(ApiIds.require(ids[next++])));
            from = at + 2;
        }
        if (next != ids.length) {
            throw new IllegalArgumentException("more ids than {} in " + template);
        }
        return path.append(template, from, template.length()).toString();
    }

    /**
     * One path segment as it goes on the wire: UTF-8, every byte but letters, digits, {@code -} and {@code _}
     * percent-encoded. A segment that is empty or a dot segment would change the path: refused.
     */
    public static String segment(String value) {
        if (value.isEmpty() || value.equals(".") || value.equals("..")) {
            throw new IllegalArgumentException("not a path segment: '" + value + "'");
        }
        return encode(value);
    }

    /**
     * {@code value} percent-encoded as {@link #segment} does, without refusing anything: for showing a path
     * whose parts are still being typed (it is checked before it is sent).
     */
    public static String encode(String value) {
        StringBuilder out = new StringBuilder(value.length());
        for (byte b : value.getBytes(java.nio.charset.StandardCharsets.UTF_8)) {
            int c = b & 0xff;
            if ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_') {
                out.append((char) c);
            } else {
                out.append('%').append(HEX.charAt(c >> 4)).append(HEX.charAt(c & 0xf));
            }
        }
        return out.toString();
    }

    /** @param path already encoded ({@link #path}, or a constant path) */
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

package dev.starling.core.query.compose;

import dev.starling.core.api.http.ApiUrls;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import okhttp3.HttpUrl;

/**
 * A request ready to send: method, path and query parameters in a fixed order, so the same
 * choices always give the same URL (for the preview, history and the cache key).
 */
public record ComposedQuery(String method, String path, List<Map.Entry<String, String>> params) {

    public ComposedQuery {
        params = List.copyOf(params);
    }

    /** The encoded query string without {@code ?}; empty when there are no parameters. */
    public String queryString() {
        return params.stream().map(param -> encode(param.getKey()) + "=" + encode(param.getValue()))
                .collect(Collectors.joining("&"));
    }

    /** Path plus query: the part after the base address. */
    public String pathAndQuery() {
        String query = queryString();
        return query.isEmpty() ? path : path + "?" + query;
    }

    /** The address this query is sent to from {@code base}: the same join every API call uses. */
    public HttpUrl url(URI base) {
        return ApiUrls.resolve(base, path, queryString());
    }

    /** "GET https://api.x.com/2/tweets?ids=1", as the preview shows it. */
    public String preview(URI base) {
        return method + " " + url(base);
    }

    /**
     * RFC 3986 percent-encoding of a query component; commas stay readable because X's field
     * lists are comma-separated and servers accept them bare.
     */
    static String encode(String value) {
        StringBuilder out = new StringBuilder(value.length() + 8);
        for (byte b : value.getBytes(StandardCharsets.UTF_8)) {
            int c = b & 0xff;
            if ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')
                    || c == '-' || c == '.' || c == '_' || c == '~' || c == ',') {
                out.append((char) c);
            } else {
                out.append('%').append(Character.toUpperCase(Character.forDigit(c >> 4, 16)))
                        .append(Character.toUpperCase(Character.forDigit(c & 0xf, 16)));
            }
        }
        return out.toString();
    }
}

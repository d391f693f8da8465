package dev.starling.core.query;

import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

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

    public URI url(URI base) {
        String root = base.toString();
        while (root.endsWith("/")) {
            root = root.substring(0, root.length() - 1);
        }
        return URI.create(root + pathAndQuery());
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

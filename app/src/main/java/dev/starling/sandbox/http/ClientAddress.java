package dev.starling.sandbox.http;

import java.net.URI;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The scheme and host the client actually addressed, which an OAuth 1.0a signature covers: the
 * configured public address when there is one ({@code --public-base-url}); else what a
 * TLS-terminating proxy says ({@code Forwarded: proto=https;host=...}, else
 * {@code X-Forwarded-Proto} / {@code X-Forwarded-Host}); else this server's scheme and the
 * {@code Host} header. A client that lies in these headers only changes what its own signature
 * must cover.
 */
public final class ClientAddress {

    private static final Pattern FORWARDED_PAIR = Pattern.compile("(?i)(proto|host)\\s*=\\s*(\"[^\"]*\"|[^;,\\s]+)");
    private static final Pattern SCHEME = Pattern.compile("(?i)https?");
    private static final Pattern AUTHORITY = Pattern.compile("[A-Za-z0-9.\\-]+(:\\d{1,5})?|\\[[0-9A-Fa-f:.]+\\](:\\d{1,5})?");

    private ClientAddress() {
    }

    /** {@code scheme://host[:port]} as the client used it; headers by lower-case name. */
    public static String origin(String serverScheme, URI publicBase, Map<String, List<String>> headers,
                                String localAuthority) {
        if (publicBase != null) {
            return publicBase.getScheme().toLowerCase(Locale.ROOT) + "://" + publicBase.getRawAuthority();
        }
        String scheme = serverScheme;
        String host = first(headers, "host");
        String forwarded = first(headers, "forwarded");
        String forwardedProto = null;
        String forwardedHost = null;
        if (forwarded != null) {
            String firstElement = forwarded.split(",", 2)[0];
            Matcher pair = FORWARDED_PAIR.matcher(firstElement);
            while (pair.find()) {
                String value = pair.group(2).replace("\"", "");
                if (pair.group(1).equalsIgnoreCase("proto")) {
                    forwardedProto = value;
                } else {
                    forwardedHost = value;
                }
            }
        }
        if (forwardedProto == null) {
            forwardedProto = firstValue(first(headers, "x-forwarded-proto"));
        }
        if (forwardedHost == null) {
            forwardedHost = firstValue(first(headers, "x-forwarded-host"));
        }
        if (forwardedProto != null && SCHEME.matcher(forwardedProto).matches()) {
            scheme = forwardedProto.toLowerCase(Locale.ROOT);
        }
        if (forwardedHost != null && AUTHORITY.matcher(forwardedHost).matches()) {
            host = forwardedHost;
        }
        if (host == null || !AUTHORITY.matcher(host).matches()) {
            host = localAuthority;
        }
        return scheme + "://" + host;
    }

    private static String first(Map<String, List<String>> headers, String name) {
        List<String> values = headers.get(name);
        return values == null || values.isEmpty() ? null : values.get(0);
    }

    /** The first of a comma-separated list (each proxy appends its own). */
    private static String firstValue(String value) {
        return value == null ? null : value.split(",", 2)[0].trim();
    }
}

package dev.starling.sandbox.oauth;

import java.net.URI;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Builds the RFC 5849 section 3.4.1 signature base string: method, normalised base URI and the
 * normalised parameters, each percent-encoded and joined by {@code &}.
 */
public final class SignatureBaseString {

    private SignatureBaseString() {
    }

    /**
     * @param parameters decoded name/value pairs from the Authorization header (minus realm and
     *     oauth_signature), the query and a form body; duplicates kept
     */
    public static String of(String method, URI url, List<Map.Entry<String, String>> parameters) {
        return method.toUpperCase(Locale.ROOT) + '&' + PercentEncoding.encode(baseUri(url)) + '&'
                + PercentEncoding.encode(normalisedParameters(parameters));
    }

    /** Scheme and host lower-case, default ports dropped, no query or fragment (section 3.4.1.2). */
    public static String baseUri(URI url) {
        String scheme = url.getScheme().toLowerCase(Locale.ROOT);
        String host = url.getHost().toLowerCase(Locale.ROOT);
        int port = url.getPort();
        boolean defaultPort = port == -1 || (scheme.equals("http") && port == 80)
                || (scheme.equals("https") && port == 443);
        String path = url.getRawPath() == null || url.getRawPath().isEmpty() ? "/" : url.getRawPath();
        return scheme + "://" + host + (defaultPort ? "" : ":" + port) + path;
    }

    /** Encoded pairs sorted by encoded name, then encoded value (section 3.4.1.3.2). */
    public static String normalisedParameters(List<Map.Entry<String, String>> parameters) {
        List<String[]> encoded = new ArrayList<>(parameters.size());
        for (Map.Entry<String, String> parameter : parameters) {
            encoded.add(new String[] {PercentEncoding.encode(parameter.getKey()),
                    PercentEncoding.encode(parameter.getValue())});
        }
        encoded.sort(Comparator.<String[], String>comparing(pair -> pair[0]).thenComparing(pair -> pair[1]));
        StringBuilder out = new StringBuilder();
        for (String[] pair : encoded) {
            if (out.length() > 0) {
                out.append('&');
            }
            out.append(pair[0]).append('=').append(pair[1]);
        }
        return out.toString();
    }
}

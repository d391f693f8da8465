package dev.starling.sandbox.http;

import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * An HTTP request as the sandbox's handlers see it: already read, with query and form parameters
 * decoded (form parameters only for {@code application/x-www-form-urlencoded} bodies) and the path
 * parameters of the matched route.
 *
 * @param url the URL the client addressed (scheme, Host header, path, raw query): what an OAuth
 *     1.0a signature covers
 * @param headers header names lower-cased
 */
public record SandboxRequest(String method, URI url, String path, Map<String, List<String>> query,
                             Map<String, List<String>> form, Map<String, List<String>> headers, byte[] body,
                             Map<String, String> pathParams, String remoteAddress) {

    public Optional<String> header(String name) {
        List<String> values = headers.get(name.toLowerCase(Locale.ROOT));
        return values == null || values.isEmpty() ? Optional.empty() : Optional.of(values.get(0));
    }

    /** The first value of a query or form parameter (query first). */
    public Optional<String> param(String name) {
        List<String> values = query.get(name);
        if (values == null || values.isEmpty()) {
            values = form.get(name);
        }
        return values == null || values.isEmpty() ? Optional.empty() : Optional.of(values.get(0));
    }

    public String pathParam(String name) {
        return pathParams.get(name);
    }

    public String contentType() {
        return header("content-type").orElse("");
    }

    /** The media type without parameters, lower-cased ("application/json"). */
    public String mediaType() {
        String type = contentType();
        int semicolon = type.indexOf(';');
        return (semicolon < 0 ? type : type.substring(0, semicolon)).trim().toLowerCase(Locale.ROOT);
    }

    public String bodyText() {
        return new String(body, StandardCharsets.UTF_8);
    }

    public SandboxRequest withPathParams(Map<String, String> params) {
        return new SandboxRequest(method, url, path, query, form, headers, body, Map.copyOf(params), remoteAddress);
    }
}

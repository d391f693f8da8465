package dev.starling.core.api.http;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/** One response, fully read and immutable (error statuses only from {@code ApiHttp.exchange}). Header names are lower-case. */
public record ApiResponse(int status, Map<String, List<String>> headers, byte[] body, RateLimit rateLimit,
                          Duration elapsed) {

    public ApiResponse {
        TreeMap<String, List<String>> copy = new TreeMap<>();
        headers.forEach((name, values) -> copy.put(name.toLowerCase(Locale.ROOT), List.copyOf(values)));
        headers = java.util.Collections.unmodifiableMap(copy);
        body = body.clone();
    }

    @Override
    public byte[] body() {
        return body.clone();
    }

    public String bodyText() {
        return new String(body, StandardCharsets.UTF_8);
    }

    /** The first value of a header, or null. */
    public String header(String name) {
        List<String> values = headers.get(name.toLowerCase(Locale.ROOT));
        return values == null || values.isEmpty() ? null : values.get(0);
    }

    @Override
    public String toString() {
        return "ApiResponse[" + status + ", " + body.length + " bytes]";
    }
}

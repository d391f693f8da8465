package dev.starling.core.query.answer;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * What came back for a query: status, headers, body and timing. {@code fromCache} marks a result
 * opened from history without sending anything.
 */
public record QueryResult(int status, Map<String, List<String>> headers, byte[] body, Instant receivedAt,
                          long durationMillis, boolean fromCache) {

    public QueryResult {
        headers = Map.copyOf(headers);
    }

    public boolean isSuccess() {
        return status >= 200 && status < 300;
    }

    public String bodyText() {
        return new String(body, StandardCharsets.UTF_8);
    }

    /** A header's first value, case-insensitively. */
    public Optional<String> header(String name) {
        return headers.entrySet().stream().filter(entry -> entry.getKey().toLowerCase(Locale.ROOT)
                        .equals(name.toLowerCase(Locale.ROOT)))
                .flatMap(entry -> entry.getValue().stream()).findFirst();
    }

    public QueryResult asCached() {
        return new QueryResult(status, headers, body, receivedAt, durationMillis, true);
    }
}

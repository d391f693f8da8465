package dev.starling.core.requestlog;

import java.time.Instant;
import java.util.Map;
import java.util.TreeMap;

/**
 * One HTTP exchange as recorded: already redacted, so it can be stored, shown and copied freely.
 *
 * @param id 0 until stored
 * @param status 0 when no response arrived ({@code error} then says why)
 * @param rateLimit the rate-limit headers of the response, as {@code name: value} lines
 * @param requestBody redacted and capped; null when there was none
 * @param responseBody redacted and capped; null when there was none
 * @param error the failure's kind when no response arrived, else null
 */
public record RequestLogEntry(long id, Instant time, String method, String url, String path, int status,
                              long durationMillis, String rateLimit, Map<String, String> requestHeaders,
                              String requestBody, long requestSize, String responseBody, long responseSize,
                              String error) {

    public RequestLogEntry {
        requestHeaders = java.util.Collections.unmodifiableMap(new TreeMap<>(requestHeaders));
    }

    public RequestLogEntry withId(long newId) {
        return new RequestLogEntry(newId, time, method, url, path, status, durationMillis, rateLimit, requestHeaders,
                requestBody, requestSize, responseBody, responseSize, error);
    }
}

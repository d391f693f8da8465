package dev.starling.core.stream;

import dev.starling.core.api.http.ApiHttp;
import dev.starling.core.api.ApiServices;
import dev.starling.core.api.http.ApiUrls;
import dev.starling.core.api.http.Auth;
import java.net.URI;
import java.util.Map;
import java.util.Objects;
import java.util.function.Supplier;
import okhttp3.HttpUrl;

/**
 * Where the live endpoints are and how to reach them: the one HTTP client, the core API's base and
 * the app-only bearer token the stream, its rules and {@code /2/connections} take (read when each
 * request is made, so a token obtained meanwhile is used).
 */
public record LiveEndpoints(ApiHttp http, URI base, Supplier<Auth> auth) {

    public static final String RULES = "/2/tweets/search/stream/rules";
    public static final String STREAM = "/2/tweets/search/stream";
    public static final String CONNECTIONS = "/2/connections";
    public static final String COUNTS = "/2/tweets/counts/recent";
    private static final com.fasterxml.jackson.databind.ObjectMapper JSON = new com.fasterxml.jackson.databind.ObjectMapper();

    public LiveEndpoints {
        Objects.requireNonNull(http, "http");
        Objects.requireNonNull(base, "base");
        Objects.requireNonNull(auth, "auth");
    }

    /** The active environment's endpoints with its app-only bearer token (obtained once, then reused). */
    public static LiveEndpoints of(ApiServices services) {
        return new LiveEndpoints(services.http(), services.environment().apiBase(),
                () -> new Auth.Bearer(services.bearer().token()));
    }

    /** The rules endpoints' client on these endpoints. */
    public RulesClient rules() {
        return new RulesClient(this);
    }

    public HttpUrl url(String path, Map<String, String> query) {
        return ApiUrls.resolve(base, path, query);
    }

    /** A JSON answer's body ({@code {}} when empty); an answer that is not JSON is a failure. */
    public static com.fasterxml.jackson.databind.JsonNode json(dev.starling.core.api.http.ApiResponse response) {
        try {
            com.fasterxml.jackson.databind.JsonNode root = JSON.readTree(response.body());
            return root == null || root.isMissingNode() ? JSON.createObjectNode() : root;
        } catch (java.io.IOException e) {
            throw new dev.starling.core.api.error.ApiException(
                    dev.starling.core.api.error.UnreadableAnswer.notJson(response.status()));
        }
    }

    /** A time X wrote in ISO 8601, or null when missing or unreadable. */
    public static java.time.Instant instant(com.fasterxml.jackson.databind.JsonNode node) {
        if (!node.isTextual()) {
            return null;
        }
        try {
            return java.time.Instant.parse(node.asText());
        } catch (java.time.format.DateTimeParseException e) {
            return null;
        }
    }
}

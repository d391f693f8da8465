package dev.starling.core.api.http;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.starling.core.api.error.ApiException;
import dev.starling.core.api.error.UnreadableAnswer;
import java.io.IOException;
import java.net.URI;
import java.util.Map;
import java.util.Objects;

/**
 * A generic JSON reader against one base address: the v2 API's ({@link #v2}, the one client every v2
 * read goes through). The Ads API is reached through {@link dev.starling.core.api.ads.AdsClient} alone,
 * which says in words when an environment has no Ads address.
 */
public final class JsonApiClient {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** A parsed answer with what came with it. */
    public record JsonResponse(JsonNode body, ApiResponse raw) {
    }

    private final ApiHttp http;
    private final URI base;

    public JsonApiClient(ApiHttp http, URI base) {
        this.http = http;
        // Every environment has a v2 base address (ApiEnvironment requires one): none here is a programming error.
        this.base = Objects.requireNonNull(base, "base");
    }

    public static JsonApiClient v2(ApiHttp http, dev.starling.core.config.ApiEnvironment environment) {
        return new JsonApiClient(http, environment.apiBase());
    }

    /**
     * Sends one call and returns whatever came back, error statuses included (the Query workspace
     * shows them as they are); only a failure to get any answer throws.
     *
     * @param encodedQuery already percent-encoded, without {@code ?}
     */
    public ApiResponse exchange(String method, String path, String encodedQuery, Auth auth) {
        return http.exchange(new ApiRequest(method, ApiUrls.resolve(base, path, encodedQuery), null, auth, false));
    }

    public JsonResponse get(String path, Map<String, String> params, Auth auth) {
        ApiResponse response = http.execute(ApiRequest.get(ApiUrls.resolve(base, path, params), auth));
        try {
            return new JsonResponse(JSON.readTree(response.body()), response);
        } catch (IOException e) {
            throw new ApiException(UnreadableAnswer.notJson(response.status()));
        }
    }
}

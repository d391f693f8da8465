package dev.starling.core.webhook;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.starling.core.api.http.ApiUrls;
import dev.starling.core.api.error.ApiException;
import dev.starling.core.api.http.ApiRequest;
import dev.starling.core.stream.LiveEndpoints;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The app's webhooks at X ({@code /2/webhooks}): listed, registered (X runs its CRC check at once),
 * re-validated ({@code PUT}, another CRC check that re-enables an invalid one) and deleted; and the
 * filtered-stream link ({@code /2/tweets/search/webhooks}). X's refusals come back as
 * {@link WebhookException}s naming X's failure; a URL is checked with X's rules
 * ({@link WebhookUrlRules}) by the caller before it is sent. Blocking: call from a background task.
 */
public final class WebhooksClient {

    public static final String WEBHOOKS = "/2/webhooks";
    public static final String STREAM_LINKS = "/2/tweets/search/webhooks";
    private static final ObjectMapper JSON = new ObjectMapper();

    private final LiveEndpoints endpoints;

    public WebhooksClient(LiveEndpoints endpoints) {
        this.endpoints = endpoints;
    }

    /** Every webhook config of the app. */
    public List<Webhook> list() {
        JsonNode root = call(ApiRequest.get(endpoints.url(WEBHOOKS, Map.of("webhook_config.fields",
                "created_at,id,url,valid")), endpoints.auth().get()));
        List<Webhook> webhooks = new ArrayList<>();
        root.path("data").forEach(item -> webhooks.add(webhook(item)));
        return webhooks;
    }

    /** Registers {@code url}; X calls it with a CRC challenge before answering. */
    public Webhook register(String url) {
        byte[] body;
        try {
            body = JSON.writeValueAsBytes(Map.of("url", url));
        } catch (IOException e) {
            throw new IllegalStateException("a URL always serialises", e);
        }
        JsonNode root = call(ApiRequest.postJson(endpoints.url(WEBHOOKS, Map.of()), body, endpoints.auth().get()));
        // 2.167 wraps the config in data; 2.159 answered it bare
        return webhook(root.has("data") ? root.path("data") : root);
    }

    /** Has X run the CRC check again ({@code PUT}); true when it passed (the webhook is valid again). */
    public boolean validate(String webhookId) {
        JsonNode root = call(new ApiRequest("PUT", endpoints.url(ApiUrls.path(WEBHOOKS + "/{}", webhookId), Map.of()),
                new ApiRequest.Body(ApiRequest.JSON, new byte[0]), endpoints.auth().get(), true));
        // 2.167 says valid; 2.159 said attempted (the check ran), and an invalid URL is then refused
        JsonNode data = root.path("data");
        return data.has("valid") ? data.path("valid").asBoolean(false) : data.path("attempted").asBoolean(false);
    }

    /** Deletes the webhook; true when X says it is gone. */
    public boolean delete(String webhookId) {
        JsonNode root = call(new ApiRequest("DELETE", endpoints.url(ApiUrls.path(WEBHOOKS + "/{}", webhookId), Map.of()),
                null, endpoints.auth().get(), true));
        return root.path("data").path("deleted").asBoolean(false);
    }

    /**
     * Links the webhook to the filtered stream: matching posts go to it, rendered with {@code fields}
     * ({@code tweet.fields}, {@code expansions}, ... to their values). True when provisioned.
     */
    public boolean link(String webhookId, Map<String, String> fields) {
        JsonNode root = call(ApiRequest.postJson(endpoints.url(ApiUrls.path(STREAM_LINKS + "/{}", webhookId),
                new LinkedHashMap<>(fields)), new byte[0], endpoints.auth().get()));
        return root.path("data").path("provisioned").asBoolean(false);
    }

    /** Removes the link; true when there was one. */
    public boolean unlink(String webhookId) {
        JsonNode root = call(new ApiRequest("DELETE", endpoints.url(ApiUrls.path(STREAM_LINKS + "/{}", webhookId),
                Map.of()), null, endpoints.auth().get(), true));
        return root.path("data").path("deleted").asBoolean(false);
    }

    /** The webhooks linked to the filtered stream. */
    public List<StreamLink> links() {
        JsonNode root = call(ApiRequest.get(endpoints.url(STREAM_LINKS, Map.of()), endpoints.auth().get()));
        List<StreamLink> links = new ArrayList<>();
        for (JsonNode item : root.path("data")) {
            List<String> fields = new ArrayList<>();
            item.path("fields").forEach(field -> fields.add(field.asText()));
            links.add(new StreamLink(item.path("webhook_id").asText(), LiveEndpoints.instant(item.path("created_at")),
                    fields));
        }
        return links;
    }

    private JsonNode call(ApiRequest request) {
        try {
            return LiveEndpoints.json(endpoints.http().execute(request));
        } catch (ApiException e) {
            throw new WebhookException(e);
        }
    }

    static Webhook webhook(JsonNode item) {
        return new Webhook(item.path("id").asText(), item.path("url").asText(), item.path("valid").asBoolean(false),
                LiveEndpoints.instant(item.path("created_at")));
    }
}

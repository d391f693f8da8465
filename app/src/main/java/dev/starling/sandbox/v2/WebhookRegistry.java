package dev.starling.sandbox.v2;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.starling.sandbox.http.Json;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The app's webhook configs and which of them receive its filtered stream (stream links). This is
 * the v2 module's persisted state; the generated world is not, it comes back from the seed. The
 * webhooks module reads it to deliver, and marks a webhook invalid when X would.
 */
public final class WebhookRegistry {

    /** The most webhooks one app may have in the sandbox (X publishes no number; it refuses with WebhookLimitExceeded). */
    public static final int MAX_WEBHOOKS = 5;

    /** A registered webhook: {@code valid} is false when its last CRC check failed. */
    public record WebhookConfig(String id, String url, boolean valid, Instant createdAt) {
        ObjectNode toJson() {
            ObjectNode json = Json.object();
            json.put("created_at", Snowflakes.iso(createdAt));
            json.put("id", id);
            json.put("url", url);
            json.put("valid", valid);
            return json;
        }
    }

    private final long seed;
    private final Instant anchor;
    private final Map<String, WebhookConfig> webhooks = new LinkedHashMap<>();
    /** Linked webhook id to the field parameters given when linking (they shape delivered posts). */
    private final Map<String, ObjectNode> streamLinks = new LinkedHashMap<>();
    /** When each link was made (kept with the links). */
    private final Map<String, Instant> linkTimes = new LinkedHashMap<>();
    private Snowflakes ids;

    WebhookRegistry(long seed, Instant anchor) {
        this.seed = seed;
        this.anchor = anchor;
        reset();
    }

    /** Back to the seeded configs: one valid, one whose CRC check failed; no stream links. */
    synchronized void reset() {
        webhooks.clear();
        streamLinks.clear();
        linkTimes.clear();
        ids = new Snowflakes(seed + 7);
        add(anchor.minus(Duration.ofDays(21)).plusMillis(417), "https://hooks.starling.example/x/filtered-stream", true);
        add(anchor.minus(Duration.ofDays(3)).plusMillis(88), "https://hooks.starling.example/x/legacy-endpoint", false);
    }

    public synchronized List<WebhookConfig> list() {
        return List.copyOf(webhooks.values());
    }

    public synchronized Optional<WebhookConfig> find(String id) {
        return Optional.ofNullable(webhooks.get(id));
    }

    /** Marks the webhook valid (a CRC check passed) or invalid (X stops delivering to it); false when unknown. */
    public synchronized boolean setValid(String id, boolean valid) {
        WebhookConfig config = webhooks.get(id);
        if (config == null) {
            return false;
        }
        webhooks.put(id, new WebhookConfig(id, config.url(), valid, config.createdAt()));
        return true;
    }

    /** Removes the webhook and its stream link; false when there was none. */
    synchronized boolean delete(String id) {
        streamLinks.remove(id);
        linkTimes.remove(id);
        return webhooks.remove(id) != null;
    }

    /** The linked webhooks and the field parameters each was linked with (as given). */
    public synchronized Map<String, Map<String, String>> links() {
        Map<String, Map<String, String>> links = new LinkedHashMap<>();
        streamLinks.forEach((id, fields) -> {
            Map<String, String> parameters = new LinkedHashMap<>();
            fields.fields().forEachRemaining(field -> parameters.put(field.getKey(), field.getValue().asText()));
            links.put(id, parameters);
        });
        return links;
    }

    synchronized Instant linkedAt(String id) {
        return linkTimes.get(id);
    }

    synchronized Optional<WebhookConfig> findByUrl(String url) {
        return webhooks.values().stream().filter(config -> config.url().equals(url)).findFirst();
    }

    synchronized WebhookConfig register(String url, Instant now) {
        return add(now, url, true);
    }

    synchronized void link(String webhookId, ObjectNode fields, Instant at) {
        streamLinks.put(webhookId, fields);
        linkTimes.putIfAbsent(webhookId, at);
    }

    /** True when there was a link to remove. */
    synchronized boolean unlink(String webhookId) {
        linkTimes.remove(webhookId);
        return streamLinks.remove(webhookId) != null;
    }

    synchronized ObjectNode export() {
        ObjectNode state = Json.object();
        ArrayNode list = state.putArray("webhooks");
        webhooks.values().forEach(config -> list.add(config.toJson()));
        ObjectNode links = state.putObject("stream_links");
        streamLinks.forEach((id, fields) -> links.set(id, fields.deepCopy()));
        ObjectNode times = state.putObject("stream_link_times");
        linkTimes.forEach((id, at) -> times.put(id, at.toString()));
        return state;
    }

    synchronized void restore(JsonNode state) {
        webhooks.clear();
        streamLinks.clear();
        linkTimes.clear();
        for (JsonNode item : state.path("webhooks")) {
            String id = item.path("id").asText();
            if (id.matches(LookupHandlers.ID_PATTERN)) {
                webhooks.put(id, new WebhookConfig(id, item.path("url").asText(), item.path("valid").asBoolean(),
                        Instant.parse(item.path("created_at").asText())));
            }
        }
        state.path("stream_links").fields().forEachRemaining(link -> {
            if (webhooks.containsKey(link.getKey()) && link.getValue().isObject()) {
                streamLinks.put(link.getKey(), (ObjectNode) link.getValue().deepCopy());
                String at = state.path("stream_link_times").path(link.getKey()).asText(null);
                try {
                    linkTimes.put(link.getKey(), at == null ? anchor : Instant.parse(at));
                } catch (java.time.format.DateTimeParseException damaged) {
                    linkTimes.put(link.getKey(), anchor);
                }
            }
        });
    }

    private WebhookConfig add(Instant created, String url, boolean valid) {
        WebhookConfig config = new WebhookConfig(ids.next(created), url, valid, created);
        webhooks.put(config.id(), config);
        return config;
    }
}

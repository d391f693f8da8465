package dev.starling.sandbox.events;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.starling.sandbox.http.Json;
import java.time.Instant;
import java.time.format.DateTimeFormatter;

/**
 * One activity subscription of an app: its type (a dot name), filter, tag and webhook. The direction
 * is kept as the word the app sent ({@code sent}, {@code outbound}, ...) and answered in it;
 * {@link #sent()} says which way it means.
 */
record Subscription(String id, String app, String eventType, String userId, String keyword, String direction,
                    String tag, String webhookId, Instant createdAt, Instant updatedAt) {

    private static final DateTimeFormatter ISO = DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss.SSS'Z'")
            .withZone(java.time.ZoneOffset.UTC);

    /** True for {@code sent}/{@code outbound}, false for {@code received}/{@code inbound}, null for both. */
    Boolean sent() {
        if (direction == null) {
            return null;
        }
        return direction.equalsIgnoreCase("sent") || direction.equalsIgnoreCase("outbound");
    }

    Subscription updated(String newTag, String newWebhookId, Instant at) {
        return new Subscription(id, app, eventType, userId, keyword, direction, newTag, newWebhookId, createdAt, at);
    }

    ObjectNode filterJson() {
        ObjectNode filter = Json.object();
        if (userId != null) {
            filter.put("user_id", userId);
        }
        if (keyword != null) {
            filter.put("keyword", keyword);
        }
        if (direction != null) {
            filter.put("direction", direction);
        }
        return filter;
    }

    ObjectNode toJson() {
        ObjectNode json = Json.object();
        json.put("subscription_id", id);
        json.put("event_type", eventType);
        json.set("filter", filterJson());
        if (tag != null) {
            json.put("tag", tag);
        }
        if (webhookId != null) {
            json.put("webhook_id", webhookId);
        }
        json.put("created_at", ISO.format(createdAt));
        json.put("updated_at", ISO.format(updatedAt));
        return json;
    }

    /** As the state file keeps it. */
    ObjectNode toState() {
        ObjectNode json = toJson();
        json.put("app", app);
        json.put("created_at", createdAt.toString());
        json.put("updated_at", updatedAt.toString());
        return json;
    }

    static Subscription fromState(com.fasterxml.jackson.databind.JsonNode json) {
        com.fasterxml.jackson.databind.JsonNode filter = json.path("filter");
        return new Subscription(json.path("subscription_id").asText(), json.path("app").asText(),
                json.path("event_type").asText(), filter.path("user_id").asText(null), filter.path("keyword").asText(null),
                filter.path("direction").asText(null), json.path("tag").asText(null), json.path("webhook_id").asText(null),
                Instant.parse(json.path("created_at").asText()), Instant.parse(json.path("updated_at").asText()));
    }
}

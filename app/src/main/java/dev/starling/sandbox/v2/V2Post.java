package dev.starling.sandbox.v2;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * A post of the generated world. {@code json} holds every field X could return for it; the
 * renderer picks the requested ones. {@code latestVersion} is false for superseded edit versions,
 * which lookups still find but search does not.
 */
public record V2Post(String id, Instant createdAt, ObjectNode json, boolean latestVersion) {

    public String text() {
        return json.path("text").asText();
    }

    public String authorId() {
        return json.path("author_id").asText();
    }

    public String lang() {
        return json.path("lang").asText();
    }

    public String conversationId() {
        return json.path("conversation_id").asText();
    }

    /** The id the post refers to with this type (replied_to, quoted, retweeted), or null. */
    public String referenced(String type) {
        for (JsonNode reference : json.path("referenced_tweets")) {
            if (type.equals(reference.path("type").asText())) {
                return reference.path("id").asText();
            }
        }
        return null;
    }

    public List<String> mediaKeys() {
        List<String> keys = new ArrayList<>();
        json.path("attachments").path("media_keys").forEach(key -> keys.add(key.asText()));
        return keys;
    }

    public boolean hasMedia() {
        return !mediaKeys().isEmpty();
    }

    public JsonNode entities() {
        return json.path("entities");
    }
}

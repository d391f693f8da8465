package dev.starling.sandbox.v2;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.starling.sandbox.http.Json;
import java.util.List;
import java.util.Map;

/**
 * Builds a post's (or bio's) text piece by piece and records its entities with X's offsets:
 * zero-based Unicode code-point indices, end exclusive for urls, mentions, hashtags and cashtags,
 * end inclusive for annotations (X's {@code EntityIndicesInclusiveInclusive}).
 */
final class TextBuilder {

    private static final List<String> KINDS = List.of("urls", "mentions", "hashtags", "cashtags", "annotations");

    private final StringBuilder text = new StringBuilder();
    private final Map<String, ArrayNode> entities = Map.of("urls", Json.array(), "mentions", Json.array(),
            "hashtags", Json.array(), "cashtags", Json.array(), "annotations", Json.array());
    private int length;

    /** Length so far in code points. */
    int length() {
        return length;
    }

    TextBuilder plain(String value) {
        text.append(value);
        length += value.codePointCount(0, value.length());
        return this;
    }

    TextBuilder mention(String username, String userId) {
        ObjectNode entity = span("mentions", "@" + username, false);
        entity.put("username", username);
        entity.put("id", userId);
        return this;
    }

    TextBuilder hashtag(String tag) {
        span("hashtags", "#" + tag, false).put("tag", tag);
        return this;
    }

    TextBuilder cashtag(String tag) {
        span("cashtags", "$" + tag, false).put("tag", tag);
        return this;
    }

    /** A t.co link; {@code details} (expanded_url, display_url, title, ...) are copied onto the entity. */
    TextBuilder url(String tco, ObjectNode details) {
        ObjectNode entity = span("urls", tco, false);
        entity.put("url", tco);
        entity.setAll(details);
        return this;
    }

    /** A named entity X's annotator found, e.g. ("Berlin", "Place", 0.92). */
    TextBuilder annotation(String phrase, String type, double probability) {
        ObjectNode entity = span("annotations", phrase, true);
        entity.put("probability", probability);
        entity.put("type", type);
        entity.put("normalized_text", phrase);
        return this;
    }

    /** Appends another text with its entities shifted to their new place (reposts quote the original). */
    TextBuilder append(String otherText, JsonNode otherEntities) {
        int shift = length;
        plain(otherText);
        if (otherEntities == null) {
            return this;
        }
        for (String kind : KINDS) {
            for (JsonNode entity : otherEntities.path(kind)) {
                ObjectNode copy = entity.deepCopy();
                copy.put("start", entity.get("start").asInt() + shift);
                copy.put("end", entity.get("end").asInt() + shift);
                entities.get(kind).add(copy);
            }
        }
        return this;
    }

    String text() {
        return text.toString();
    }

    /** The entities object with only the non-empty kinds, or null when there are none. */
    ObjectNode entities() {
        ObjectNode json = Json.object();
        for (String kind : KINDS) {
            if (!entities.get(kind).isEmpty()) {
                json.set(kind, entities.get(kind).deepCopy());
            }
        }
        return json.isEmpty() ? null : json;
    }

    private ObjectNode span(String kind, String value, boolean inclusiveEnd) {
        int start = length;
        plain(value);
        ObjectNode entity = Json.object();
        entity.put("start", start);
        entity.put("end", inclusiveEnd ? length - 1 : length);
        entities.get(kind).add(entity);
        return entity;
    }

    /** The code points {@code [start, end)} of a text, the way a client reads an entity. */
    static String slice(String value, int start, int end) {
        int from = value.offsetByCodePoints(0, start);
        int to = value.offsetByCodePoints(from, end - start);
        return value.substring(from, to);
    }
}

package dev.starling.sandbox.stream;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.starling.sandbox.http.Json;
import dev.starling.sandbox.v2.FieldCatalog;
import dev.starling.sandbox.v2.FieldSelection;
import dev.starling.sandbox.v2.V2Post;
import dev.starling.sandbox.v2.V2User;
import dev.starling.sandbox.v2.World;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Writes one stream line for one connection: {@code data} with the default and requested fields,
 * {@code includes} with what the requested expansions name (each object with its kind's requested
 * fields), and {@code matching_rules}. The text is HTML-escaped as X sends it.
 */
final class StreamRenderer {

    /** A rule a post matched, as {@code matching_rules} lists it. */
    record Matched(String id, String tag, double similarity, double threshold) {
    }

    private StreamRenderer() {
    }

    static byte[] line(StreamedPost post, FieldSelection fields, List<Matched> rules, World world) {
        ObjectNode root = Json.object();
        ObjectNode data = pick(post.json(), FieldCatalog.TWEET_DEFAULTS, fields.tweetFields());
        if (data.has("text")) {
            data.put("text", escaped(data.get("text").asText()));
        }
        expansionSources(post.json(), data, fields);
        root.set("data", data);
        ObjectNode includes = includes(post, fields, world);
        if (!includes.isEmpty()) {
            root.set("includes", includes);
        }
        ArrayNode matching = root.putArray("matching_rules");
        for (Matched rule : rules) {
            ObjectNode item = matching.addObject().put("id", rule.id());
            if (rule.tag() != null) {
                item.put("tag", rule.tag());
            }
            if (!Double.isNaN(rule.similarity())) {
                item.put("embedding_similarity", Math.round(rule.similarity() * 10_000) / 10_000.0);
                item.put("embedding_threshold", rule.threshold());
            }
        }
        return Json.bytes(root);
    }

    private static ObjectNode includes(StreamedPost post, FieldSelection fields, World world) {
        JsonNode json = post.json();
        Map<String, V2User> users = new LinkedHashMap<>();
        Map<String, V2Post> tweets = new LinkedHashMap<>();
        Map<String, JsonNode> media = new LinkedHashMap<>();
        Map<String, JsonNode> places = new LinkedHashMap<>();
        if (fields.expands("author_id")) {
            world.user(json.path("author_id").asText()).ifPresent(user -> users.put(user.id(), user));
        }
        if (fields.expands("in_reply_to_user_id") && json.has("in_reply_to_user_id")) {
            world.user(json.get("in_reply_to_user_id").asText()).ifPresent(user -> users.putIfAbsent(user.id(), user));
        }
        if (fields.expands("entities.mentions.username")) {
            json.path("entities").path("mentions").forEach(mention -> world.user(mention.path("id").asText())
                    .ifPresent(user -> users.putIfAbsent(user.id(), user)));
        }
        if (fields.expands("attachments.media_keys")) {
            post.media().forEach(item -> media.put(item.path("media_key").asText(), item));
            json.path("attachments").path("media_keys").forEach(key ->
                    world.media(key.asText()).ifPresent(item -> media.putIfAbsent(key.asText(), item)));
        }
        if (fields.expands("geo.place_id") && json.path("geo").has("place_id")) {
            String id = json.path("geo").path("place_id").asText();
            world.place(id).ifPresent(place -> places.put(id, place));
        }
        for (JsonNode reference : json.path("referenced_tweets")) {
            world.post(reference.path("id").asText()).ifPresent(referenced -> {
                if (fields.expands("referenced_tweets.id")) {
                    tweets.putIfAbsent(referenced.id(), referenced);
                }
                if (fields.expands("referenced_tweets.id.author_id")) {
                    world.user(referenced.authorId()).ifPresent(user -> users.putIfAbsent(user.id(), user));
                }
            });
        }
        ObjectNode includes = Json.object();
        put(includes, "users", users.values().stream().map(user -> pick(user.json(), FieldCatalog.USER_DEFAULTS,
                fields.userFields())).toList());
        put(includes, "tweets", tweets.values().stream().map(tweet -> {
            ObjectNode picked = pick(tweet.json(), FieldCatalog.TWEET_DEFAULTS, fields.tweetFields());
            if (picked.has("text")) {
                picked.put("text", escaped(picked.get("text").asText()));
            }
            return picked;
        }).toList());
        put(includes, "media", media.values().stream().map(item -> pick(item, FieldCatalog.MEDIA_DEFAULTS,
                fields.mediaFields())).toList());
        put(includes, "places", places.values().stream().map(place -> pick(place, FieldCatalog.PLACE_DEFAULTS,
                fields.placeFields())).toList());
        return includes;
    }

    /** An expansion brings the field naming the related objects, or no client could join the includes. */
    private static void expansionSources(JsonNode full, ObjectNode out, FieldSelection fields) {
        copy(full, out, fields, "author_id", "author_id");
        copy(full, out, fields, "in_reply_to_user_id", "in_reply_to_user_id");
        copy(full, out, fields, "geo.place_id", "geo");
        copy(full, out, fields, "referenced_tweets.id", "referenced_tweets");
        copy(full, out, fields, "referenced_tweets.id.author_id", "referenced_tweets");
        if (fields.expands("attachments.media_keys") && full.path("attachments").has("media_keys") && !out.has("attachments")) {
            out.putObject("attachments").set("media_keys", full.get("attachments").get("media_keys").deepCopy());
        }
        if (fields.expands("entities.mentions.username") && full.path("entities").has("mentions")
                && !out.has("entities")) {
            out.putObject("entities").set("mentions", full.get("entities").get("mentions").deepCopy());
        }
    }

    private static void copy(JsonNode full, ObjectNode out, FieldSelection fields, String expansion, String field) {
        if (fields.expands(expansion) && full.has(field) && !out.has(field)) {
            out.set(field, full.get(field).deepCopy());
        }
    }

    private static ObjectNode pick(JsonNode full, List<String> defaults, Set<String> requested) {
        ObjectNode out = Json.object();
        full.fieldNames().forEachRemaining(name -> {
            if (defaults.contains(name) || requested.contains(name)) {
                out.set(name, full.get(name).deepCopy());
            }
        });
        return out;
    }

    private static void put(ObjectNode includes, String name, List<ObjectNode> objects) {
        if (!objects.isEmpty()) {
            ArrayNode array = includes.putArray(name);
            objects.forEach(array::add);
        }
    }

    static String escaped(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }

    static byte[] utf8(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }
}

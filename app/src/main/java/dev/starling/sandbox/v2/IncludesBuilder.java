package dev.starling.sandbox.v2;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.starling.sandbox.http.Json;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Collects the objects the requested expansions refer to, once each, and renders them with the
 * request's fields for their kind under {@code includes}.
 */
final class IncludesBuilder {

    private final World world;
    private final FieldSelection selection;
    private final ObjectRenderer renderer;
    private final Map<String, V2User> users = new LinkedHashMap<>();
    private final Map<String, V2Post> tweets = new LinkedHashMap<>();
    private final Map<String, ObjectNode> media = new LinkedHashMap<>();
    private final Map<String, ObjectNode> polls = new LinkedHashMap<>();
    private final Map<String, ObjectNode> places = new LinkedHashMap<>();

    IncludesBuilder(World world, FieldSelection selection, FieldAccess access) {
        this.world = world;
        this.selection = selection;
        this.renderer = new ObjectRenderer(selection, access, "includes");
    }

    /** Adds what a post in {@code data} expands to. */
    void addPost(V2Post post) {
        JsonNode json = post.json();
        if (selection.expands("author_id")) {
            addUser(post.authorId());
        }
        if (selection.expands("in_reply_to_user_id") && json.has("in_reply_to_user_id")) {
            addUser(json.get("in_reply_to_user_id").asText());
        }
        if (selection.expands("entities.mentions.username")) {
            for (JsonNode mention : post.entities().path("mentions")) {
                world.userByUsername(mention.path("username").asText()).ifPresent(user -> users.putIfAbsent(user.id(), user));
            }
        }
        if (selection.expands("attachments.media_keys")) {
            addMedia(post);
        }
        if (selection.expands("attachments.poll_ids")) {
            for (JsonNode id : json.path("attachments").path("poll_ids")) {
                world.poll(id.asText()).ifPresent(poll -> polls.putIfAbsent(id.asText(), poll));
            }
        }
        if (selection.expands("geo.place_id") && json.path("geo").has("place_id")) {
            String id = json.path("geo").path("place_id").asText();
            world.place(id).ifPresent(place -> places.putIfAbsent(id, place));
        }
        if (selection.expands("edit_history_tweet_ids")) {
            for (JsonNode id : json.path("edit_history_tweet_ids")) {
                if (!id.asText().equals(post.id())) {
                    world.post(id.asText()).ifPresent(version -> tweets.putIfAbsent(version.id(), version));
                }
            }
        }
        for (JsonNode reference : json.path("referenced_tweets")) {
            world.post(reference.path("id").asText()).ifPresent(referenced -> {
                if (selection.expands("referenced_tweets.id")) {
                    tweets.putIfAbsent(referenced.id(), referenced);
                }
                if (selection.expands("referenced_tweets.id.author_id")) {
                    addUser(referenced.authorId());
                }
                if (selection.expands("referenced_tweets.id.attachments.media_keys")) {
                    addMedia(referenced);
                }
            });
        }
    }

    /** Adds what a user in {@code data} expands to. */
    void addUser(V2User user) {
        JsonNode json = user.json();
        for (String field : List.of("pinned_tweet_id", "most_recent_tweet_id")) {
            if (selection.expands(field) && json.has(field)) {
                world.post(json.get(field).asText()).ifPresent(post -> tweets.putIfAbsent(post.id(), post));
            }
        }
        if (selection.expands("affiliation.user_id")) {
            json.path("affiliation").path("user_id").forEach(id -> addUser(id.asText()));
        }
    }

    /** The {@code includes} object, or null when nothing was expanded. */
    ObjectNode build() {
        ObjectNode includes = Json.object();
        put(includes, "users", users.values().stream().map(renderer::user).toList());
        put(includes, selection.naming().includedPosts(), tweets.values().stream().map(renderer::post).toList());
        put(includes, "media", media.values().stream().map(renderer::media).toList());
        put(includes, "polls", polls.values().stream().map(renderer::poll).toList());
        put(includes, "places", places.values().stream().map(renderer::place).toList());
        return includes.isEmpty() ? null : includes;
    }

    private void addUser(String id) {
        world.user(id).ifPresent(user -> users.putIfAbsent(id, user));
    }

    private void addMedia(V2Post post) {
        for (String key : post.mediaKeys()) {
            world.media(key).ifPresent(item -> media.putIfAbsent(key, item));
        }
    }

    private static void put(ObjectNode includes, String name, List<ObjectNode> objects) {
        if (!objects.isEmpty()) {
            ArrayNode array = includes.putArray(name);
            objects.forEach(array::add);
        }
    }
}

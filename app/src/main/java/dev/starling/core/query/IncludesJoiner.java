package dev.starling.core.query;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Resolves the ids in {@code data} against {@code includes} (and, for gaps, against objects cached
 * from earlier responses), the way a reader of the raw JSON does it by hand. Runs in linear time:
 * includes are indexed once.
 */
public final class IncludesJoiner {

    /** Objects kept from earlier responses. */
    public interface CachedObjects {
        Optional<JsonNode> post(String id);

        Optional<JsonNode> user(String id);

        Optional<JsonNode> media(String mediaKey);

        CachedObjects NONE = new CachedObjects() {
            @Override public Optional<JsonNode> post(String id) { return Optional.empty(); }
            @Override public Optional<JsonNode> user(String id) { return Optional.empty(); }
            @Override public Optional<JsonNode> media(String mediaKey) { return Optional.empty(); }
        };
    }

    private final CachedObjects cache;

    public IncludesJoiner(CachedObjects cache) {
        this.cache = cache;
    }

    public JoinedResponse join(JsonNode response, Endpoint.Primary primary) {
        JsonNode includes = response.path("includes");
        Index index = new Index(
                byKey(includes.path("users"), "id"), byKey(includes.path("tweets"), "id"),
                byKey(includes.path("media"), "media_key"), byKey(includes.path("polls"), "id"),
                byKey(includes.path("places"), "id"));
        List<JsonNode> data = dataItems(response.path("data"));
        if (primary == Endpoint.Primary.COUNTS) {
            return new JoinedResponse(List.of(), List.of());
        }
        if (primary == Endpoint.Primary.USERS) {
            List<JoinedResponse.JoinedUser> users = new ArrayList<>(data.size());
            for (JsonNode user : data) {
                users.add(new JoinedResponse.JoinedUser(user, post(index, user.path("pinned_tweet_id")),
                        post(index, user.path("most_recent_tweet_id"))));
            }
            return new JoinedResponse(List.of(), users);
        }
        List<JoinedResponse.JoinedPost> posts = new ArrayList<>(data.size());
        for (JsonNode post : data) {
            posts.add(joinPost(index, post));
        }
        return new JoinedResponse(posts, List.of());
    }

    private JoinedResponse.JoinedPost joinPost(Index index, JsonNode post) {
        Resolved author = user(index, post.path("author_id"));
        List<Resolved> media = new ArrayList<>();
        for (JsonNode key : post.path("attachments").path("media_keys")) {
            media.add(lookup(key.asText(), index.media, cache::media));
        }
        List<Resolved> polls = new ArrayList<>();
        for (JsonNode id : post.path("attachments").path("poll_ids")) {
            polls.add(lookup(id.asText(), index.polls, ignored -> Optional.empty()));
        }
        JsonNode placeId = post.path("geo").path("place_id");
        Resolved place = placeId.isTextual() ? lookup(placeId.asText(), index.places, ignored -> Optional.empty()) : null;
        List<JoinedResponse.Reference> references = new ArrayList<>();
        for (JsonNode reference : post.path("referenced_tweets")) {
            Resolved referenced = post(index, reference.path("id"));
            Resolved referencedAuthor = referenced != null && referenced.isResolved()
                    ? user(index, referenced.value().path("author_id")) : null;
            references.add(new JoinedResponse.Reference(reference.path("type").asText(), referenced, referencedAuthor));
        }
        return new JoinedResponse.JoinedPost(post, author, media, polls, place, references);
    }

    private Resolved user(Index index, JsonNode id) {
        return id.isTextual() ? lookup(id.asText(), index.users, cache::user) : null;
    }

    private Resolved post(Index index, JsonNode id) {
        return id.isTextual() ? lookup(id.asText(), index.tweets, cache::post) : null;
    }

    private static Resolved lookup(String key, Map<String, JsonNode> included,
                                   java.util.function.Function<String, Optional<JsonNode>> cached) {
        JsonNode found = included.get(key);
        if (found != null) {
            return new Resolved(key, found, Resolved.Source.RESPONSE);
        }
        return cached.apply(key).map(value -> new Resolved(key, value, Resolved.Source.CACHE))
                .orElseGet(() -> Resolved.missing(key));
    }

    private static List<JsonNode> dataItems(JsonNode data) {
        List<JsonNode> items = new ArrayList<>();
        if (data.isArray()) {
            data.forEach(items::add);
        } else if (data.isObject()) {
            items.add(data);
        }
        return items;
    }

    private static Map<String, JsonNode> byKey(JsonNode array, String member) {
        Map<String, JsonNode> map = new HashMap<>(Math.max(16, array.size() * 2));
        for (JsonNode item : array) {
            JsonNode key = item.get(member);
            if (key != null) {
                map.put(key.asText(), item);
            }
        }
        return map;
    }

    private record Index(Map<String, JsonNode> users, Map<String, JsonNode> tweets, Map<String, JsonNode> media,
                         Map<String, JsonNode> polls, Map<String, JsonNode> places) {
    }
}

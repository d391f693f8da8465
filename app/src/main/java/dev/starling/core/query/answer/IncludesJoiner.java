package dev.starling.core.query.answer;

import dev.starling.core.query.compose.Endpoint;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.IntFunction;

/**
 * Resolves the ids in {@code data} against {@code includes} (and, for gaps, against objects cached
 * from earlier responses), the way a reader of the raw JSON does it by hand. The includes are
 * looked up by key in the answer's index (no map of nodes); a post or user is joined when the
 * Joined view reads it. {@link #join} itself runs in the background: it counts what cannot be
 * resolved and asks the cache, once per key, for what the response lacks, so that reading a joined
 * post later touches neither the disk nor the network.
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

    /** Joined posts or users a view asks for again within one layout. */
    private static final int RECENT = 32;

    private final CachedObjects cache;

    public IncludesJoiner(CachedObjects cache) {
        this.cache = cache;
    }

    public JoinedResponse join(AnswerIndex answer, Endpoint.Primary primary) {
        if (primary == Endpoint.Primary.COUNTS) {
            return JoinedResponse.NONE;
        }
        Lookups lookups = new Lookups(answer, cache);
        AnswerItems data = answer.data();
        long missing = UnresolvedCount.of(data, primary, lookups);
        lookups.settle();
        if (primary == Endpoint.Primary.USERS) {
            return new JoinedResponse(List.of(), joinedOnRead(data.size(), i -> joinUser(lookups, data.get(i))), missing);
        }
        return new JoinedResponse(joinedOnRead(data.size(), i -> joinPost(lookups, data.get(i))), List.of(), missing);
    }

    private static JoinedResponse.JoinedPost joinPost(Lookups index, JsonNode post) {
        Resolved author = user(index, post.path("author_id"));
        List<Resolved> media = new ArrayList<>();
        for (JsonNode key : post.path("attachments").path("media_keys")) {
            media.add(index.resolve(Kind.MEDIA, key.asText()));
        }
        List<Resolved> polls = new ArrayList<>();
        for (JsonNode id : post.path("attachments").path("poll_ids")) {
            polls.add(index.resolve(Kind.POLL, id.asText()));
        }
        JsonNode placeId = post.path("geo").path("place_id");
        Resolved place = placeId.isTextual() ? index.resolve(Kind.PLACE, placeId.asText()) : null;
        List<JoinedResponse.Reference> references = new ArrayList<>();
        for (JsonNode reference : post.path("referenced_tweets")) {
            Resolved referenced = post(index, reference.path("id"));
            Resolved referencedAuthor = referenced != null && referenced.isResolved()
                    ? user(index, referenced.value().path("author_id")) : null;
            references.add(new JoinedResponse.Reference(reference.path("type").asText(), referenced, referencedAuthor));
        }
        return new JoinedResponse.JoinedPost(post, author, media, polls, place, references);
    }

    private static JoinedResponse.JoinedUser joinUser(Lookups index, JsonNode user) {
        return new JoinedResponse.JoinedUser(user, post(index, user.path("pinned_tweet_id")),
                post(index, user.path("most_recent_tweet_id")));
    }

    private static Resolved user(Lookups index, JsonNode id) {
        return id.isTextual() ? index.resolve(Kind.USER, id.asText()) : null;
    }

    private static Resolved post(Lookups index, JsonNode id) {
        return id.isTextual() ? index.resolve(Kind.POST, id.asText()) : null;
    }

    /** A list whose items are joined when read; read-only. */
    private static <T> List<T> joinedOnRead(int size, IntFunction<T> join) {
        return RecentlyMade.list(size, RECENT, join);
    }

    /** What a reference names, and the includes array it is looked for in. */
    enum Kind {
        USER("users"), POST("tweets"), MEDIA("media"), POLL("polls"), PLACE("places");

        final String includes;

        Kind(String includes) {
            this.includes = includes;
        }
    }

    /**
     * Where a reference is found: in the response's includes by key, else among the objects the cache
     * had. The cache is asked while the response is joined in the background, once per key; after
     * {@link #settle} only what it had is kept and it is not asked again.
     */
    private static final class Lookups implements UnresolvedCount.Lookup {
        private final AnswerIndex answer;
        private final CachedObjects cache;
        private final Map<String, Optional<JsonNode>> cached = new HashMap<>();
        private volatile boolean settled;

        Lookups(AnswerIndex answer, CachedObjects cache) {
            this.answer = answer;
            this.cache = cache;
        }

        Resolved resolve(Kind kind, String key) {
            AnswerItems included = answer.includes(kind.includes);
            int at = included.find(key);
            if (at >= 0) {
                return new Resolved(key, included.get(at), Resolved.Source.RESPONSE);
            }
            return fromCache(kind, key).map(found -> new Resolved(key, found, Resolved.Source.CACHE))
                    .orElseGet(() -> Resolved.missing(key));
        }

        @Override
        public boolean resolves(Kind kind, String key) {
            return answer.includes(kind.includes).find(key) >= 0 || fromCache(kind, key).isPresent();
        }

        @Override
        public JsonNode post(String id) {
            return resolve(Kind.POST, id).value();
        }

        private Optional<JsonNode> fromCache(Kind kind, String key) {
            String cacheKey = kind.ordinal() + ":" + key;
            if (settled) {
                synchronized (cached) {
                    return cached.getOrDefault(cacheKey, Optional.empty());
                }
            }
            return cached.computeIfAbsent(cacheKey, ignored -> switch (kind) {
                case USER -> cache.user(key);
                case POST -> cache.post(key);
                case MEDIA -> cache.media(key);
                case POLL, PLACE -> Optional.empty(); // not kept by the cache
            });
        }

        /** Keeps only what the cache had: every key was asked for while counting. */
        void settle() {
            synchronized (cached) {
                cached.values().removeIf(Optional::isEmpty);
                settled = true;
            }
        }
    }
}

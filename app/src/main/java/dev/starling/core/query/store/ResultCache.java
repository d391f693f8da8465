package dev.starling.core.query.store;

import dev.starling.core.query.answer.AnswerItems;
import dev.starling.core.query.answer.AnswerIndex;
import dev.starling.core.query.answer.IncludesJoiner;
import dev.starling.core.query.answer.QueryResult;
import dev.starling.core.query.compose.Endpoint;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.starling.core.store.CacheStore;
import java.io.IOException;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Query results and the objects in them, in the disposable cache. Results are keyed by history
 * entry so a past query opens offline; posts, users and media are kept by id so the Joined view can
 * fill gaps from earlier responses. Only response data is stored: never request headers.
 */
public final class ResultCache implements IncludesJoiner.CachedObjects {

    static final String RESULT_META = "query.result.meta";
    static final String RESULT_BODY = "query.result.body";
    static final String POSTS = "object.post";
    static final String USERS = "object.user";
    static final String MEDIA = "object.media";
    private static final ObjectMapper JSON = new ObjectMapper();

    private final CacheStore cache;

    public ResultCache(CacheStore cache) {
        this.cache = cache;
    }

    public void storeResult(long historyId, QueryResult result) {
        ObjectNode meta = JSON.createObjectNode().put("status", result.status())
                .put("received_at", result.receivedAt().toEpochMilli()).put("duration_ms", result.durationMillis());
        meta.set("headers", JSON.valueToTree(result.headers()));
        cache.put(RESULT_BODY, Long.toString(historyId), result.body());
        cache.put(RESULT_META, Long.toString(historyId), meta.toString().getBytes(java.nio.charset.StandardCharsets.UTF_8));
    }

    public Optional<QueryResult> result(long historyId) {
        Optional<CacheStore.CachedEntry> meta = cache.get(RESULT_META, Long.toString(historyId));
        Optional<CacheStore.CachedEntry> body = cache.get(RESULT_BODY, Long.toString(historyId));
        if (meta.isEmpty() || body.isEmpty()) {
            return Optional.empty();
        }
        try {
            JsonNode node = JSON.readTree(meta.get().body());
            Map<String, List<String>> headers = JSON.convertValue(node.path("headers"),
                    new TypeReference<Map<String, List<String>>>() { });
            return Optional.of(new QueryResult(node.path("status").asInt(), headers == null ? Map.of() : headers,
                    body.get().body(), Instant.ofEpochMilli(node.path("received_at").asLong()),
                    node.path("duration_ms").asLong(), true));
        } catch (IOException | IllegalArgumentException damaged) {
            return Optional.empty();
        }
    }

    public void forgetResult(long historyId) {
        cache.remove(RESULT_META, Long.toString(historyId));
        cache.remove(RESULT_BODY, Long.toString(historyId));
    }

    /** Keeps every post, user and media object of a successful response for later joins. */
    /**
     * Keeps every post, user and media object of a successful response for later joins, each copied
     * from the answer's bytes one at a time (no tree of the answer is made).
     */
    public void rememberObjects(AnswerIndex answer, Endpoint.Primary primary) {
        if (primary == Endpoint.Primary.COUNTS) {
            return; // count buckets are not objects
        }
        Map<String, byte[]> posts = new HashMap<>();
        Map<String, byte[]> users = new HashMap<>();
        Map<String, byte[]> media = new HashMap<>();
        addAll(primary == Endpoint.Primary.POSTS ? posts : users, answer.data());
        addAll(posts, answer.includes("tweets"));
        addAll(users, answer.includes("users"));
        addAll(media, answer.includes("media"));
        cache.putAll(POSTS, posts);
        cache.putAll(USERS, users);
        cache.putAll(MEDIA, media);
    }

    /**
     * Each item with a text key ({@code id}, or {@code media_key} for media) by its key, as the bytes
     * it has in the answer: nothing is parsed or written again (a tree and a writer per object were
     * garbage collected while the answer was shown, ADR 29 and 30).
     */
    private static void addAll(Map<String, byte[]> target, AnswerItems items) {
        for (int i = 0; i < items.size(); i++) {
            String key = items.key(i);
            if (key != null) {
                target.put(key, items.bytes(i));
            }
        }
    }

    @Override
    public Optional<JsonNode> post(String id) {
        return object(POSTS, id);
    }

    @Override
    public Optional<JsonNode> user(String id) {
        return object(USERS, id);
    }

    @Override
    public Optional<JsonNode> media(String mediaKey) {
        return object(MEDIA, mediaKey);
    }

    private Optional<JsonNode> object(String namespace, String key) {
        return cache.get(namespace, key).flatMap(entry -> {
            try {
                return Optional.of(JSON.readTree(entry.body()));
            } catch (IOException damaged) {
                return Optional.empty();
            }
        });
    }
}

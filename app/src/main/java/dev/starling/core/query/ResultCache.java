package dev.starling.core.query;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.core.util.ByteArrayBuilder;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.starling.core.store.CacheStore;
import java.io.IOException;
import java.io.UncheckedIOException;
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
    public void rememberObjects(JsonNode response, Endpoint.Primary primary) {
        rememberObjects(AnswerIndex.of(response), primary);
    }

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
        try (CompactWriter writer = new CompactWriter()) {
            writer.addAll(primary == Endpoint.Primary.POSTS ? posts : users, answer.data());
            writer.addAll(posts, answer.includes("tweets"));
            writer.addAll(users, answer.includes("users"));
            writer.addAll(media, answer.includes("media"));
        }
        cache.putAll(POSTS, posts);
        cache.putAll(USERS, users);
        cache.putAll(MEDIA, media);
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

    /**
     * Writes objects as compact JSON bytes (what {@code toString()} gives) through one generator and
     * one buffer for all of them: a 10 MB answer has 40,000 objects, and a String, a writer and its
     * buffers for each were garbage collected while the answer was being shown.
     */
    private static final class CompactWriter implements AutoCloseable {
        private final ByteArrayBuilder buffer = new ByteArrayBuilder();
        private final JsonGenerator generator;

        CompactWriter() {
            generator = TreeWriter.generator(buffer);
            generator.setRootValueSeparator(null);
        }

        /** Each item with a text key ({@code id}, or {@code media_key} for media), as compact JSON by its key. */
        void addAll(Map<String, byte[]> target, AnswerItems items) {
            try {
                items.readEach((index, parser) -> {
                    String key = items.key(index);
                    if (key == null) {
                        parser.skipChildren();
                        return;
                    }
                    generator.copyCurrentStructure(parser);
                    generator.flush();
                    target.put(key, buffer.toByteArray());
                    buffer.reset();
                });
            } catch (IOException cannotHappenInMemory) {
                throw new UncheckedIOException(cannotHappenInMemory);
            }
        }

        @Override
        public void close() {
            try {
                generator.close();
            } catch (IOException cannotHappenInMemory) {
                throw new UncheckedIOException(cannotHappenInMemory);
            }
        }
    }
}

package dev.starling.core.stream;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Listens to the filtered stream and never lets go: the posts of {@code GET /2/tweets/search/stream}
 * through the one reconnecting loop of X's streams ({@link LineStream}): it connects, reads NDJSON as
 * it arrives (posts, keep-alive newlines, problem lines), drops posts a reconnect with backfill
 * delivers again, and on any disconnect waits what X's schedule says ({@link ReconnectSchedule})
 * before reconnecting with {@code backfill_minutes}, until stopped or until a disconnect that
 * retrying cannot fix. The watchdog is the connection's read timeout: no byte for {@link #WATCHDOG}
 * is a stall.
 *
 * <p>{@link #run} blocks on the calling thread; listeners are called on it, in order, so a recorder
 * registered first has written a batch before a view sees it.
 */
public final class StreamClient {

    /** X sends a keep-alive newline every 20 s. */
    public static final Duration KEEP_ALIVE = Duration.ofSeconds(20);
    /** Silence allowed before the connection counts as stalled: 20 s and a second of network slack. */
    public static final Duration WATCHDOG = KEEP_ALIVE.plusSeconds(1);

    /** A post line is one with {@code data.id}; its id is a snowflake, so it tells when the post was made. */
    static final StreamItems<StreamPost> POSTS = new StreamItems<>() {
        @Override
        public StreamPost item(JsonNode node, String line, Instant receivedAt) {
            String id = node.path("data").path("id").asText(null);
            return id == null ? null : new StreamPost(id, line, matchingRules(node.path("matching_rules")), receivedAt);
        }

        @Override
        public String id(StreamPost post) {
            return post.id();
        }

        @Override
        public long timeMillis(StreamPost post) {
            return RecentIds.snowflakeMillis(post.id());
        }
    };

    private final LineStream<StreamPost> stream;

    public StreamClient(StreamTransport transport, StreamRequest request, Clock clock, StreamListener listener) {
        this(transport, request, clock, WATCHDOG, listener);
    }

    /** @param watchdog a shorter watchdog for tests against a sandbox with shorter keep-alives */
    public StreamClient(StreamTransport transport, StreamRequest request, Clock clock, Duration watchdog,
                        LineListener<StreamPost> listener) {
        Objects.requireNonNull(listener, "listener");
        this.stream = new LineStream<>(transport, request, clock, watchdog, POSTS, listener);
    }

    /** The counts so far (safe from any thread). */
    public StreamStats stats() {
        return stream.stats();
    }

    /** The disconnect that stopped the stream because retrying cannot help, or null. */
    public Disconnect stopReason() {
        return stream.stopReason();
    }

    /** Runs until {@code control} stops it or a disconnect stops it; returns the counts. */
    public StreamStats run(StreamControl control) {
        return stream.run(control);
    }

    /** The {@code matching_rules} of a post line. */
    public static List<MatchingRule> matchingRules(JsonNode rules) {
        List<MatchingRule> out = new ArrayList<>();
        for (JsonNode rule : rules) {
            out.add(new MatchingRule(rule.path("id").asText(""), rule.path("tag").asText(null),
                    rule.has("embedding_similarity") ? rule.path("embedding_similarity").asDouble() : Double.NaN,
                    rule.has("embedding_threshold") ? rule.path("embedding_threshold").asDouble() : Double.NaN));
        }
        return out;
    }
}

package dev.starling.core.query.answer;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;

/**
 * The {@code meta} of a v2 answer, as X gives it per endpoint: {@code result_count},
 * {@code next_token} / {@code previous_token} (absent on the last / first page), {@code newest_id}
 * and {@code oldest_id} (post lists), {@code total_tweet_count} (counts). Absent members are null.
 */
public record PageMeta(Integer resultCount, String nextToken, String previousToken, String newestId,
                       String oldestId, Long totalTweetCount) {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final PageMeta NONE = new PageMeta(null, null, null, null, null, null);

    /** The meta of a parsed answer; all null when it has none (an error, a lookup). */
    public static PageMeta of(JsonNode body) {
        JsonNode meta = body == null ? null : body.path("meta");
        if (meta == null || !meta.isObject()) {
            return NONE;
        }
        return new PageMeta(meta.hasNonNull("result_count") ? meta.get("result_count").asInt() : null,
                text(meta, "next_token"), text(meta, "previous_token"), text(meta, "newest_id"),
                text(meta, "oldest_id"),
                meta.hasNonNull("total_tweet_count") ? meta.get("total_tweet_count").asLong() : null);
    }

    /** The meta of a raw answer; all null when the body is not JSON. */
    public static PageMeta of(QueryResult result) {
        try {
            return of(JSON.readTree(result.body()));
        } catch (IOException notJson) {
            return NONE;
        }
    }

    public boolean hasNext() {
        return nextToken != null;
    }

    public boolean hasPrevious() {
        return previousToken != null;
    }

    private static String text(JsonNode meta, String name) {
        JsonNode value = meta.get(name);
        return value == null || value.isNull() || value.asText().isEmpty() ? null : value.asText();
    }
}

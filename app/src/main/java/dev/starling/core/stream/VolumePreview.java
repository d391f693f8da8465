package dev.starling.core.stream;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.starling.core.api.error.ApiException;
import dev.starling.core.api.error.UnreadableAnswer;
import dev.starling.core.api.http.ApiRequest;
import dev.starling.core.api.http.ApiResponse;
import dev.starling.core.rules.Availability;
import dev.starling.core.rules.OperatorCatalog;
import dev.starling.core.rules.OperatorSpec;
import dev.starling.core.rules.RuleClause;
import dev.starling.core.rules.RuleParser;
import java.io.IOException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * How many posts of the last seven days a rule would have matched, from
 * {@code GET /2/tweets/counts/recent}: possible only when search knows every operator of the rule.
 * A rule with stream-only operators (proximity, {@code bio:}, {@code embedding:}, {@code sample:},
 * ...) gets {@link Unavailable} naming them.
 */
public final class VolumePreview {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** What a preview found. */
    public sealed interface Result permits Counted, Unavailable {
    }

    /** Posts per hour (oldest first) and their total. */
    public record Counted(long total, List<Bucket> buckets) implements Result {
        public Counted {
            buckets = List.copyOf(buckets);
        }
    }

    public record Bucket(Instant start, Instant end, long count) {
    }

    /** No preview: these operators are the stream's alone ({@code "a b"~N}, {@code bio:}, ...). */
    public record Unavailable(List<String> streamOnly) implements Result {
        public Unavailable {
            streamOnly = List.copyOf(streamOnly);
        }
    }

    private final LiveEndpoints endpoints;

    public VolumePreview(LiveEndpoints endpoints) {
        this.endpoints = endpoints;
    }

    /** The operators of {@code rule} that search does not know, in the order written, each once. */
    public static List<String> streamOnlyOperators(String rule) {
        Set<String> names = new LinkedHashSet<>();
        for (RuleClause clause : RuleParser.parse(rule).clauses()) {
            OperatorCatalog.of(clause).filter(spec -> spec.availability() != Availability.SEARCH_AND_STREAM)
                    .map(OperatorSpec::name).ifPresent(names::add);
        }
        return new ArrayList<>(names);
    }

    /** The hourly counts of {@code rule}, or why there are none. Blocking. */
    public Result preview(String rule) {
        List<String> streamOnly = streamOnlyOperators(rule);
        if (!streamOnly.isEmpty()) {
            return new Unavailable(streamOnly);
        }
        Map<String, String> query = new LinkedHashMap<>();
        query.put("query", rule);
        query.put("granularity", "hour");
        ApiResponse response = endpoints.http().execute(ApiRequest.get(endpoints.url(LiveEndpoints.COUNTS, query),
                endpoints.auth().get()));
        JsonNode root;
        try {
            root = JSON.readTree(response.body());
        } catch (IOException e) {
            throw new ApiException(UnreadableAnswer.notJson(response.status()));
        }
        List<Bucket> buckets = new ArrayList<>();
        long total = 0;
        for (JsonNode bucket : root.path("data")) {
            long count = bucket.path("tweet_count").asLong();
            total += count;
            buckets.add(new Bucket(Instant.parse(bucket.path("start").asText()), Instant.parse(bucket.path("end").asText()),
                    count));
        }
        return new Counted(root.path("meta").path("total_tweet_count").asLong(total), buckets);
    }
}

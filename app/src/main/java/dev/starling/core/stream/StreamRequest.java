package dev.starling.core.stream;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What {@code GET /2/tweets/search/stream} is asked for: the field lists and expansions (as the
 * Query workspace's picker chooses them) and the minutes of backfill (1 to 5, 0 for none) asked on
 * each reconnect, so posts that arrived while disconnected are delivered (and the duplicates this
 * brings are dropped).
 */
public record StreamRequest(List<String> tweetFields, List<String> expansions, List<String> userFields,
                            List<String> mediaFields, List<String> placeFields, List<String> pollFields,
                            int backfillMinutes) implements StreamQuery {

    public static final int MAX_BACKFILL_MINUTES = 5;

    public StreamRequest {
        tweetFields = List.copyOf(tweetFields);
        expansions = List.copyOf(expansions);
        userFields = List.copyOf(userFields);
        mediaFields = List.copyOf(mediaFields);
        placeFields = List.copyOf(placeFields);
        pollFields = List.copyOf(pollFields);
        if (backfillMinutes < 0 || backfillMinutes > MAX_BACKFILL_MINUTES) {
            throw new IllegalArgumentException("backfill_minutes is a whole number from 1 to 5 (0 for none)");
        }
    }

    /** Only the default fields (id, text), no backfill. */
    public static StreamRequest defaults() {
        return new StreamRequest(List.of(), List.of(), List.of(), List.of(), List.of(), List.of(), 0);
    }

    public StreamRequest withBackfill(int minutes) {
        return new StreamRequest(tweetFields, expansions, userFields, mediaFields, placeFields, pollFields, minutes);
    }

    /** The query parameters; {@code backfill_minutes} only on a reconnect. */
    @Override
    public Map<String, String> query(boolean reconnect) {
        Map<String, String> query = new LinkedHashMap<>();
        put(query, "tweet.fields", tweetFields);
        put(query, "expansions", expansions);
        put(query, "user.fields", userFields);
        put(query, "media.fields", mediaFields);
        put(query, "place.fields", placeFields);
        put(query, "poll.fields", pollFields);
        if (reconnect && backfillMinutes > 0) {
            query.put("backfill_minutes", Integer.toString(backfillMinutes));
        }
        return query;
    }

    private static void put(Map<String, String> query, String name, List<String> values) {
        if (!values.isEmpty()) {
            query.put(name, String.join(",", values));
        }
    }
}

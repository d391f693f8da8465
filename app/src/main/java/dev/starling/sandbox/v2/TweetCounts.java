package dev.starling.sandbox.v2;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.starling.sandbox.auth.Authenticator;
import dev.starling.sandbox.auth.ErrorStyle;
import dev.starling.sandbox.http.Json;
import dev.starling.sandbox.http.Router;
import dev.starling.sandbox.http.SandboxRequest;
import dev.starling.sandbox.http.SandboxResponse;
import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * {@code GET /2/tweets/counts/recent} (app-only bearer token): how many posts of the last seven
 * days match a query, per minute, hour (the default) or day, oldest bucket first. Buckets follow
 * UTC boundaries; the first starts at {@code start_time} and the last ends at {@code end_time}
 * (default 30 seconds before the request), so they may be partial. Every bucket of the window is
 * answered at once: no {@code next_token}. {@code meta.total_tweet_count} is the sum. A request in
 * OpenAPI 2.167's names ({@code search_count.fields=post_count}) is answered with {@code post_count}
 * and {@code total_post_count}.
 */
record TweetCounts(Supplier<World> world, Authenticator auth, Clock clock) {

    private static final List<String> PARAMETERS = List.of("next_token", "pagination_token", "granularity",
            "search_count.fields");
    private static final List<String> GRANULARITIES = List.of("minute", "hour", "day");
    /** X's names in 2.159, then 2.167's name of the count. */
    private static final List<String> COUNT_FIELDS = List.of("end", "start", "tweet_count", "post_count");

    void register(Router router) {
        router.route("GET", "/2/tweets/counts/recent", this::counts);
    }

    private SandboxResponse counts(SandboxRequest request) {
        auth.requireBearer(request, ErrorStyle.V2_PROBLEM);
        Instant now = clock.instant();
        List<Problems.ParameterError> errors = new ArrayList<>();
        List<String> allowed = new ArrayList<>(SearchWindow.PARAMETERS);
        allowed.addAll(PARAMETERS);
        FieldSelection.rejectUnknownParameters(request, allowed, errors);
        SearchWindow window = SearchWindow.parse(request, now, now.minusSeconds(30), errors);
        String granularity = ReadParameters.first(request, "granularity").orElse("hour");
        if (!GRANULARITIES.contains(granularity)) {
            errors.add(Problems.notOneOf("granularity", granularity, GRANULARITIES));
        }
        ReadParameters.first(request, "search_count.fields").ifPresent(fields -> {
            for (String field : fields.split(",", -1)) {
                if (!COUNT_FIELDS.contains(field.trim())) {
                    errors.add(Problems.notOneOf("search_count.fields", field, COUNT_FIELDS));
                }
            }
        });
        // One answer holds every bucket, so X never sends a token to come back with.
        for (String token : List.of("next_token", "pagination_token")) {
            ReadParameters.first(request, token).ifPresent(value -> errors.add(Problems.ParameterError.of(token, value,
                    "The `" + token + "` query parameter value [" + value + "] is not a valid pagination token")));
        }
        if (!errors.isEmpty()) {
            throw Problems.invalidRequest(errors);
        }

        String count = Naming.of(request).postCount();
        ChronoUnit unit = switch (granularity) {
            case "minute" -> ChronoUnit.MINUTES;
            case "day" -> ChronoUnit.DAYS;
            default -> ChronoUnit.HOURS;
        };
        List<Instant> created = window.matches(world.get()).stream().map(V2Post::createdAt).sorted().toList();
        ArrayNode data = Json.array();
        long total = 0;
        int next = 0;
        for (Instant start = window.start(); start.isBefore(window.end()); ) {
            Instant boundary = start.truncatedTo(unit).plus(1, unit);
            Instant end = boundary.isBefore(window.end()) ? boundary : window.end();
            int bucket = 0;
            while (next < created.size() && created.get(next).isBefore(end)) {
                if (!created.get(next).isBefore(start)) {
                    bucket++;
                }
                next++;
            }
            data.addObject().put("end", Snowflakes.iso(end)).put("start", Snowflakes.iso(start)).put(count, bucket);
            total += bucket;
            start = end;
        }
        ObjectNode meta = Json.object();
        meta.put("total_" + count, total);
        return ResponseBody.ok(data, null, List.<Map<String, Object>>of(), meta);
    }
}

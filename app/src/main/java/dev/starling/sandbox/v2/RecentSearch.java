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
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.WeakHashMap;
import java.util.function.Supplier;

/**
 * {@code GET /2/tweets/search/recent}: posts of the last seven days matching a query, newest
 * first, paged with {@code next_token}. A token names the last post of its page, so paging
 * stays exact while the world does not change.
 */
final class RecentSearch {

    private static final List<String> PARAMETERS = List.of("query", "start_time", "end_time", "since_id",
            "until_id", "max_results", "next_token", "pagination_token", "sort_order");
    private static final DateTimeFormatter MINUTES =
            DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm'Z'").withZone(ZoneOffset.UTC);
    private static final String TOKEN_PREFIX = "b2";

    private final Supplier<World> world;
    private final Authenticator auth;
    private final Clock clock;
    private final Map<World, List<SearchFacts>> facts = new WeakHashMap<>();

    RecentSearch(Supplier<World> world, Authenticator auth, Clock clock) {
        this.world = world;
        this.auth = auth;
        this.clock = clock;
    }

    void register(Router router) {
        router.route("GET", "/2/tweets/search/recent", this::search);
    }

    private record Window(Instant start, Instant end, long sinceId, long untilId) {
        boolean contains(V2Post post) {
            long id = Long.parseLong(post.id());
            return !post.createdAt().isBefore(start) && post.createdAt().isBefore(end) && id > sinceId && id < untilId;
        }
    }

    private SandboxResponse search(SandboxRequest request) {
        FieldAccess access = FieldAccess.of(auth.requireAny(request, ErrorStyle.V2_PROBLEM));
        Instant now = clock.instant();
        List<Problems.ParameterError> errors = new ArrayList<>();
        List<String> allowed = new ArrayList<>(PARAMETERS);
        allowed.addAll(FieldSelection.Primary.TWEET.parameters());
        FieldSelection.rejectUnknownParameters(request, allowed, errors);
        FieldSelection selection = FieldSelection.parse(request, FieldSelection.Primary.TWEET, errors);
        SearchQuery query = query(request, errors);
        int maxResults = maxResults(request, errors);
        Window window = window(request, now, errors);
        // relevancy is accepted; the sandbox answers newest first either way.
        request.param("sort_order").filter(order -> !List.of("recency", "relevancy").contains(order))
                .ifPresent(order -> errors.add(Problems.notOneOf("sort_order", order, List.of("recency", "relevancy"))));
        if (!errors.isEmpty()) {
            throw Problems.invalidRequest(errors);
        }

        World current = world.get();
        List<V2Post> matches = new ArrayList<>();
        for (SearchFacts candidate : factsOf(current)) {
            if (candidate.post().latestVersion() && window.contains(candidate.post()) && query.matches(candidate)) {
                matches.add(candidate.post());
            }
        }
        List<V2Post> page = matches.subList(0, Math.min(maxResults, matches.size()));
        ObjectRenderer renderer = new ObjectRenderer(selection, access, "data");
        IncludesBuilder includes = new IncludesBuilder(current, selection, access);
        ArrayNode data = Json.array();
        for (V2Post post : page) {
            data.add(renderer.post(post));
            includes.addPost(post);
        }
        ObjectNode meta = Json.object();
        if (!page.isEmpty()) {
            meta.put("newest_id", page.get(0).id());
            meta.put("oldest_id", page.get(page.size() - 1).id());
        }
        meta.put("result_count", page.size());
        if (matches.size() > page.size()) {
            meta.put("next_token", TOKEN_PREFIX + Long.toString(Long.parseLong(page.get(page.size() - 1).id()), 36));
        }
        ObjectNode included = page.isEmpty() ? null : includes.build();
        return ResponseBody.ok(data, included, access.errors(), meta);
    }

    private synchronized List<SearchFacts> factsOf(World current) {
        return facts.computeIfAbsent(current, w -> w.postsNewestFirst().stream().map(p -> SearchFacts.of(p, w)).toList());
    }

    private static SearchQuery query(SandboxRequest request, List<Problems.ParameterError> errors) {
        String text = request.query().getOrDefault("query", List.of("")).get(0);
        if (text.isBlank()) {
            errors.add(Problems.canNotBeEmpty("query"));
            return null;
        }
        if (text.length() > 4096) {
            errors.add(Problems.ParameterError.of("query", text, "The `query` query parameter value [" + text
                    + "] is not between 1 and 4096 characters long"));
            return null;
        }
        try {
            return SearchQuery.parse(text);
        } catch (SearchQuery.InvalidQueryException e) {
            errors.add(Problems.ParameterError.of("query", text,
                    "There were errors processing your request: " + e.getMessage()));
            return null;
        }
    }

    private static int maxResults(SandboxRequest request, List<Problems.ParameterError> errors) {
        List<String> raw = request.query().get("max_results");
        if (raw == null) {
            return 10;
        }
        String value = raw.get(0);
        try {
            int parsed = Integer.parseInt(value.trim());
            if (parsed >= 10 && parsed <= 100) {
                return parsed;
            }
        } catch (NumberFormatException notANumber) {
            // reported below with the range, as X does
        }
        errors.add(Problems.ParameterError.of("max_results", value,
                "The `max_results` query parameter value [" + value + "] is not between 10 and 100"));
        return 10;
    }

    private static Window window(SandboxRequest request, Instant now, List<Problems.ParameterError> errors) {
        Instant earliest = now.minus(Duration.ofDays(7));
        Instant start = time(request, "start_time", earliest, errors);
        Instant end = time(request, "end_time", now, errors);
        if (start.isBefore(earliest)) {
            errors.add(Problems.ParameterError.of("start_time", request.param("start_time").orElse(""),
                    "Invalid 'start_time':'" + MINUTES.format(start) + "'. 'start_time' must be on or after "
                            + MINUTES.format(earliest)));
        }
        if (request.query().containsKey("end_time") && end.isAfter(now.minusSeconds(10))) {
            errors.add(Problems.ParameterError.of("end_time", request.param("end_time").orElse(""),
                    "Invalid 'end_time':'" + MINUTES.format(end)
                            + "'. 'end_time' must be a minimum of 10 seconds prior to the request time."));
        }
        if (!start.isBefore(end)) {
            errors.add(Problems.ParameterError.of("start_time", request.param("start_time").orElse(""),
                    "Invalid 'start_time':'" + MINUTES.format(start) + "'. 'start_time' must be before 'end_time':'"
                            + MINUTES.format(end) + "'"));
        }
        long since = id(request, "since_id", 0L, errors);
        long until = id(request, "until_id", Long.MAX_VALUE, errors);
        String token = request.param("next_token").or(() -> request.param("pagination_token")).orElse(null);
        if (token != null) {
            until = Math.min(until, pageToken(request.param("next_token").isPresent() ? "next_token"
                    : "pagination_token", token, errors));
        }
        return new Window(start, end, since, until);
    }

    private static Instant time(SandboxRequest request, String name, Instant fallback,
                                List<Problems.ParameterError> errors) {
        String value = request.query().containsKey(name) ? request.query().get(name).get(0) : null;
        if (value == null) {
            return fallback;
        }
        try {
            return OffsetDateTime.parse(value).toInstant();
        } catch (DateTimeParseException e) {
            errors.add(Problems.ParameterError.of(name, value, "The `" + name + "` query parameter value [" + value
                    + "] is not a valid RFC 3339 date-time (YYYY-MM-DDTHH:mm:ssZ)"));
            return fallback;
        }
    }

    private static long id(SandboxRequest request, String name, long fallback, List<Problems.ParameterError> errors) {
        String value = request.query().containsKey(name) ? request.query().get(name).get(0) : null;
        if (value == null) {
            return fallback;
        }
        if (!value.matches(LookupHandlers.ID_PATTERN)) {
            errors.add(Problems.doesNotMatch(name, value, LookupHandlers.ID_PATTERN));
            return fallback;
        }
        return Long.parseLong(value);
    }

    private static long pageToken(String name, String token, List<Problems.ParameterError> errors) {
        try {
            if (token.startsWith(TOKEN_PREFIX)) {
                long id = Long.parseLong(token.substring(TOKEN_PREFIX.length()), 36);
                if (id > 0) {
                    return id;
                }
            }
        } catch (NumberFormatException invalid) {
            // reported below
        }
        errors.add(Problems.ParameterError.of(name, token,
                "The `" + name + "` query parameter value [" + token + "] is not a valid pagination token"));
        return Long.MAX_VALUE;
    }
}

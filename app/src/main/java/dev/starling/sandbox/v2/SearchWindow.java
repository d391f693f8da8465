package dev.starling.sandbox.v2;

import dev.starling.sandbox.http.SandboxRequest;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.WeakHashMap;

/**
 * The query and the time or id window of recent search and recent counts, checked with X's rules:
 * the query is 1 to 4,096 characters of valid operators; {@code start_time} is within the last
 * seven days and before {@code end_time}; {@code end_time} is at least 10 seconds before the
 * request; {@code since_id}/{@code until_id} are posts of the last seven days and cannot be
 * combined with {@code start_time}/{@code end_time}.
 */
record SearchWindow(SearchQuery query, Instant start, Instant end, long sinceId, long untilId) {

    static final List<String> PARAMETERS = List.of("query", "start_time", "end_time", "since_id", "until_id");
    static final Duration RECENT = Duration.ofDays(7);

    /** The facts search looks at, worked out once per world. */
    private static final Map<World, List<SearchFacts>> FACTS = new WeakHashMap<>();

    boolean contains(V2Post post) {
        long id = World.numericId(post);
        return !post.createdAt().isBefore(start) && post.createdAt().isBefore(end) && id > sinceId && id < untilId;
    }

    /** Latest versions inside the window matching the query, newest id first. */
    List<V2Post> matches(World world) {
        List<V2Post> matches = new ArrayList<>();
        for (SearchFacts candidate : factsOf(world)) {
            if (candidate.post().latestVersion() && contains(candidate.post()) && query.matches(candidate)) {
                matches.add(candidate.post());
            }
        }
        return matches;
    }

    SearchWindow before(long id) {
        return new SearchWindow(query, start, end, sinceId, Math.min(untilId, id));
    }

    /**
     * Parses the window; problems go to {@code errors}. {@code defaultEnd} is where the window ends
     * without {@code end_time} (the request time for search, 30 seconds before it for counts).
     */
    static SearchWindow parse(SandboxRequest request, Instant now, Instant defaultEnd,
                              List<Problems.ParameterError> errors) {
        SearchQuery query = query(request, errors);
        Instant earliest = now.minus(RECENT);
        Instant start = ReadParameters.time(request, "start_time", errors);
        Instant end = ReadParameters.time(request, "end_time", errors);
        if (start != null && start.isBefore(earliest)) {
            errors.add(Problems.ParameterError.of("start_time", ReadParameters.first(request, "start_time").orElse(""),
                    "Invalid 'start_time':'" + ReadParameters.MINUTES.format(start) + "'. 'start_time' must be on or after "
                            + ReadParameters.MINUTES.format(earliest)));
        }
        if (end != null && end.isAfter(now.minusSeconds(10))) {
            errors.add(Problems.ParameterError.of("end_time", ReadParameters.first(request, "end_time").orElse(""),
                    "Invalid 'end_time':'" + ReadParameters.MINUTES.format(end)
                            + "'. 'end_time' must be a minimum of 10 seconds prior to the request time."));
        }
        Instant from = start == null ? earliest : start;
        Instant to = end == null ? defaultEnd : end;
        ReadParameters.requireStartBeforeEnd(request, from, to, errors);
        Long since = recentId(request, "since_id", earliest, errors);
        Long until = recentId(request, "until_id", earliest, errors);
        boolean ids = request.query().containsKey("since_id") || request.query().containsKey("until_id");
        boolean times = request.query().containsKey("start_time") || request.query().containsKey("end_time");
        if (ids && times) {
            Map<String, List<String>> given = new LinkedHashMap<>();
            for (String name : List.of("since_id", "until_id", "start_time", "end_time")) {
                ReadParameters.first(request, name).ifPresent(value -> given.put(name, List.of(value)));
            }
            errors.add(new Problems.ParameterError(given,
                    "Invalid use of 'since_id' or 'until_id' in conjunction with 'start_time' or 'end_time'."));
        }
        return new SearchWindow(query, from, to, since == null ? 0L : since, until == null ? Long.MAX_VALUE : until);
    }

    private static synchronized List<SearchFacts> factsOf(World world) {
        return FACTS.computeIfAbsent(world, w -> w.postsNewestFirst().stream().map(p -> SearchFacts.of(p, w)).toList());
    }

    private static SearchQuery query(SandboxRequest request, List<Problems.ParameterError> errors) {
        String text = ReadParameters.first(request, "query").orElse("");
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

    /** A post id of the last seven days: older ids belong to full-archive search. */
    private static Long recentId(SandboxRequest request, String name, Instant earliest,
                                 List<Problems.ParameterError> errors) {
        Long id = ReadParameters.id(request, name, errors);
        if (id != null && Snowflakes.timeOf(Long.toString(id)).isBefore(earliest)) {
            errors.add(Problems.ParameterError.of(name, Long.toString(id), "Invalid '" + name + "':'" + id + "'. '"
                    + name + "' must be a tweet id created after " + ReadParameters.MINUTES.format(earliest) + "."));
            return null;
        }
        return id;
    }
}

package dev.starling.sandbox.v2;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.starling.sandbox.auth.Authenticator;
import dev.starling.sandbox.auth.ErrorStyle;
import dev.starling.sandbox.http.Router;
import dev.starling.sandbox.http.SandboxRequest;
import dev.starling.sandbox.http.SandboxResponse;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * {@code GET /2/tweets/search/recent}: posts of the last seven days matching a query, paged with
 * {@code next_token}. {@code sort_order=recency} (the default) answers newest first and its token
 * names the last post of its page, so paging stays exact while the world does not change;
 * {@code relevancy} answers the most engaged posts first (likes, reposts, replies and quotes) and
 * its token names a position in that order.
 */
record RecentSearch(Supplier<World> world, Authenticator auth, Clock clock) {

    private static final List<String> PARAMETERS = List.of("max_results", "next_token", "pagination_token",
            "sort_order");
    private static final List<String> ORDERS = List.of("recency", "relevancy");
    private static final String TOKEN_PREFIX = "b2";
    private static final String RELEVANCY_PREFIX = "r2";

    void register(Router router) {
        router.route("GET", "/2/tweets/search/recent", this::search);
    }

    private SandboxResponse search(SandboxRequest request) {
        FieldAccess access = FieldAccess.of(auth.requireAny(request, ErrorStyle.V2_PROBLEM));
        Instant now = clock.instant();
        List<Problems.ParameterError> errors = new ArrayList<>();
        List<String> own = new ArrayList<>(SearchWindow.PARAMETERS);
        own.addAll(PARAMETERS);
        FieldSelection selection = ReadParameters.fields(request, FieldSelection.Primary.TWEET, own, errors);
        SearchWindow window = SearchWindow.parse(request, now, now, errors);
        int maxResults = ReadParameters.maxResults(request, 10, 100, 10, errors);
        String order = ReadParameters.first(request, "sort_order").orElse("recency");
        if (!ORDERS.contains(order)) {
            errors.add(Problems.notOneOf("sort_order", order, ORDERS));
        }
        boolean relevancy = "relevancy".equals(order);
        String tokenName = request.query().containsKey("next_token") ? "next_token" : "pagination_token";
        Optional<String> token = ReadParameters.first(request, tokenName);
        int position = 0;
        if (token.isPresent() && relevancy) {
            position = relevancyPosition(tokenName, token.get(), errors);
        } else if (token.isPresent()) {
            window = window.before(pageToken(tokenName, token.get(), errors));
        }
        if (!errors.isEmpty()) {
            throw Problems.invalidRequest(errors);
        }

        World current = world.get();
        List<V2Post> matches = window.matches(current);
        if (relevancy) {
            matches = new ArrayList<>(matches);
            matches.sort(Comparator.comparingLong(RecentSearch::engagement).reversed()
                    .thenComparing(Comparator.comparingLong(World::numericId).reversed()));
        }
        int from = Math.min(position, matches.size());
        List<V2Post> page = matches.subList(from, Math.min(from + maxResults, matches.size()));
        ObjectNode meta = Listings.postMeta(page);
        meta.put("result_count", page.size());
        if (from + page.size() < matches.size()) {
            meta.put("next_token", relevancy ? RELEVANCY_PREFIX + PageTokens.BASE36.token(from + page.size())
                    : TOKEN_PREFIX + Long.toString(World.numericId(page.get(page.size() - 1)), 36));
        }
        return Listings.posts(current, selection, access, page, meta);
    }

    /** How much people engaged with a post: the relevancy order. */
    private static long engagement(V2Post post) {
        JsonNode metrics = post.json().path("public_metrics");
        return metrics.path("like_count").asLong() + 2 * metrics.path("retweet_count").asLong()
                + 2 * metrics.path("reply_count").asLong() + 2 * metrics.path("quote_count").asLong();
    }

    private static int relevancyPosition(String name, String token, List<Problems.ParameterError> errors) {
        if (token.startsWith(RELEVANCY_PREFIX)) {
            List<Problems.ParameterError> ignored = new ArrayList<>();
            int position = PageTokens.BASE36.position(name, token.substring(RELEVANCY_PREFIX.length()), ignored);
            if (position >= 0) {
                return position;
            }
        }
        errors.add(invalidToken(name, token));
        return 0;
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
        errors.add(invalidToken(name, token));
        return Long.MAX_VALUE;
    }

    private static Problems.ParameterError invalidToken(String name, String token) {
        return Problems.ParameterError.of(name, token,
                "The `" + name + "` query parameter value [" + token + "] is not a valid pagination token");
    }
}

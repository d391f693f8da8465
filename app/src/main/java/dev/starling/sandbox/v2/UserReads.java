package dev.starling.sandbox.v2;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.starling.sandbox.auth.Authenticator;
import dev.starling.sandbox.auth.ErrorStyle;
import dev.starling.sandbox.auth.Principal;
import dev.starling.sandbox.http.Json;
import dev.starling.sandbox.http.Router;
import dev.starling.sandbox.http.SandboxRequest;
import dev.starling.sandbox.http.SandboxResponse;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.BiFunction;
import java.util.function.Supplier;

/**
 * A user's lists, paged with {@code pagination_token} and described in {@code meta} as X does:
 * {@code /tweets} and {@code /mentions} (5 to 100 per page, default 10, the 3,200 and 800 most
 * recent, narrowed by {@code since_id}/{@code until_id} or {@code start_time}/{@code end_time}),
 * {@code /liked_tweets} (5 to 100, default 100, user context only), {@code /followers} and
 * {@code /following} (1 to 1,000, default 100).
 */
record UserReads(Supplier<World> world, Authenticator auth) {

    static final int TWEETS_CAP = 3200;
    static final int MENTIONS_CAP = 800;
    private static final List<String> WINDOW = List.of("since_id", "until_id", "start_time", "end_time");
    private static final List<String> EXCLUDE = List.of("replies", "retweets");

    void register(Router router) {
        router.route("GET", "/2/users/:id/tweets", this::tweets);
        router.route("GET", "/2/users/:id/mentions", this::mentions);
        router.route("GET", "/2/users/:id/liked_tweets", this::likedTweets);
        router.route("GET", "/2/users/:id/followers", request -> users(request, World::followersOf));
        router.route("GET", "/2/users/:id/following", request -> users(request, World::followingOf));
    }

    private SandboxResponse tweets(SandboxRequest request) {
        Principal principal = auth.requireAny(request, ErrorStyle.V2_PROBLEM);
        return timeline(request, principal, true, (current, userId) -> cap(current.postsBy(userId), TWEETS_CAP));
    }

    private SandboxResponse mentions(SandboxRequest request) {
        Principal principal = auth.requireAny(request, ErrorStyle.V2_PROBLEM);
        return timeline(request, principal, false, (current, userId) -> cap(current.mentionsOf(userId), MENTIONS_CAP));
    }

    /** Likes are visible in user context only (X's description offers no app-only access here). */
    private SandboxResponse likedTweets(SandboxRequest request) {
        Principal principal = auth.requireUser(request, ErrorStyle.V2_PROBLEM);
        return list(request, principal, ObjectKind.POSTS, new PageSize(5, 100, 100), PageTokens.BASE36, World::likedBy);
    }

    private SandboxResponse users(SandboxRequest request, BiFunction<World, String, List<V2User>> list) {
        Principal principal = auth.requireAny(request, ErrorStyle.V2_PROBLEM);
        return list(request, principal, ObjectKind.USERS, new PageSize(1, 1000, 100), PageTokens.BASE32, list);
    }

    /** The bounds of {@code max_results} on one list, and its size when the request does not say. */
    private record PageSize(int min, int max, int fallback) {
    }

    /** What every user list reads first, in this order: the user id, the fields, the page size and the token. */
    private record ListParameters(String userId, FieldSelection selection, int size, int position) {

        static ListParameters read(SandboxRequest request, FieldSelection.Primary primary, List<String> extra,
                                   PageSize pageSize, PageTokens tokens, List<Problems.ParameterError> errors) {
            String userId = ReadParameters.pathParam(request, "id", LookupHandlers.ID_PATTERN, errors);
            List<String> own = new ArrayList<>(List.of("id", "max_results", "pagination_token"));
            own.addAll(extra);
            FieldSelection selection = ReadParameters.fields(request, primary, own, errors);
            int size = ReadParameters.maxResults(request, pageSize.min(), pageSize.max(), pageSize.fallback(), errors);
            return new ListParameters(userId, selection, size, UserReads.position(request, tokens, errors));
        }
    }

    /** A user's list in its stored order, paged with {@code pagination_token}; {@code meta} has only paging. */
    private <T> SandboxResponse list(SandboxRequest request, Principal principal, ObjectKind<T> kind, PageSize pageSize,
                                     PageTokens tokens, BiFunction<World, String, List<T>> source) {
        List<Problems.ParameterError> errors = new ArrayList<>();
        ListParameters parameters = ListParameters.read(request, kind.primary(), List.of(), pageSize, tokens, errors);
        failOn(errors);
        World current = world.get();
        if (current.user(parameters.userId()).isEmpty()) {
            return userNotFound(parameters.userId());
        }
        Listings.Page<T> page = Listings.Page.of(source.apply(current, parameters.userId()), parameters.position(),
                parameters.size());
        ObjectNode meta = Json.object();
        page.describe(meta, tokens);
        return Listings.page(current, parameters.selection(), FieldAccess.of(principal), kind, page.items(), meta);
    }

    /** {@code /tweets} (with {@code exclude}) and {@code /mentions}: newest first within the window. */
    private SandboxResponse timeline(SandboxRequest request, Principal principal, boolean withExclude,
                                     BiFunction<World, String, List<V2Post>> source) {
        List<Problems.ParameterError> errors = new ArrayList<>();
        List<String> extra = new ArrayList<>(WINDOW);
        if (withExclude) {
            extra.add("exclude");
        }
        ListParameters parameters = ListParameters.read(request, FieldSelection.Primary.TWEET, extra,
                new PageSize(5, 100, 10), PageTokens.BASE36, errors);
        String userId = parameters.userId();
        Long since = ReadParameters.id(request, "since_id", errors);
        Long until = ReadParameters.id(request, "until_id", errors);
        Instant start = ReadParameters.time(request, "start_time", errors);
        Instant end = ReadParameters.time(request, "end_time", errors);
        ReadParameters.requireStartBeforeEnd(request, start, end, errors);
        Set<String> excluded = withExclude ? exclusions(request, errors) : Set.of();
        failOn(errors);
        World current = world.get();
        if (current.user(userId).isEmpty()) {
            return userNotFound(userId);
        }
        // X: since_id takes precedence over start_time, until_id over end_time.
        Instant from = since == null ? start : null;
        Instant to = until == null ? end : null;
        List<V2Post> matching = source.apply(current, userId).stream()
                .filter(post -> since == null || World.numericId(post) > since)
                .filter(post -> until == null || World.numericId(post) < until)
                .filter(post -> from == null || !post.createdAt().isBefore(from))
                .filter(post -> to == null || post.createdAt().isBefore(to))
                .filter(post -> !excluded.contains("replies") || post.referenced("replied_to") == null)
                .filter(post -> !excluded.contains("retweets") || post.referenced("retweeted") == null)
                .toList();
        Listings.Page<V2Post> page = Listings.Page.of(matching, parameters.position(), parameters.size());
        ObjectNode meta = Listings.postMeta(page.items());
        page.describe(meta, PageTokens.BASE36);
        return Listings.posts(current, parameters.selection(), FieldAccess.of(principal), page.items(), meta);
    }

    private static Set<String> exclusions(SandboxRequest request, List<Problems.ParameterError> errors) {
        Optional<String> raw = ReadParameters.first(request, "exclude");
        if (raw.isEmpty()) {
            return Set.of();
        }
        if (raw.get().isBlank()) {
            errors.add(Problems.canNotBeEmpty("exclude"));
            return Set.of();
        }
        Set<String> values = new LinkedHashSet<>();
        for (String part : raw.get().split(",", -1)) {
            if (EXCLUDE.contains(part.trim())) {
                values.add(part.trim());
            } else {
                errors.add(Problems.notOneOf("exclude", part, EXCLUDE));
            }
        }
        return values;
    }

    private static int position(SandboxRequest request, PageTokens tokens, List<Problems.ParameterError> errors) {
        return ReadParameters.first(request, "pagination_token")
                .map(token -> Math.max(0, tokens.position("pagination_token", token, errors))).orElse(0);
    }

    private static void failOn(List<Problems.ParameterError> errors) {
        if (!errors.isEmpty()) {
            throw Problems.invalidRequest(errors);
        }
    }

    /** X answers 200 with the not-found problem under {@code errors} for an unknown user. */
    private static SandboxResponse userNotFound(String userId) {
        return ResponseBody.ok(null, null, List.of(Problems.notFound("user", "id", userId)), null);
    }

    private static List<V2Post> cap(List<V2Post> newestFirst, int cap) {
        return newestFirst.subList(0, Math.min(cap, newestFirst.size()));
    }
}

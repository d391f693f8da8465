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
final class UserReads {

    static final int TWEETS_CAP = 3200;
    static final int MENTIONS_CAP = 800;
    private static final List<String> WINDOW = List.of("since_id", "until_id", "start_time", "end_time");
    private static final List<String> EXCLUDE = List.of("replies", "retweets");

    private final Supplier<World> world;
    private final Authenticator auth;

    UserReads(Supplier<World> world, Authenticator auth) {
        this.world = world;
        this.auth = auth;
    }

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
        List<Problems.ParameterError> errors = new ArrayList<>();
        String userId = userId(request, errors);
        FieldSelection selection = ReadParameters.fields(request, FieldSelection.Primary.TWEET,
                List.of("id", "max_results", "pagination_token"), errors);
        int size = ReadParameters.maxResults(request, 5, 100, 100, errors);
        int position = position(request, PageTokens.BASE36, errors);
        failOn(errors);
        World current = world.get();
        Optional<V2User> user = current.user(userId);
        if (user.isEmpty()) {
            return userNotFound(userId);
        }
        Listings.Page<V2Post> page = Listings.Page.of(current.likedBy(userId), position, size);
        ObjectNode meta = Json.object();
        page.describe(meta, PageTokens.BASE36);
        return Listings.posts(current, selection, FieldAccess.of(principal), page.items(), meta);
    }

    private SandboxResponse users(SandboxRequest request, BiFunction<World, String, List<V2User>> list) {
        Principal principal = auth.requireAny(request, ErrorStyle.V2_PROBLEM);
        List<Problems.ParameterError> errors = new ArrayList<>();
        String userId = userId(request, errors);
        FieldSelection selection = ReadParameters.fields(request, FieldSelection.Primary.USER,
                List.of("id", "max_results", "pagination_token"), errors);
        int size = ReadParameters.maxResults(request, 1, 1000, 100, errors);
        int position = position(request, PageTokens.BASE32, errors);
        failOn(errors);
        World current = world.get();
        if (current.user(userId).isEmpty()) {
            return userNotFound(userId);
        }
        Listings.Page<V2User> page = Listings.Page.of(list.apply(current, userId), position, size);
        ObjectNode meta = Json.object();
        page.describe(meta, PageTokens.BASE32);
        return Listings.users(current, selection, FieldAccess.of(principal), page.items(), meta);
    }

    /** {@code /tweets} (with {@code exclude}) and {@code /mentions}: newest first within the window. */
    private SandboxResponse timeline(SandboxRequest request, Principal principal, boolean withExclude,
                                     BiFunction<World, String, List<V2Post>> source) {
        List<Problems.ParameterError> errors = new ArrayList<>();
        String userId = userId(request, errors);
        List<String> own = new ArrayList<>(List.of("id", "max_results", "pagination_token"));
        own.addAll(WINDOW);
        if (withExclude) {
            own.add("exclude");
        }
        FieldSelection selection = ReadParameters.fields(request, FieldSelection.Primary.TWEET, own, errors);
        int size = ReadParameters.maxResults(request, 5, 100, 10, errors);
        int position = position(request, PageTokens.BASE36, errors);
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
        Listings.Page<V2Post> page = Listings.Page.of(matching, position, size);
        ObjectNode meta = Listings.postMeta(page.items());
        page.describe(meta, PageTokens.BASE36);
        return Listings.posts(current, selection, FieldAccess.of(principal), page.items(), meta);
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

    private static String userId(SandboxRequest request, List<Problems.ParameterError> errors) {
        String value = request.pathParam("id");
        if (!value.matches(LookupHandlers.ID_PATTERN)) {
            errors.add(Problems.doesNotMatch("id", value, LookupHandlers.ID_PATTERN));
        }
        return value;
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

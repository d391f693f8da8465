package dev.starling.sandbox.v2;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.starling.sandbox.auth.AccessTier;
import dev.starling.sandbox.auth.Authenticator;
import dev.starling.sandbox.auth.ErrorStyle;
import dev.starling.sandbox.auth.Principal;
import dev.starling.sandbox.http.ApiException;
import dev.starling.sandbox.http.Json;
import dev.starling.sandbox.http.Router;
import dev.starling.sandbox.http.SandboxRequest;
import dev.starling.sandbox.http.SandboxResponse;
import java.io.IOException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The v2 writes: {@code POST /2/tweets} (and {@code /2/posts}) creating and editing posts,
 * {@code DELETE /2/tweets/:id}, likes and follows, each in user context, with X's rules and a
 * problem for each refusal: replies from self-serve tiers only when summoned, quotes, likes and
 * follows only on enterprise access (since 2026-04-16), edits by a subscribed owner within the
 * window and edits the post's {@code edit_controls} state, long posts for subscribers,
 * {@code share_with_followers} only with a community, no duplicate text. Media, polls and cards in
 * created posts are not emulated.
 */
record PostWrites(LiveWorld live, Authenticator auth, Clock clock, AccessTier tier) {

    /** X's edit window as the spec states it; {@value #EDIT_WINDOW_PROPERTY} shortens it (flow tests of a closed window). */
    static final Duration EDIT_WINDOW = Duration.ofHours(1);
    static final String EDIT_WINDOW_PROPERTY = "starling.sandbox.editWindow";
    static final int EDITS = 5;
    private static final Set<String> FIELDS = Set.of("text", "reply", "quote_tweet_id", "community_id",
            "share_with_followers", "paid_partnership", "edit_options", "reply_settings", "nullcast",
            "for_super_followers_only", "made_with_ai", "geo", "media", "poll", "card_uri", "direct_message_deep_link");
    private static final Set<String> NOT_EMULATED = Set.of("media", "poll", "card_uri", "direct_message_deep_link");

    void register(Router router) {
        router.route("POST", "/2/tweets", request -> create(request, "edit_history_tweet_ids"));
        router.route("POST", "/2/posts", request -> create(request, "edit_history_post_ids"));
        router.route("DELETE", "/2/tweets/:id", this::delete);
        router.route("POST", "/2/users/:id/likes", this::like);
        router.route("DELETE", "/2/users/:id/likes/:tweet_id", this::unlike);
        router.route("POST", "/2/users/:id/following", this::follow);
        router.route("DELETE", "/2/users/:source_user_id/following/:target_user_id", this::unfollow);
    }

    // --- posts ------------------------------------------------------------------------------------

    private SandboxResponse create(SandboxRequest request, String historyField) {
        Principal.UserContext user = auth.requireUser(request, ErrorStyle.V2_PROBLEM);
        ObjectNode body = jsonBody(request);
        for (Iterator<String> names = body.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (!FIELDS.contains(name)) {
                throw invalid(name, "$." + name + ": is not defined in the schema and the schema does not allow "
                        + "additional properties");
            }
            if (NOT_EMULATED.contains(name)) {
                throw invalid(name, "$." + name + ": media, polls and cards in created posts are not emulated by the "
                        + "sandbox");
            }
        }
        String text = body.path("text").asText("");
        String replyTo = idField(body.path("reply"), "in_reply_to_tweet_id", "reply.in_reply_to_tweet_id");
        String quote = idField(body, "quote_tweet_id", "quote_tweet_id");
        String community = idField(body, "community_id", "community_id");
        String previous = idField(body.path("edit_options"), "previous_post_id", "edit_options.previous_post_id");
        if (body.path("share_with_followers").asBoolean(false) && community == null) {
            throw invalid("share_with_followers", "$.share_with_followers: share_with_followers requires community_id");
        }
        if (replyTo != null && quote != null) {
            throw invalid("quote_tweet_id", "$.quote_tweet_id: a post cannot both reply and quote");
        }
        if (text.isBlank()) {
            throw invalid("text", "$.text: text is required when the post has no media");
        }
        World world = live.current();
        V2User author = world.user(user.userId()).orElseThrow(() -> forbidden("Your account is not in this sandbox."));
        boolean subscribed = !"None".equalsIgnoreCase(author.json().path("subscription_type").asText("None"));
        int length = PostLength.of(text);
        int limit = subscribed ? PostLength.LONG_POST_LIMIT : PostLength.STANDARD_LIMIT;
        if (length > limit) {
            throw invalid("text", "$.text: the text is " + length + " characters as X counts them; this account may "
                    + "post at most " + limit);
        }
        Instant now = clock.instant();
        if (previous != null) {
            if (replyTo != null || quote != null || community != null) {
                throw invalid("edit_options", "$.edit_options: an edit changes the text only, not the reply, quote "
                        + "or community");
            }
            return edit(user, author, subscribed, world.post(previous).orElse(null), text, body, now, historyField);
        }
        if (replyTo != null) {
            V2Post target = world.post(replyTo).filter(V2Post::latestVersion).orElseThrow(() -> forbidden(
                    "You attempted to reply to a Tweet that is deleted or not visible to you."));
            if (tier.selfServe() && !summoned(world, target, user.userId())) {
                throw forbidden("Reply to this conversation is not allowed because you have not been mentioned or "
                        + "otherwise engaged by the author of the post you are replying to.");
            }
        }
        if (quote != null) {
            world.post(quote).orElseThrow(() -> forbidden("You attempted to quote a Tweet that is deleted or not "
                    + "visible to you."));
            if (!tier.allowsLikesFollowsAndQuotes()) {
                throw forbidden(tierRefusal("quote posts"));
            }
        }
        boolean duplicate = world.postsBy(user.userId()).stream().limit(50)
                .anyMatch(post -> post.text().equals(text) && post.createdAt().isAfter(now.minus(Duration.ofDays(1))));
        if (duplicate) {
            throw forbidden("You are not allowed to create a Tweet with duplicate content.");
        }
        ObjectNode json = newPost(world, author, text, now);
        if (replyTo != null) {
            V2Post target = world.post(replyTo).orElseThrow();
            json.put("conversation_id", target.conversationId());
            json.put("in_reply_to_user_id", target.authorId());
            json.putArray("referenced_tweets").addObject().put("type", "replied_to").put("id", replyTo);
        } else if (quote != null) {
            json.putArray("referenced_tweets").addObject().put("type", "quoted").put("id", quote);
        }
        if (community != null) {
            json.put("community_id", community);
        }
        json.put("paid_partnership", body.path("paid_partnership").asBoolean(false));
        return created(live.create(json), body, historyField);
    }

    /** The author summoned the replier (mentioned them or quoted one of their posts), or it is the replier's own thread. */
    static boolean summoned(World world, V2Post target, String replierId) {
        if (target.authorId().equals(replierId)) {
            return true;
        }
        for (JsonNode mention : target.entities().path("mentions")) {
            if (replierId.equals(mention.path("id").asText())) {
                return true;
            }
        }
        String quoted = target.referenced("quoted");
        return quoted != null && world.post(quoted).map(post -> post.authorId().equals(replierId)).orElse(false);
    }

    private SandboxResponse edit(Principal.UserContext user, V2User author, boolean subscribed, V2Post previous,
                                 String text, ObjectNode body, Instant now, String historyField) {
        if (previous == null) {
            throw forbidden("You attempted to edit a Tweet that is deleted or not visible to you.");
        }
        if (!previous.authorId().equals(user.userId())) {
            throw forbidden("You are not allowed to edit a Tweet you did not author.");
        }
        if (!subscribed) {
            throw forbidden("Editing posts requires a subscription (X Premium).");
        }
        if (!previous.latestVersion()) {
            throw forbidden("Only the latest version of a post can be edited.");
        }
        JsonNode controls = previous.json().path("edit_controls");
        if (!controls.path("is_edit_eligible").asBoolean(true)) {
            throw forbidden("This post is not eligible for editing.");
        }
        Instant until = controls.hasNonNull("editable_until") ? Instant.parse(controls.path("editable_until").asText())
                : previous.createdAt().plus(editWindow());
        if (!now.isBefore(until)) {
            throw forbidden("The edit window of this post closed at " + Snowflakes.iso(until) + ".");
        }
        if (controls.path("edits_remaining").asInt(EDITS) <= 0) {
            throw forbidden("This post has no edits remaining.");
        }
        ObjectNode json = newPost(live.current(), author, text, now);
        json.put("conversation_id", previous.conversationId());
        for (String kept : List.of("in_reply_to_user_id", "referenced_tweets", "community_id")) {
            if (previous.json().has(kept)) {
                json.set(kept, previous.json().get(kept).deepCopy());
            }
        }
        json.put("paid_partnership", body.has("paid_partnership") ? body.path("paid_partnership").asBoolean()
                : previous.json().path("paid_partnership").asBoolean());
        return created(live.edit(previous.id(), json), body, historyField);
    }

    /** A new post's fields as X gives them: entities of the text, the edit window, zero metrics. */
    private ObjectNode newPost(World world, V2User author, String text, Instant now) {
        ObjectNode json = Json.object();
        String id = live.newId(now);
        json.put("id", id);
        json.put("text", text);
        json.putArray("edit_history_tweet_ids").add(id);
        json.put("author_id", author.id());
        json.put("created_at", Snowflakes.iso(now));
        json.put("conversation_id", id);
        json.put("possibly_sensitive", false);
        json.put("reply_settings", "everyone");
        json.put("source", "Starling Sandbox App");
        json.put("lang", text.chars().anyMatch(Character::isLetter) ? "en" : "zxx");
        json.putArray("display_text_range").add(0).add(text.codePointCount(0, text.length()));
        ObjectNode entities = PostEntities.of(text, world);
        if (entities != null) {
            json.set("entities", entities);
        }
        ObjectNode controls = json.putObject("edit_controls");
        controls.put("edits_remaining", EDITS);
        controls.put("is_edit_eligible", true);
        controls.put("editable_until", Snowflakes.iso(now.plus(editWindow())));
        ObjectNode metrics = json.putObject("public_metrics");
        for (String metric : List.of("retweet_count", "reply_count", "like_count", "quote_count", "bookmark_count",
                "impression_count")) {
            metrics.put(metric, 0);
        }
        json.putObject("non_public_metrics").put("impression_count", 0);
        json.putObject("organic_metrics").put("impression_count", 0).put("like_count", 0).put("reply_count", 0)
                .put("retweet_count", 0);
        return json;
    }

    private static SandboxResponse created(V2Post post, ObjectNode body, String historyField) {
        Map<String, Object> data = new LinkedHashMap<>();
        data.put("id", post.id());
        data.put("text", post.text());
        List<String> history = new ArrayList<>();
        post.json().path("edit_history_tweet_ids").forEach(id -> history.add(id.asText()));
        data.put(historyField, history);
        if (body.has("paid_partnership")) {
            data.put("paid_partnership", post.json().path("paid_partnership").asBoolean());
        }
        return SandboxResponse.json(201, Map.of("data", data));
    }

    private SandboxResponse delete(SandboxRequest request) {
        Principal.UserContext user = auth.requireUser(request, ErrorStyle.V2_PROBLEM);
        String id = pathId(request, "id");
        V2Post post = live.current().post(id).orElseThrow(() -> notFound("tweet", "id", id));
        if (!post.authorId().equals(user.userId())) {
            throw forbidden("You are not allowed to delete a Tweet you did not author.");
        }
        live.delete(id, clock.instant());
        return SandboxResponse.json(200, Map.of("data", Map.of("deleted", true)));
    }

    // --- likes and follows ------------------------------------------------------------------------

    private SandboxResponse like(SandboxRequest request) {
        Principal.UserContext user = relationCaller(request, "id", "likes");
        String postId = idField(jsonBody(request), "tweet_id", "tweet_id");
        if (postId == null) {
            throw invalid("tweet_id", "$.tweet_id: is missing but it is required");
        }
        live.current().post(postId).orElseThrow(() -> notFound("tweet", "tweet_id", postId));
        live.like(user.userId(), postId, clock.instant());
        return SandboxResponse.json(200, Map.of("data", Map.of("liked", true)));
    }

    private SandboxResponse unlike(SandboxRequest request) {
        Principal.UserContext user = relationCaller(request, "id", "likes");
        live.unlike(user.userId(), pathId(request, "tweet_id"), clock.instant());
        return SandboxResponse.json(200, Map.of("data", Map.of("liked", false)));
    }

    private SandboxResponse follow(SandboxRequest request) {
        Principal.UserContext user = relationCaller(request, "id", "follows");
        String target = idField(jsonBody(request), "target_user_id", "target_user_id");
        if (target == null) {
            throw invalid("target_user_id", "$.target_user_id: is missing but it is required");
        }
        V2User found = live.current().user(target).orElseThrow(() -> notFound("user", "target_user_id", target));
        if (found.id().equals(user.userId())) {
            throw forbidden("You cannot follow yourself.");
        }
        if (found.json().path("protected").asBoolean(false)) {
            return SandboxResponse.json(200, Map.of("data", Map.of("following", false, "pending_follow", true)));
        }
        live.follow(user.userId(), target, clock.instant());
        return SandboxResponse.json(200, Map.of("data", Map.of("following", true, "pending_follow", false)));
    }

    private SandboxResponse unfollow(SandboxRequest request) {
        Principal.UserContext user = relationCaller(request, "source_user_id", "follows");
        live.unfollow(user.userId(), pathId(request, "target_user_id"), clock.instant());
        return SandboxResponse.json(200, Map.of("data", Map.of("following", false)));
    }

    /** The caller, acting for itself (the path's user), on a tier with likes and follows. */
    private Principal.UserContext relationCaller(SandboxRequest request, String parameter, String what) {
        Principal.UserContext user = auth.requireUser(request, ErrorStyle.V2_PROBLEM);
        String id = pathId(request, parameter);
        if (!id.equals(user.userId())) {
            throw forbidden("You are not allowed to manage " + what + " of another user (" + parameter + " " + id
                    + " is not the authenticated user).");
        }
        if (!tier.allowsLikesFollowsAndQuotes()) {
            throw forbidden(tierRefusal(what));
        }
        return user;
    }

    private String tierRefusal(String what) {
        return "Your app's access tier (" + tier.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-')
                + ") does not include " + what + ": X removed likes, follows and quote posts from self-serve tiers "
                + "on 2026-04-16; enterprise access keeps them.";
    }

    // --- helpers ----------------------------------------------------------------------------------

    /** The edit window of new posts: an ISO-8601 duration in {@value #EDIT_WINDOW_PROPERTY} (e.g. PT5S), else 1 hour. */
    static Duration editWindow() {
        String set = System.getProperty(EDIT_WINDOW_PROPERTY);
        if (set != null) {
            try {
                Duration window = Duration.parse(set.trim());
                if (!window.isNegative() && !window.isZero()) {
                    return window;
                }
            } catch (java.time.format.DateTimeParseException malformed) {
                // X's window below
            }
        }
        return EDIT_WINDOW;
    }

    private static ObjectNode jsonBody(SandboxRequest request) {
        try {
            JsonNode body = request.body().length == 0 ? Json.object() : Json.parse(request.body());
            if (body instanceof ObjectNode object) {
                return object;
            }
        } catch (IOException malformed) {
            // said below
        }
        throw Problems.invalidRequest(List.of(new Problems.ParameterError(Map.of(), "The request body is not a "
                + "valid JSON object")));
    }

    private static String idField(JsonNode object, String field, String name) {
        JsonNode value = object.path(field);
        if (value.isMissingNode() || value.isNull()) {
            return null;
        }
        if (!value.isTextual() || !value.asText().matches(LookupHandlers.ID_PATTERN)) {
            throw invalid(name, "$." + name + ": does not match the regex pattern " + LookupHandlers.ID_PATTERN);
        }
        return value.asText();
    }

    private static String pathId(SandboxRequest request, String name) {
        List<Problems.ParameterError> errors = new ArrayList<>();
        String value = ReadParameters.pathParam(request, name, LookupHandlers.ID_PATTERN, errors);
        if (!errors.isEmpty()) {
            throw Problems.invalidRequest(errors);
        }
        return value;
    }

    private static ApiException invalid(String parameter, String message) {
        return Problems.invalidRequest(List.of(new Problems.ParameterError(Map.of(parameter, List.of()), message)));
    }

    static ApiException forbidden(String detail) {
        return ApiException.blankProblem(403, "Forbidden", detail);
    }

    private static ApiException notFound(String type, String parameter, String value) {
        Map<String, Object> problem = new LinkedHashMap<>(Problems.notFound(type, parameter, value));
        problem.put("status", 404);
        return new ApiException(SandboxResponse.problem(404, problem));
    }
}

package dev.starling.sandbox.oauth;

import dev.starling.sandbox.http.Handler;
import dev.starling.sandbox.http.Interceptor;
import dev.starling.sandbox.http.Route;
import dev.starling.sandbox.http.SandboxRequest;
import dev.starling.sandbox.http.SandboxResponse;
import java.time.Clock;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * What an OAuth 2.0 user access token may call: for each route of the sandbox, whether X accepts
 * OAuth 2.0 User Context there and with which scopes (X's OpenAPI 2.167, {@code security}), checked
 * before the route's handler. A token lacking a scope is answered 403 with a problem naming the
 * missing scopes; a route that takes no OAuth 2.0 user token answers X's unsupported-authentication
 * problem with the types it does take. Other credentials pass untouched (the handlers check them).
 */
final class ScopeCheck implements Interceptor {

    /** The authentication types of one route and the scopes an OAuth 2.0 user token needs there. */
    record Rule(boolean oauth2User, boolean oauth1User, boolean appOnly, List<String> scopes) {

        String supported() {
            List<String> types = new ArrayList<>();
            if (oauth1User) {
                types.add("OAuth 1.0a User Context");
            }
            if (oauth2User) {
                types.add("OAuth 2.0 User Context");
            }
            if (appOnly) {
                types.add("OAuth 2.0 Application-Only");
            }
            return String.join(", ", types);
        }
    }

    /**
     * The sandbox's v2 routes. {@code GET /2/tweets/counts/recent} also takes an OAuth 2.0 user token
     * on X (2.167); the sandbox's counts answer app-only requests only, as the Query workspace sends them.
     */
    static final Map<String, Rule> RULES = rules();

    private final Function<String, Optional<OAuth2Grants.Access>> tokens;
    private final Clock clock;

    ScopeCheck(Function<String, Optional<OAuth2Grants.Access>> tokens, Clock clock) {
        this.tokens = tokens;
        this.clock = clock;
    }

    private static Map<String, Rule> rules() {
        Map<String, Rule> rules = new LinkedHashMap<>();
        List<String> read = List.of("tweet.read", "users.read");
        for (String route : List.of("GET /2/tweets", "GET /2/tweets/:id", "GET /2/users", "GET /2/users/by",
                "GET /2/users/:id", "GET /2/users/by/username/:username", "GET /2/users/:id/tweets",
                "GET /2/users/:id/mentions", "GET /2/tweets/search/recent")) {
            rules.put(route, new Rule(true, true, true, read));
        }
        rules.put("GET /2/users/me", new Rule(true, true, false, read));
        rules.put("GET /2/users/:id/liked_tweets", new Rule(true, true, false, List.of("tweet.read", "like.read",
                "users.read")));
        for (String route : List.of("GET /2/users/:id/followers", "GET /2/users/:id/following")) {
            rules.put(route, new Rule(true, true, true, List.of("follows.read", "tweet.read", "users.read")));
        }
        rules.put("GET /2/tweets/counts/recent", new Rule(false, false, true, List.of()));
        rules.put("GET /2/webhooks", new Rule(false, false, true, List.of()));
        rules.put("POST /2/webhooks", new Rule(false, true, true, List.of()));
        rules.put("POST /2/tweets/search/webhooks/:webhook_id", new Rule(false, false, true, List.of()));
        rules.put("DELETE /2/tweets/search/webhooks/:webhook_id", new Rule(false, false, true, List.of()));
        List<String> write = List.of("tweet.read", "tweet.write", "users.read");
        rules.put("POST /2/tweets", new Rule(true, true, false, write));
        rules.put("POST /2/posts", new Rule(true, true, false, write));
        rules.put("DELETE /2/tweets/:id", new Rule(true, true, false, write));
        List<String> likes = List.of("like.write", "tweet.read", "users.read");
        rules.put("POST /2/users/:id/likes", new Rule(true, true, false, likes));
        rules.put("DELETE /2/users/:id/likes/:tweet_id", new Rule(true, true, false, likes));
        List<String> follows = List.of("follows.write", "tweet.read", "users.read");
        rules.put("POST /2/users/:id/following", new Rule(true, true, false, follows));
        rules.put("DELETE /2/users/:source_user_id/following/:target_user_id", new Rule(true, true, false, follows));
        // --- events (issue 34): webhooks, replay, activity subscriptions and stream, direct messages ---
        rules.put("PUT /2/webhooks/:webhook_id", new Rule(false, true, true, List.of()));
        rules.put("DELETE /2/webhooks/:webhook_id", new Rule(false, true, true, List.of()));
        rules.put("GET /2/tweets/search/webhooks", new Rule(false, false, true, List.of()));
        rules.put("POST /2/webhooks/replay", new Rule(false, false, true, List.of()));
        rules.put("POST /2/activity/subscriptions", new Rule(true, true, true, List.of()));
        rules.put("GET /2/activity/subscriptions", new Rule(true, true, true, List.of("tweet.read", "like.read")));
        rules.put("PUT /2/activity/subscriptions/:subscription_id", new Rule(false, false, true, List.of()));
        rules.put("DELETE /2/activity/subscriptions/:subscription_id", new Rule(false, false, true, List.of()));
        rules.put("DELETE /2/activity/subscriptions", new Rule(false, false, true, List.of()));
        rules.put("GET /2/activity/stream", new Rule(false, false, true, List.of()));
        List<String> dms = List.of("dm.read", "dm.write", "tweet.read", "users.read");
        rules.put("POST /2/dm_conversations/with/:participant_id/messages", new Rule(true, true, false, dms));
        rules.put("POST /2/dm_conversations", new Rule(true, true, false, dms));
        rules.put("POST /2/dm_conversations/:dm_conversation_id/messages", new Rule(true, true, false, dms));
        return Map.copyOf(rules);
    }

    @Override
    public SandboxResponse intercept(SandboxRequest request, Route route, Handler next) {
        Rule rule = RULES.get(route.name());
        Optional<OAuth2Grants.Access> token = rule == null ? Optional.empty()
                : OAuthModule.bearerValue(request).flatMap(tokens)
                        .filter(found -> !found.expiredAt(clock.instant()));
        if (token.isEmpty()) {
            return next.handle(request);
        }
        if (!rule.oauth2User()) {
            return OAuthModule.unsupportedAuthentication("OAuth 2.0 User Context", rule.supported());
        }
        List<String> missing = rule.scopes().stream().filter(scope -> !token.get().scopes().contains(scope)).toList();
        if (!missing.isEmpty()) {
            Map<String, Object> problem = new LinkedHashMap<>();
            problem.put("title", "Forbidden");
            problem.put("type", "about:blank");
            problem.put("status", 403);
            problem.put("detail", "This access token lacks the scope" + (missing.size() == 1 ? " " : "s ")
                    + String.join(", ", missing) + " that " + route.name() + " requires. Sign in again and grant "
                    + (missing.size() == 1 ? "it." : "them."));
            problem.put("missing_scopes", missing);
            return SandboxResponse.problem(403, problem);
        }
        return next.handle(request);
    }
}

package dev.starling.sandbox.v2;

import com.fasterxml.jackson.databind.JsonNode;
import dev.starling.sandbox.http.Json;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * One of X's two OpenAPI descriptions the sandbox answers by: the names a client generated from it
 * sends (from the one field list, {@code dev/starling/fields/x-v2-fields.json}) and the schema names
 * its answers are checked against (bundled as test resources, structure only).
 */
enum XDescription {

    /** The spec's names: {@code tweet.fields}, {@code includes.tweets}; Starling's own client. */
    V2159("2.159", "x-v2-object-schemas.json", "tweet.fields", "tweets", "Tweet", Map.ofEntries(
            Map.entry("GET /2/tweets", "Get2TweetsResponse"), Map.entry("GET /2/tweets/:id", "Get2TweetsIdResponse"),
            Map.entry("GET /2/users", "Get2UsersResponse"), Map.entry("GET /2/users/me", "Get2UsersMeResponse"),
            Map.entry("GET /2/users/by", "Get2UsersByResponse"), Map.entry("GET /2/users/:id", "Get2UsersIdResponse"),
            Map.entry("GET /2/users/by/username/:username", "Get2UsersByUsernameUsernameResponse"),
            Map.entry("GET /2/users/:id/tweets", "Get2UsersIdTweetsResponse"),
            Map.entry("GET /2/users/:id/mentions", "Get2UsersIdMentionsResponse"),
            Map.entry("GET /2/users/:id/liked_tweets", "Get2UsersIdLikedTweetsResponse"),
            Map.entry("GET /2/users/:id/followers", "Get2UsersIdFollowersResponse"),
            Map.entry("GET /2/users/:id/following", "Get2UsersIdFollowingResponse"),
            Map.entry("GET /2/tweets/search/recent", "Get2TweetsSearchRecentResponse"),
            Map.entry("GET /2/tweets/counts/recent", "Get2TweetsCountsRecentResponse"),
            Map.entry("GET /2/webhooks", "Get2WebhooksResponse"), Map.entry("POST /2/webhooks", "WebhookConfigCreateResponse"),
            Map.entry("POST /2/tweets/search/webhooks/:webhook_id", "WebhookLinksCreateResponse"),
            Map.entry("DELETE /2/tweets/search/webhooks/:webhook_id", "WebhookLinksDeleteResponse"))),

    /** X's newer names, as X's own SDK sends them: {@code post.fields}, {@code includes.posts}. */
    V2167("2.167", "x-v2-object-schemas-2.167.json", "post.fields", "posts", "Post", Map.ofEntries(
            Map.entry("GET /2/tweets", "GetPostsByIdsResponse"), Map.entry("GET /2/tweets/:id", "GetPostsByIdResponse"),
            Map.entry("GET /2/users", "GetUsersByIdsResponse"), Map.entry("GET /2/users/me", "GetUsersMeResponse"),
            Map.entry("GET /2/users/by", "GetUsersByUsernamesResponse"), Map.entry("GET /2/users/:id", "GetUsersByIdResponse"),
            Map.entry("GET /2/users/by/username/:username", "GetUsersByUsernameResponse"),
            Map.entry("GET /2/users/:id/tweets", "GetUsersPostsResponse"),
            Map.entry("GET /2/users/:id/mentions", "GetUsersMentionsResponse"),
            Map.entry("GET /2/users/:id/liked_tweets", "GetUsersLikedPostsResponse"),
            Map.entry("GET /2/users/:id/followers", "GetUsersFollowersResponse"),
            Map.entry("GET /2/users/:id/following", "GetUsersFollowingResponse"),
            Map.entry("GET /2/tweets/search/recent", "SearchPostsRecentResponse"),
            Map.entry("GET /2/tweets/counts/recent", "GetPostsCountsRecentResponse"),
            Map.entry("GET /2/webhooks", "GetWebhooksResponse"), Map.entry("POST /2/webhooks", "CreateWebhooksResponse"),
            Map.entry("POST /2/tweets/search/webhooks/:webhook_id", "CreateWebhooksStreamLinkResponse"),
            Map.entry("DELETE /2/tweets/search/webhooks/:webhook_id", "DeleteWebhooksStreamLinkResponse")));

    private static final JsonNode FIELD_LIST = read("/dev/starling/fields/x-v2-fields.json").path("groups");

    final String version;
    final String schemaFile;
    final String postFieldsParameter;
    final String includedPosts;
    final String postSchema;
    private final Map<String, String> answers;

    XDescription(String version, String schemaFile, String postFieldsParameter, String includedPosts,
                 String postSchema, Map<String, String> answers) {
        this.version = version;
        this.schemaFile = schemaFile;
        this.postFieldsParameter = postFieldsParameter;
        this.includedPosts = includedPosts;
        this.postSchema = postSchema;
        this.answers = answers;
    }

    /** The schema of the answer of a route ({@code "GET /2/tweets/:id"}). */
    String answer(String route) {
        String name = answers.get(route);
        if (name == null) {
            throw new IllegalArgumentException("No answer schema for " + route + " in " + version);
        }
        return name;
    }

    /**
     * Every name of the group ({@code tweet.fields}, {@code expansions.user}, ...) a client of this
     * description sends, by its own spelling: 2.159's from the spec and 2.159, 2.167's from 2.167.
     */
    List<String> names(String group) {
        List<String> names = new ArrayList<>();
        for (JsonNode item : FIELD_LIST.path(group)) {
            List<String> namedBy = new ArrayList<>();
            item.path("named_by").forEach(source -> namedBy.add(source.asText()));
            if (this == V2159 && (namedBy.contains("spec") || namedBy.contains("2.159"))) {
                names.add(item.path("name").asText());
            } else if (this == V2167 && namedBy.contains("2.167")) {
                names.add(item.path("openapi_2167").asText(item.path("name").asText()));
            }
        }
        return names;
    }

    /** Every post, user, media, poll and place field and every post expansion, as query parameters. */
    String everyPostField() {
        return "&" + postFieldsParameter + "=" + String.join(",", names("tweet.fields"))
                + "&expansions=" + String.join(",", names("expansions.tweet"))
                + "&user.fields=" + String.join(",", names("user.fields"))
                + "&media.fields=" + String.join(",", names("media.fields"))
                + "&poll.fields=" + String.join(",", names("poll.fields"))
                + "&place.fields=" + String.join(",", names("place.fields"));
    }

    /** Every user field and expansion, and every post field for the pinned and latest posts. */
    String everyUserField() {
        return "&user.fields=" + String.join(",", names("user.fields"))
                + "&expansions=" + String.join(",", names("expansions.user"))
                + "&" + postFieldsParameter + "=" + String.join(",", names("tweet.fields"));
    }

    /** The name of a counts bucket's number ({@code tweet_count}, 2.167's {@code post_count}). */
    String countField() {
        return this == V2159 ? "tweet_count" : "post_count";
    }

    private static JsonNode read(String resource) {
        try (InputStream in = XDescription.class.getResourceAsStream(resource)) {
            return Json.MAPPER.readTree(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

package dev.starling.core.query.compose;

import java.util.List;

/**
 * The v2 endpoints the Query workspace composes requests for: method, path, what the user types,
 * the kind of object under {@code data}, the credentials X accepts, how it pages and which
 * optional parameters it takes. {@link #labelKey()} names its label in the message bundle.
 */
public enum Endpoint {
    POSTS_BY_IDS("GET", "/2/tweets", Input.IDS, Primary.POSTS, Auth.ANY),
    POST_BY_ID("GET", "/2/tweets/{id}", Input.ID, Primary.POSTS, Auth.ANY),
    USERS_BY_IDS("GET", "/2/users", Input.IDS, Primary.USERS, Auth.ANY),
    USERS_BY_USERNAMES("GET", "/2/users/by", Input.USERNAMES, Primary.USERS, Auth.ANY),
    USER_BY_USERNAME("GET", "/2/users/by/username/{username}", Input.USERNAME, Primary.USERS, Auth.ANY),
    ME("GET", "/2/users/me", Input.NONE, Primary.USERS, Auth.USER),
    USER_TWEETS("GET", "/2/users/{id}/tweets", Input.USER_ID, Primary.POSTS, Auth.ANY,
            new Paging(5, 100, "pagination_token"), QueryOption.START_TIME, QueryOption.END_TIME,
            QueryOption.SINCE_ID, QueryOption.UNTIL_ID, QueryOption.EXCLUDE),
    USER_MENTIONS("GET", "/2/users/{id}/mentions", Input.USER_ID, Primary.POSTS, Auth.ANY,
            new Paging(5, 100, "pagination_token"), QueryOption.START_TIME, QueryOption.END_TIME,
            QueryOption.SINCE_ID, QueryOption.UNTIL_ID),
    USER_LIKED_TWEETS("GET", "/2/users/{id}/liked_tweets", Input.USER_ID, Primary.POSTS,
            Auth.USER, new Paging(5, 100, "pagination_token")),
    USER_FOLLOWERS("GET", "/2/users/{id}/followers", Input.USER_ID, Primary.USERS, Auth.ANY,
            new Paging(1, 1000, "pagination_token")),
    USER_FOLLOWING("GET", "/2/users/{id}/following", Input.USER_ID, Primary.USERS, Auth.ANY,
            new Paging(1, 1000, "pagination_token")),
    RECENT_SEARCH("GET", "/2/tweets/search/recent", Input.QUERY, Primary.POSTS, Auth.ANY,
            new Paging(10, 100, "next_token"), QueryOption.START_TIME, QueryOption.END_TIME,
            QueryOption.SINCE_ID, QueryOption.UNTIL_ID, QueryOption.SORT_ORDER),
    RECENT_COUNTS("GET", "/2/tweets/counts/recent", Input.QUERY, Primary.COUNTS, Auth.BEARER,
            null, QueryOption.START_TIME, QueryOption.END_TIME, QueryOption.SINCE_ID, QueryOption.UNTIL_ID,
            QueryOption.GRANULARITY),
    STREAM_LINK("POST", "/2/tweets/search/webhooks/{webhook_id}",
            Input.WEBHOOK_ID, Primary.POSTS, Auth.BEARER),
    STREAM_UNLINK("DELETE", "/2/tweets/search/webhooks/{webhook_id}",
            Input.WEBHOOK_ID, Primary.POSTS, Auth.BEARER);

    /** What the user types besides fields. */
    public enum Input { IDS, ID, USERNAME, USERNAMES, NONE, QUERY, WEBHOOK_ID, USER_ID }

    /** The kind of object under {@code data}: posts, users, or count buckets (no fields, no includes). */
    public enum Primary { POSTS, USERS, COUNTS }

    /** Which credentials the endpoint accepts. */
    public enum Auth { ANY, USER, BEARER }

    /**
     * How an endpoint pages: X's bounds of {@code max_results} and the parameter that takes
     * {@code meta.next_token} or {@code meta.previous_token} back.
     */
    public record Paging(int minResults, int maxResults, String tokenParameter) {
    }

    private final String method;
    private final String pathTemplate;
    private final Input input;
    private final Primary primary;
    private final Auth auth;
    private final Paging paging;
    private final List<QueryOption> options;

    Endpoint(String method, String pathTemplate, Input input, Primary primary, Auth auth) {
        this(method, pathTemplate, input, primary, auth, null);
    }

    Endpoint(String method, String pathTemplate, Input input, Primary primary, Auth auth, Paging paging,
             QueryOption... options) {
        this.method = method;
        this.pathTemplate = pathTemplate;
        this.input = input;
        this.primary = primary;
        this.auth = auth;
        this.paging = paging;
        this.options = List.of(options);
    }

    public String method() { return method; }
    public String pathTemplate() { return pathTemplate; }
    public Input input() { return input; }
    public Primary primary() { return primary; }
    public Auth auth() { return auth; }

    /** The message bundle key of the endpoint's name (the composer's list, a saved query's first name). */
    public String labelKey() {
        return "query.endpoint." + name();
    }

    /** How the endpoint pages, or null when it answers in one go. */
    public Paging paging() {
        return paging;
    }

    /** The optional parameters it takes besides fields and paging, in the order they are sent. */
    public List<QueryOption> options() {
        return options;
    }

    /** The field groups this endpoint accepts, in the order they appear in a URL. */
    public List<FieldGroup> groups() {
        return switch (primary) {
            case POSTS -> List.of(FieldGroup.TWEET_EXPANSIONS, FieldGroup.TWEET, FieldGroup.USER, FieldGroup.MEDIA,
                    FieldGroup.POLL, FieldGroup.PLACE);
            case USERS -> List.of(FieldGroup.USER_EXPANSIONS, FieldGroup.USER, FieldGroup.TWEET);
            case COUNTS -> List.of();
        };
    }

    /** The expansions parameter of the endpoint, or null when it has none (counts). */
    public FieldGroup expansionGroup() {
        return switch (primary) {
            case POSTS -> FieldGroup.TWEET_EXPANSIONS;
            case USERS -> FieldGroup.USER_EXPANSIONS;
            case COUNTS -> null;
        };
    }
}

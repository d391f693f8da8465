package dev.starling.core.query;

import java.util.List;

/** The v2 endpoints the Query workspace composes requests for. */
public enum Endpoint {
    POSTS_BY_IDS("Posts by ids", "GET", "/2/tweets", Input.IDS, Primary.POSTS, Auth.ANY),
    POST_BY_ID("One post", "GET", "/2/tweets/{id}", Input.ID, Primary.POSTS, Auth.ANY),
    USERS_BY_IDS("Users by ids", "GET", "/2/users", Input.IDS, Primary.USERS, Auth.ANY),
    USERS_BY_USERNAMES("Users by usernames", "GET", "/2/users/by", Input.USERNAMES, Primary.USERS, Auth.ANY),
    USER_BY_USERNAME("User by username", "GET", "/2/users/by/username/{username}", Input.USERNAME, Primary.USERS, Auth.ANY),
    ME("Me (signed-in user)", "GET", "/2/users/me", Input.NONE, Primary.USERS, Auth.USER),
    RECENT_SEARCH("Recent search", "GET", "/2/tweets/search/recent", Input.QUERY, Primary.POSTS, Auth.ANY),
    STREAM_LINK("Link webhook to filtered stream", "POST", "/2/tweets/search/webhooks/{webhook_id}",
            Input.WEBHOOK_ID, Primary.POSTS, Auth.BEARER),
    STREAM_UNLINK("Unlink webhook from filtered stream", "DELETE", "/2/tweets/search/webhooks/{webhook_id}",
            Input.WEBHOOK_ID, Primary.POSTS, Auth.BEARER);

    /** What the user types besides fields. */
    public enum Input { IDS, ID, USERNAME, USERNAMES, NONE, QUERY, WEBHOOK_ID }

    /** The kind of object under {@code data}. */
    public enum Primary { POSTS, USERS }

    /** Which credentials the endpoint accepts. */
    public enum Auth { ANY, USER, BEARER }

    private final String label;
    private final String method;
    private final String pathTemplate;
    private final Input input;
    private final Primary primary;
    private final Auth auth;

    Endpoint(String label, String method, String pathTemplate, Input input, Primary primary, Auth auth) {
        this.label = label;
        this.method = method;
        this.pathTemplate = pathTemplate;
        this.input = input;
        this.primary = primary;
        this.auth = auth;
    }

    public String label() { return label; }
    public String method() { return method; }
    public String pathTemplate() { return pathTemplate; }
    public Input input() { return input; }
    public Primary primary() { return primary; }
    public Auth auth() { return auth; }

    /** The field groups this endpoint accepts, in the order they appear in a URL. */
    public List<FieldGroup> groups() {
        return primary == Primary.POSTS
                ? List.of(FieldGroup.TWEET_EXPANSIONS, FieldGroup.TWEET, FieldGroup.USER, FieldGroup.MEDIA,
                        FieldGroup.POLL, FieldGroup.PLACE)
                : List.of(FieldGroup.USER_EXPANSIONS, FieldGroup.USER, FieldGroup.TWEET);
    }

    public FieldGroup expansionGroup() {
        return primary == Primary.POSTS ? FieldGroup.TWEET_EXPANSIONS : FieldGroup.USER_EXPANSIONS;
    }

    @Override
    public String toString() {
        return label;
    }
}

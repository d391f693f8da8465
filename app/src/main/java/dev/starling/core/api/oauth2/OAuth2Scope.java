package dev.starling.core.api.oauth2;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * The OAuth 2.0 scopes of X (its documentation, and OpenAPI 2.167's additions), each in the group
 * of what Starling does with it; {@link #wordsKey()} names its words in the message bundle.
 */
public enum OAuth2Scope {
    TWEET_READ("tweet.read", ScopeGroup.READ),
    USERS_READ("users.read", ScopeGroup.READ),
    FOLLOWS_READ("follows.read", ScopeGroup.READ),
    LIKE_READ("like.read", ScopeGroup.READ),
    LIST_READ("list.read", ScopeGroup.READ),
    SPACE_READ("space.read", ScopeGroup.READ),
    BOOKMARK_READ("bookmark.read", ScopeGroup.READ),
    MUTE_READ("mute.read", ScopeGroup.READ),
    BLOCK_READ("block.read", ScopeGroup.READ),
    USERS_EMAIL("users.email", ScopeGroup.READ),
    TIMELINE_READ("timeline.read", ScopeGroup.STREAM),
    TWEET_WRITE("tweet.write", ScopeGroup.PUBLISH),
    MEDIA_WRITE("media.write", ScopeGroup.PUBLISH),
    TWEET_MODERATE_WRITE("tweet.moderate.write", ScopeGroup.PUBLISH),
    LIKE_WRITE("like.write", ScopeGroup.LIKE),
    FOLLOWS_WRITE("follows.write", ScopeGroup.FOLLOW),
    DM_READ("dm.read", ScopeGroup.DIRECT_MESSAGES),
    DM_WRITE("dm.write", ScopeGroup.DIRECT_MESSAGES),
    OFFLINE_ACCESS("offline.access", ScopeGroup.OFFLINE),
    LIST_WRITE("list.write", ScopeGroup.OTHER),
    BOOKMARK_WRITE("bookmark.write", ScopeGroup.OTHER),
    MUTE_WRITE("mute.write", ScopeGroup.OTHER),
    BLOCK_WRITE("block.write", ScopeGroup.OTHER),
    BROADCAST_READ("broadcast.read", ScopeGroup.OTHER),
    BROADCAST_WRITE("broadcast.write", ScopeGroup.OTHER);

    /** What a sign-in asks for unless told otherwise: read, publish, and stay signed in (a refresh token). */
    public static final List<OAuth2Scope> DEFAULTS = List.of(TWEET_READ, USERS_READ, TWEET_WRITE, OFFLINE_ACCESS);

    private final String scope;
    private final ScopeGroup group;

    OAuth2Scope(String scope, ScopeGroup group) {
        this.scope = scope;
        this.group = group;
    }

    /** The name X uses ({@code tweet.read}). */
    public String scope() {
        return scope;
    }

    public ScopeGroup group() {
        return group;
    }

    /** The bundle key of what the scope lets Starling do, in words. */
    public String wordsKey() {
        return "oauth2.scope." + scope;
    }

    public static Optional<OAuth2Scope> of(String scope) {
        return Arrays.stream(values()).filter(value -> value.scope.equals(scope)).findFirst();
    }

    /** The scopes of a group, in catalog order. */
    public static List<OAuth2Scope> in(ScopeGroup group) {
        return Arrays.stream(values()).filter(value -> value.group == group).toList();
    }
}

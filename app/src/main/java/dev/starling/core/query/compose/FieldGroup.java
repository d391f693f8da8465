package dev.starling.core.query.compose;

/** The comma-separated selection parameters of v2 lookups, as named in the catalog file. */
public enum FieldGroup {
    TWEET("tweet.fields", "tweet.fields", "TweetFieldsParameter", "PostFieldsParameter"),
    USER("user.fields", "user.fields", "UserFieldsParameter", "UserFieldsParameter"),
    MEDIA("media.fields", "media.fields", "MediaFieldsParameter", "MediaFieldsParameter"),
    POLL("poll.fields", "poll.fields", "PollFieldsParameter", "PollFieldsParameter"),
    PLACE("place.fields", "place.fields", "PlaceFieldsParameter", "PlaceFieldsParameter"),
    TWEET_EXPANSIONS("expansions", "expansions.tweet", "TweetExpansionsParameter", "PostExpansionsParameter"),
    USER_EXPANSIONS("expansions", "expansions.user", "UserExpansionsParameter", "UserExpansionsParameter");

    private final String parameter;
    private final String catalogKey;
    private final String openApiParameter;
    private final String openApiParameter2167;

    FieldGroup(String parameter, String catalogKey, String openApiParameter, String openApiParameter2167) {
        this.parameter = parameter;
        this.catalogKey = catalogKey;
        this.openApiParameter = openApiParameter;
        this.openApiParameter2167 = openApiParameter2167;
    }

    /** The query parameter name ({@code tweet.fields}, {@code expansions}). */
    public String parameter() {
        return parameter;
    }

    String catalogKey() {
        return catalogKey;
    }

    /** Name under {@code components.parameters} in X's OpenAPI description (2.159, as the spec). */
    String openApiParameter() {
        return openApiParameter;
    }

    /** The same in OpenAPI 2.167, which says Post where 2.159 says Tweet. */
    String openApiParameter2167() {
        return openApiParameter2167;
    }

    public boolean isExpansions() {
        return this == TWEET_EXPANSIONS || this == USER_EXPANSIONS;
    }
}

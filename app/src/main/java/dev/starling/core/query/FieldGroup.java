package dev.starling.core.query;

/** The comma-separated selection parameters of v2 lookups, as named in the catalog file. */
public enum FieldGroup {
    TWEET("tweet.fields", "tweet.fields", "TweetFieldsParameter"),
    USER("user.fields", "user.fields", "UserFieldsParameter"),
    MEDIA("media.fields", "media.fields", "MediaFieldsParameter"),
    POLL("poll.fields", "poll.fields", "PollFieldsParameter"),
    PLACE("place.fields", "place.fields", "PlaceFieldsParameter"),
    TWEET_EXPANSIONS("expansions", "expansions.tweet", "TweetExpansionsParameter"),
    USER_EXPANSIONS("expansions", "expansions.user", "UserExpansionsParameter");

    private final String parameter;
    private final String catalogKey;
    private final String openApiParameter;

    FieldGroup(String parameter, String catalogKey, String openApiParameter) {
        this.parameter = parameter;
        this.catalogKey = catalogKey;
        this.openApiParameter = openApiParameter;
    }

    /** The query parameter name ({@code tweet.fields}, {@code expansions}). */
    public String parameter() {
        return parameter;
    }

    String catalogKey() {
        return catalogKey;
    }

    /** Name under {@code components.parameters} in X's OpenAPI description. */
    String openApiParameter() {
        return openApiParameter;
    }

    public boolean isExpansions() {
        return this == TWEET_EXPANSIONS || this == USER_EXPANSIONS;
    }
}

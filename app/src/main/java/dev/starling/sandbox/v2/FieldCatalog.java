package dev.starling.sandbox.v2;

import java.util.List;

/**
 * The allowed values of the v2 field and expansion parameters, copied from X's OpenAPI
 * description 2.159 ({@code components.parameters.*FieldsParameter} and
 * {@code *ExpansionsParameter}), in X's order: error messages list them in this order.
 */
public final class FieldCatalog {

    public static final List<String> TWEET_FIELDS = List.of("article", "attachments", "author_id", "card_uri",
            "community_id", "context_annotations", "conversation_id", "created_at", "display_text_range",
            "edit_controls", "edit_history_tweet_ids", "entities", "geo", "id", "in_reply_to_user_id", "lang",
            "media_metadata", "non_public_metrics", "note_tweet", "organic_metrics", "possibly_sensitive",
            "promoted_metrics", "public_metrics", "referenced_tweets", "reply_settings", "scopes", "source",
            "suggested_source_links", "suggested_source_links_with_counts", "text", "withheld");

    public static final List<String> USER_FIELDS = List.of("affiliation", "confirmed_email", "connection_status",
            "created_at", "description", "entities", "id", "is_identity_verified", "location",
            "most_recent_tweet_id", "name", "parody", "pinned_tweet_id", "profile_banner_url",
            "profile_image_url", "protected", "public_metrics", "receives_your_dm", "subscription",
            "subscription_type", "url", "username", "verified", "verified_followers_count", "verified_type",
            "withheld");

    public static final List<String> MEDIA_FIELDS = List.of("alt_text", "duration_ms", "height", "media_key",
            "non_public_metrics", "organic_metrics", "preview_image_url", "promoted_metrics", "public_metrics",
            "type", "url", "variants", "width");

    public static final List<String> POLL_FIELDS = List.of("duration_minutes", "end_datetime", "id", "options",
            "voting_status");

    public static final List<String> PLACE_FIELDS = List.of("contained_within", "country", "country_code",
            "full_name", "geo", "id", "name", "place_type");

    public static final List<String> TWEET_EXPANSIONS = List.of("article.cover_media", "article.media_entities",
            "attachments.media_keys", "attachments.media_source_tweet", "attachments.poll_ids", "author_id",
            "edit_history_tweet_ids", "entities.mentions.username", "geo.place_id", "in_reply_to_user_id",
            "entities.note.mentions.username", "referenced_tweets.id", "referenced_tweets.id.attachments.media_keys",
            "referenced_tweets.id.author_id");

    public static final List<String> USER_EXPANSIONS = List.of("affiliation.user_id", "most_recent_tweet_id",
            "pinned_tweet_id");

    /** Fields every object of a kind carries whatever was asked (spec rule 1 and X's behaviour). */
    public static final List<String> TWEET_DEFAULTS = List.of("id", "text", "edit_history_tweet_ids");
    public static final List<String> USER_DEFAULTS = List.of("id", "name", "username");
    public static final List<String> MEDIA_DEFAULTS = List.of("media_key", "type");
    public static final List<String> POLL_DEFAULTS = List.of("id", "options");
    public static final List<String> PLACE_DEFAULTS = List.of("id", "full_name");

    /** The webhook config fields ({@code webhook_config.fields}). */
    public static final List<String> WEBHOOK_CONFIG_FIELDS = List.of("created_at", "id", "url", "valid");

    private FieldCatalog() {
    }
}

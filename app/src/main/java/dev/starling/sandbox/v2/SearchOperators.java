package dev.starling.sandbox.v2;

import java.util.Locale;
import java.util.function.Predicate;

/** The {@code name:value} operators recent search understands. */
final class SearchOperators {

    private SearchOperators() {
    }

    static Predicate<SearchFacts> operator(String name, String rawValue, int position)
            throws SearchQuery.InvalidQueryException {
        String value = rawValue.toLowerCase(Locale.ROOT).replaceFirst("^@", "");
        return switch (name) {
            case "from" -> facts -> facts.authorUsername().equals(value);
            case "to" -> facts -> facts.replyToUsername().equals(value);
            case "lang" -> facts -> facts.post().lang().equalsIgnoreCase(value);
            case "conversation_id" -> facts -> facts.post().conversationId().equals(value);
            case "url" -> facts -> facts.expandedUrls().stream().anyMatch(url -> url.contains(value));
            case "has" -> has(value, position);
            case "is" -> is(value, position);
            default -> throw SearchQuery.invalidOperator(name, position);
        };
    }

    private static Predicate<SearchFacts> has(String value, int position) throws SearchQuery.InvalidQueryException {
        return switch (value) {
            case "media" -> facts -> !facts.mediaTypes().isEmpty();
            case "images" -> facts -> facts.mediaTypes().contains("photo");
            case "videos" -> facts -> facts.mediaTypes().contains("video") || facts.mediaTypes().contains("animated_gif");
            case "links" -> facts -> !facts.expandedUrls().isEmpty() || !facts.mediaTypes().isEmpty();
            case "mentions" -> facts -> !facts.mentions().isEmpty();
            case "hashtags" -> facts -> !facts.hashtags().isEmpty();
            case "cashtags" -> facts -> !facts.cashtags().isEmpty();
            case "geo" -> facts -> facts.post().json().has("geo");
            default -> throw SearchQuery.invalidValue("has", value, position);
        };
    }

    private static Predicate<SearchFacts> is(String value, int position) throws SearchQuery.InvalidQueryException {
        return switch (value) {
            case "retweet" -> SearchFacts::isRetweet;
            case "reply" -> facts -> facts.post().referenced("replied_to") != null;
            case "quote" -> facts -> facts.post().referenced("quoted") != null;
            case "verified" -> SearchFacts::authorVerified;
            default -> throw SearchQuery.invalidValue("is", value, position);
        };
    }
}

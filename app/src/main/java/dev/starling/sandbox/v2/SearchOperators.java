package dev.starling.sandbox.v2;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * The {@code name:value} operators of recent search, as X's search operator list documents them:
 * standalone ones (users, links, context annotations, reply and quote ids, places, minimum
 * engagement) and the conjunction-required {@code is:}, {@code has:} and {@code lang:}, which need a
 * standalone term beside them. Operators X offers elsewhere (the stream's {@code bio:},
 * {@code sample:}, ...) or for data the sandbox has not ({@code list:}) are refused as X refuses
 * an operator not in the product.
 */
final class SearchOperators {

    /** An operator's test, and whether it may be a query's only kind of term. */
    record Term(Predicate<SearchFacts> test, boolean standalone) {

        static Term standalone(Predicate<SearchFacts> test) {
            return new Term(test, true);
        }

        static Term conjunctionRequired(Predicate<SearchFacts> test) {
            return new Term(test, false);
        }
    }

    private static final String ID = "[0-9]{1,19}";

    private SearchOperators() {
    }

    /**
     * The term of {@code name:value}; problems with it (an unknown operator, a bad value) are added
     * to {@code errors} in X's words, and the term then matches nothing.
     */
    static Term operator(String name, String rawValue, boolean negated, int position, List<String> errors) {
        String value = rawValue.trim();
        String lower = value.toLowerCase(Locale.ROOT);
        String user = lower.startsWith("@") ? lower.substring(1) : lower;
        if (value.isEmpty()) {
            errors.add(SearchQuery.at("The operator '" + name + "' needs a value, e.g. " + name + ":value", position));
            return Term.standalone(facts -> false);
        }
        return switch (name) {
            case "from" -> Term.standalone(facts -> facts.author().is(user));
            case "to" -> Term.standalone(facts -> facts.replyTo().is(user));
            case "retweets_of" -> Term.standalone(facts -> facts.retweetedAuthor().is(user));
            case "url" -> Term.standalone(facts -> facts.urls().stream().anyMatch(url -> url.contains(lower)));
            case "context" -> context(value, position, errors);
            case "entity" -> Term.standalone(facts -> facts.entities().contains(lower));
            case "conversation_id" -> byId(name, value, position, errors, post -> post.conversationId());
            case "in_reply_to_tweet_id", "in_reply_to_status_id" ->
                    byId(name, value, position, errors, post -> post.referenced("replied_to"));
            case "retweets_of_tweet_id", "retweets_of_status_id" ->
                    byId(name, value, position, errors, post -> post.referenced("retweeted"));
            case "quotes_of_tweet_id", "quotes_of_status_id" ->
                    byId(name, value, position, errors, post -> post.referenced("quoted"));
            case "place" -> Term.standalone(facts -> facts.place() != null && (value.equals(facts.place().path("id").asText())
                    || lower.equals(facts.place().path("name").asText().toLowerCase(Locale.ROOT))
                    || lower.equals(facts.place().path("full_name").asText().toLowerCase(Locale.ROOT))));
            case "place_country" -> placeCountry(value, position, errors);
            case "point_radius", "bounding_box", "geo_bounding_box" -> area(name, value, position, errors);
            case "min_likes" -> minimum(name, "like_count", value, position, errors);
            case "min_replies" -> minimum(name, "reply_count", value, position, errors);
            case "min_reposts" -> minimum(name, "retweet_count", value, position, errors);
            case "lang" -> Term.conjunctionRequired(facts -> facts.post().lang().equalsIgnoreCase(value));
            case "has" -> has(lower, errors);
            case "is" -> is(lower, negated, position, errors);
            default -> unavailable(name, position, errors);
        };
    }

    /** X's refusal of an operator it does not offer in this product. */
    static Term unavailable(String name, int position, List<String> errors) {
        errors.add(SearchQuery.invalidOperator(name, position));
        return Term.standalone(facts -> false);
    }

    private static Term has(String value, List<String> errors) {
        Predicate<SearchFacts> test = switch (value) {
            case "media", "media_link" -> facts -> !facts.mediaTypes().isEmpty();
            case "images" -> facts -> facts.mediaTypes().contains("photo");
            case "videos", "video_link" -> facts -> facts.mediaTypes().contains("video")
                    || facts.mediaTypes().contains("animated_gif");
            case "links" -> facts -> !facts.urls().isEmpty() || !facts.mediaTypes().isEmpty();
            case "mentions" -> facts -> !facts.mentions().isEmpty();
            case "hashtags" -> facts -> !facts.hashtags().isEmpty();
            case "cashtags" -> facts -> !facts.cashtags().isEmpty();
            case "geo" -> facts -> facts.post().json().has("geo");
            default -> null;
        };
        if (test == null) {
            errors.add("Reference to invalid operator 'has:" + value + "'.");
            return Term.conjunctionRequired(facts -> false);
        }
        return Term.conjunctionRequired(test);
    }

    private static Term is(String value, boolean negated, int position, List<String> errors) {
        Predicate<SearchFacts> test = switch (value) {
            case "retweet" -> SearchFacts::isRetweet;
            case "reply" -> facts -> facts.post().referenced("replied_to") != null;
            case "quote" -> facts -> facts.post().referenced("quoted") != null;
            case "verified" -> SearchFacts::authorVerified;
            // Promoted-only posts; the sandbox's world has none (their source is "Twitter for Advertisers").
            case "nullcast" -> facts -> facts.post().json().path("source").asText().startsWith("Twitter for Advertisers");
            default -> null;
        };
        if (test == null) {
            errors.add("Reference to invalid operator 'is:" + value + "'.");
            return Term.conjunctionRequired(facts -> false);
        }
        if (value.equals("nullcast") && !negated) {
            errors.add(SearchQuery.at("is:nullcast can only be used negated: -is:nullcast", position));
        }
        return Term.conjunctionRequired(test);
    }

    private static Term context(String value, int position, List<String> errors) {
        if (!value.matches(ID + "\\." + ID)) {
            errors.add(SearchQuery.at("Invalid value '" + value + "' for operator 'context': use"
                    + " context:domain_id.entity_id, e.g. context:65.848920371311001600", position));
            return Term.standalone(facts -> false);
        }
        return Term.standalone(facts -> facts.contexts().contains(value));
    }

    private static Term byId(String name, String value, int position, List<String> errors,
                             Function<V2Post, String> field) {
        if (!value.matches(ID)) {
            errors.add(SearchQuery.at("Invalid value '" + value + "' for operator '" + name + "': a post id is 1 to 19"
                    + " digits", position));
            return Term.standalone(facts -> false);
        }
        return Term.standalone(facts -> value.equals(field.apply(facts.post())));
    }

    private static Term placeCountry(String value, int position, List<String> errors) {
        if (!value.matches("[A-Za-z]{2}")) {
            errors.add(SearchQuery.at("Invalid value '" + value + "' for operator 'place_country': an ISO alpha-2 country"
                    + " code, e.g. place_country:US", position));
            return Term.standalone(facts -> false);
        }
        return Term.standalone(facts -> facts.place() != null
                && value.equalsIgnoreCase(facts.place().path("country_code").asText()));
    }

    private static Term area(String name, String value, int position, List<String> errors) {
        GeoArea area;
        try {
            area = name.equals("point_radius") ? GeoArea.circle(value) : GeoArea.box(value);
        } catch (IllegalArgumentException e) {
            errors.add(SearchQuery.at("Invalid value '[" + value + "]' for operator '" + name + "': " + e.getMessage(),
                    position));
            return Term.standalone(facts -> false);
        }
        return Term.standalone(facts -> {
            JsonNode bbox = facts.place() == null ? null : facts.place().path("geo").path("bbox");
            return bbox != null && bbox.size() == 4 && area.contains(new double[] {bbox.get(0).asDouble(),
                    bbox.get(1).asDouble(), bbox.get(2).asDouble(), bbox.get(3).asDouble()});
        });
    }

    private static Term minimum(String name, String metric, String value, int position, List<String> errors) {
        long minimum;
        try {
            minimum = Long.parseLong(value);
        } catch (NumberFormatException e) {
            minimum = -1;
        }
        if (minimum < 0) {
            errors.add(SearchQuery.at("Invalid value '" + value + "' for operator '" + name + "': a whole number, 0 or"
                    + " more", position));
            return Term.standalone(facts -> false);
        }
        long least = minimum;
        return Term.standalone(facts -> facts.metric(metric) >= least);
    }
}

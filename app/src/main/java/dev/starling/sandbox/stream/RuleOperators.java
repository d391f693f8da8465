package dev.starling.sandbox.stream;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The filtered stream's operators as X documents them: what each takes, and which stand alone. X
 * takes some under a second name ({@code geo_bounding_box}) or a value under a second spelling
 * ({@code has:media_link}); those read as the operator or value they stand for.
 */
final class RuleOperators {

    /** What an operator takes, its place among X's products, and its rules. */
    record Operator(String form, boolean standalone, boolean streamOnly, boolean searchOnly, boolean neverNegated,
                    boolean semantic) {
    }

    static final List<String> IS = List.of("retweet", "reply", "quote", "verified", "nullcast");
    static final List<String> HAS = List.of("hashtags", "cashtags", "links", "mentions", "media", "images", "videos",
            "geo");
    /** Other spellings X takes for {@code has:} values, to the value each stands for. */
    static final Map<String, String> HAS_ALIASES = Map.of("media_link", "media", "video_link", "videos");
    /** Other names X takes for an operator, to the one each stands for. */
    private static final Map<String, String> ALIASES = Map.of("geo_bounding_box", "bounding_box");
    static final Set<String> LANGUAGES = Set.of("am", "ar", "bg", "bn", "bo", "ca", "chr", "ckb", "cs", "cy", "da",
            "de", "dv", "el", "en", "es", "et", "eu", "fa", "fi", "fil", "fr", "ga", "gu", "he", "hi", "hr", "ht", "hu",
            "hy", "id", "in", "is", "it", "iu", "iw", "ja", "ka", "km", "kn", "ko", "lo", "lt", "lv", "ml", "mr", "ms",
            "my", "ne", "nl", "no", "or", "pa", "pl", "ps", "pt", "ro", "ru", "sd", "si", "sk", "sl", "sr", "sv", "ta",
            "te", "th", "tl", "tr", "ug", "uk", "ur", "vi", "zh", "zh-cn", "zh-tw", "und");
    static final int MAX_PROXIMITY = 6;
    static final double MAX_GEO_MILES = 25.0;

    private static final Map<String, Operator> ALL = new HashMap<>();

    static {
        for (String name : List.of("from", "to", "retweets_of")) {
            standalone(name, "user", false);
        }
        standalone("url", "text", false);
        standalone("context", "context", false);
        standalone("entity", "text", false);
        standalone("conversation_id", "id", false);
        standalone("place", "text", false);
        standalone("place_country", "country", false);
        standalone("point_radius", "radius", false);
        standalone("bounding_box", "box", false);
        for (String name : List.of("bio", "bio_name", "bio_location", "url_title", "url_description", "url_contains",
                "source")) {
            standalone(name, "text", true);
        }
        standalone("from_affiliate_of", "user", true);
        standalone("to_affiliate_of", "user", true);
        ALL.put("embedding", new Operator("quoted", true, true, false, true, true));
        ALL.put("is", new Operator("is", false, false, false, false, false));
        ALL.put("has", new Operator("has", false, false, false, false, false));
        ALL.put("lang", new Operator("lang", false, false, false, false, false));
        ALL.put("sample", new Operator("percent", false, true, false, true, false));
        ALL.put("embedding_threshold", new Operator("threshold", false, true, false, true, true));
        for (String name : List.of("followers_count", "tweets_count", "following_count", "listed_count")) {
            ALL.put(name, new Operator("count", false, true, false, false, false));
        }
        for (String name : List.of("list", "min_likes", "min_replies", "min_reposts", "min_retweets", "min_faves",
                "quotes_of_tweet_id", "since_id", "until_id")) {
            ALL.put(name, new Operator("any", true, false, true, false, false));
        }
    }

    private RuleOperators() {
    }

    private static void standalone(String name, String form, boolean streamOnly) {
        ALL.put(name, new Operator(form, true, streamOnly, false, false, false));
    }

    static Operator find(String name) {
        return ALL.get(canonical(name));
    }

    /** The operator a name stands for: {@code bounding_box} for {@code geo_bounding_box}. */
    static String canonical(String name) {
        return ALIASES.getOrDefault(name, name);
    }

    /** The {@code has:} value a lower-case one stands for: {@code media} for {@code media_link}. */
    static String hasValue(String lower) {
        return HAS_ALIASES.getOrDefault(lower, lower);
    }

    /** Whether a term may stand alone: tags, words and phrases do; so does an operator X does not know. */
    static boolean standalone(RuleTree.Term term) {
        if (!"op".equals(term.kind())) {
            return true;
        }
        if ("is".equals(term.op()) && "nullcast".equalsIgnoreCase(term.value())) {
            return false;
        }
        Operator operator = find(term.op());
        return operator == null || operator.standalone();
    }
}

package dev.starling.core.rules;

import static dev.starling.core.rules.Availability.SEARCH_AND_STREAM;
import static dev.starling.core.rules.Availability.SEARCH_ONLY;
import static dev.starling.core.rules.Availability.STREAM_ONLY;
import static dev.starling.core.rules.NegationRule.EITHER;
import static dev.starling.core.rules.NegationRule.NEVER;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * X's filtered-stream rule operators, as X documents them: which stand alone and which need another
 * operator beside them, which search knows too (so a volume preview is possible), which may be
 * negated. Operators search has and the stream refuses are listed so a rule using one is told why.
 * An operator X takes under two names is one entry with an alias ({@code geo_bounding_box:} for
 * {@code bounding_box:}); so is a value with two spellings ({@code has:media_link} for {@code has:media}).
 */
public final class OperatorCatalog {

    public static final String KEYWORD = "keyword";
    public static final String PHRASE = "\"exact phrase\"";
    public static final String PROXIMITY = "\"a b\"~N";

    /** {@code is:} values; {@code nullcast} only negated. */
    public static final List<String> IS_VALUES = List.of("retweet", "reply", "quote", "verified", "nullcast");
    public static final List<String> HAS_VALUES = List.of("hashtags", "cashtags", "links", "mentions", "media",
            "images", "videos", "geo");
    /** Other spellings X takes for {@code has:} values: {@code has:media_link} is {@code has:media}. */
    public static final Map<String, String> HAS_VALUE_ALIASES = Map.of("media_link", "media", "video_link", "videos");

    /** The languages X detects and lang: accepts (BCP 47), {@code und} for undetermined. */
    public static final Set<String> LANGUAGES = Set.of("am", "ar", "bg", "bn", "bo", "ca", "chr", "ckb", "cs", "cy",
            "da", "de", "dv", "el", "en", "es", "et", "eu", "fa", "fi", "fil", "fr", "ga", "gu", "he", "hi", "hr",
            "ht", "hu", "hy", "id", "in", "is", "it", "iu", "iw", "ja", "ka", "km", "kn", "ko", "lo", "lt", "lv", "ml",
            "mr", "ms", "my", "ne", "nl", "no", "or", "pa", "pl", "ps", "pt", "ro", "ru", "sd", "si", "sk", "sl",
            "sr", "sv", "ta", "te", "th", "tl", "tr", "ug", "uk", "ur", "vi", "zh", "zh-cn", "zh-tw", "und");

    /** The largest proximity distance X accepts. */
    public static final int MAX_PROXIMITY = 6;
    /** point_radius and bounding_box: at most 25 miles. */
    public static final double MAX_GEO_MILES = 25.0;
    public static final double DEFAULT_EMBEDDING_THRESHOLD = 0.3;

    private static final Map<String, OperatorSpec> ALL = new LinkedHashMap<>();
    /** Every entry under each of its names (its aliases included). */
    private static final Map<String, OperatorSpec> BY_NAME = new HashMap<>();

    static {
        // clauses without a colon: standalone, in both search and stream
        add(KEYWORD, ArgumentForm.WORD, true, SEARCH_AND_STREAM);
        add(PHRASE, ArgumentForm.PHRASE, true, SEARCH_AND_STREAM);
        add(PROXIMITY, ArgumentForm.PROXIMITY, true, STREAM_ONLY);
        add("#", ArgumentForm.TAG, true, SEARCH_AND_STREAM);
        add("@", ArgumentForm.TAG, true, SEARCH_AND_STREAM);
        add("$", ArgumentForm.TAG, true, SEARCH_AND_STREAM);
        // standalone operators
        add("from:", ArgumentForm.USER, true, SEARCH_AND_STREAM);
        add("to:", ArgumentForm.USER, true, SEARCH_AND_STREAM);
        add("url:", ArgumentForm.URL, true, SEARCH_AND_STREAM);
        add("retweets_of:", ArgumentForm.USER, true, SEARCH_AND_STREAM);
        add("context:", ArgumentForm.CONTEXT, true, SEARCH_AND_STREAM);
        add("entity:", ArgumentForm.TEXT, true, SEARCH_AND_STREAM);
        add("conversation_id:", ArgumentForm.POST_ID, true, SEARCH_AND_STREAM);
        add("place:", ArgumentForm.PLACE, true, SEARCH_AND_STREAM);
        add("place_country:", ArgumentForm.COUNTRY, true, SEARCH_AND_STREAM);
        add("point_radius:", ArgumentForm.POINT_RADIUS, true, SEARCH_AND_STREAM);
        ALL.put("bounding_box:", new OperatorSpec("bounding_box:", ArgumentForm.BOUNDING_BOX, true, SEARCH_AND_STREAM,
                EITHER, List.of(), false).alsoNamed("geo_bounding_box:"));
        add("bio:", ArgumentForm.TEXT, true, STREAM_ONLY);
        add("bio_name:", ArgumentForm.TEXT, true, STREAM_ONLY);
        add("bio_location:", ArgumentForm.TEXT, true, STREAM_ONLY);
        add("from_affiliate_of:", ArgumentForm.USER, true, STREAM_ONLY);
        add("to_affiliate_of:", ArgumentForm.USER, true, STREAM_ONLY);
        add("url_title:", ArgumentForm.TEXT, true, STREAM_ONLY);
        add("url_description:", ArgumentForm.TEXT, true, STREAM_ONLY);
        add("url_contains:", ArgumentForm.TEXT, true, STREAM_ONLY);
        add("source:", ArgumentForm.TEXT, true, STREAM_ONLY);
        ALL.put("embedding:", new OperatorSpec("embedding:", ArgumentForm.QUOTED_TEXT, true, STREAM_ONLY, NEVER,
                List.of(), true));
        // operators that need another operator beside them
        ALL.put("is:", new OperatorSpec("is:", ArgumentForm.CHOICE, false, SEARCH_AND_STREAM, EITHER, IS_VALUES,
                false));
        ALL.put("has:", new OperatorSpec("has:", ArgumentForm.CHOICE, false, SEARCH_AND_STREAM, EITHER, HAS_VALUES,
                false).withValueAliases(HAS_VALUE_ALIASES));
        add("lang:", ArgumentForm.LANGUAGE, false, SEARCH_AND_STREAM);
        ALL.put("sample:", new OperatorSpec("sample:", ArgumentForm.PERCENT, false, STREAM_ONLY, NEVER, List.of(),
                false));
        ALL.put("embedding_threshold:", new OperatorSpec("embedding_threshold:", ArgumentForm.THRESHOLD, false,
                STREAM_ONLY, NEVER, List.of(), true));
        add("followers_count:", ArgumentForm.COUNT, false, STREAM_ONLY);
        add("tweets_count:", ArgumentForm.COUNT, false, STREAM_ONLY);
        add("following_count:", ArgumentForm.COUNT, false, STREAM_ONLY);
        add("listed_count:", ArgumentForm.COUNT, false, STREAM_ONLY);
        // search operators the stream refuses
        for (String name : List.of("list:", "min_likes:", "min_replies:", "min_reposts:", "min_retweets:",
                "min_faves:", "quotes_of_tweet_id:", "since_id:", "until_id:")) {
            add(name, ArgumentForm.WORD, true, SEARCH_ONLY);
        }
        for (OperatorSpec spec : ALL.values()) {
            BY_NAME.put(spec.name(), spec);
            spec.aliases().forEach(alias -> BY_NAME.put(alias, spec));
        }
    }

    private OperatorCatalog() {
    }

    private static void add(String name, ArgumentForm form, boolean standalone, Availability availability) {
        ALL.put(name, new OperatorSpec(name, form, standalone, availability, EITHER, List.of(), false));
    }

    /** Every entry, in the order the catalog shows them: clauses, standalone operators, the others. */
    public static List<OperatorSpec> all() {
        return List.copyOf(ALL.values());
    }

    /** What stream rules may use (the search-only operators left out). */
    public static List<OperatorSpec> forStreamRules() {
        return ALL.values().stream().filter(spec -> spec.availability() != SEARCH_ONLY).toList();
    }

    /** The entry for {@code from:}, {@code #}, {@code keyword}, ... or an alias ({@code geo_bounding_box:}). */
    public static Optional<OperatorSpec> find(String name) {
        return Optional.ofNullable(BY_NAME.get(name));
    }

    /** The entry a clause is written with. */
    public static Optional<OperatorSpec> of(RuleClause clause) {
        return find(clause.catalogName());
    }

    /** Whether the clause may stand alone: {@code is:nullcast} never does, whatever {@code is:} otherwise is. */
    static boolean standalone(RuleClause clause) {
        return of(clause).map(OperatorSpec::standalone).orElse(true);
    }

    /** The negation rule of a clause: {@code is:nullcast} must be negated. */
    static NegationRule negation(RuleClause clause) {
        if (clause.kind() == ClauseKind.OPERATOR && "is".equals(clause.operator())
                && "nullcast".equalsIgnoreCase(clause.value())) {
            return NegationRule.ONLY_NEGATED;
        }
        return of(clause).map(OperatorSpec::negation).orElse(EITHER);
    }
}

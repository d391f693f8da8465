package dev.starling.sandbox.ads;

import dev.starling.sandbox.http.SandboxRequest;
import dev.starling.sandbox.http.SandboxResponse;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * {@code GET /12/insights/keywords/search}: tweet volumes for ORed keywords in one country, per hour or
 * day. Volumes are synthetic but deterministic (seed, words, location and hour) and behave like counts
 * of posts ({@link KeywordInsightsPosts}): a keyword counts the posts that have all its words, ORed
 * keywords count each post once, a negative keyword takes out the posts that have it; shaped like real
 * traffic (a daily rhythm in the country's local time, quieter or busier weekends, word-specific
 * sizes). Related keywords are phrases people write about the first keywords ("best espresso",
 * "espresso near me", "#espresso"), the most used first.
 */
final class KeywordInsights {

    static final int MAX_KEYWORDS = 10;
    static final Duration MAX_WINDOW = Duration.ofDays(7);
    static final int RELATED_COUNT = 30;
    /** X's targeting value for the United States, the default country. */
    static final String DEFAULT_LOCATION = "96683cc9126741d1";
    private static final long HOUR = 3_600_000L;
    /** How people extend a keyword ({@code %s}); {@code #} makes a hashtag of it, {@code %y} is the year. */
    private static final List<String> RELATED_TEMPLATES = List.of("%s news", "%s tips", "#", "best %s", "%s %y",
            "%s deals", "%s review", "new %s", "%s today", "%s near me", "%s guide", "%s price", "%s sale",
            "%s ideas", "%s video", "%s community", "%s update", "%s trends", "%s app", "%s event", "%s podcast",
            "%s season", "%s explained", "%s shop", "%s photos", "%s store", "%s fans", "%s memes", "%s lovers",
            "%s recipe", "%s live", "why %s", "%s thread", "%s chat", "%s highlights", "love %s",
            "free %s", "top %s");

    private final Hash hash;
    private final KeywordInsightsPosts posts;
    /** The last queries asked (a comparison of up to ten series asks ten in turn), most recent last. */
    private final Map<List<Object>, KeywordInsightsPosts.Query> queries = new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<List<Object>, KeywordInsightsPosts.Query> eldest) {
            return size() > 10;
        }
    };

    KeywordInsights(long seed) {
        this.hash = new Hash(seed);
        this.posts = new KeywordInsightsPosts(hash);
    }

    SandboxResponse search(SandboxRequest request, long now) {
        String granularity = Params.oneOf("granularity", Params.required(request, "granularity"), Set.of("DAY", "HOUR"));
        List<String> keywords = Params.commaList(Params.required(request, "keywords"));
        if (keywords.isEmpty()) {
            throw AdsErrors.missing("keywords");
        }
        List<String> negatives = Params.commaList(request.param("negative_keywords").orElse(""));
        if (keywords.size() + negatives.size() > MAX_KEYWORDS) {
            throw AdsErrors.invalid("keywords", "keywords and negative_keywords together take at most " + MAX_KEYWORDS);
        }
        Instant start = timestamp(request, "start_time", Params.required(request, "start_time"));
        String endText = request.param("end_time").orElse(null);
        Instant end = endText == null ? Instant.ofEpochMilli(now) : timestamp(request, "end_time", endText);
        if (!end.isAfter(start)) {
            throw AdsErrors.invalid("end_time", "end_time must be later than start_time");
        }
        if (Duration.between(start, end).compareTo(MAX_WINDOW) > 0) {
            throw AdsErrors.invalid("end_time", "The range from start_time to end_time is at most 7 days");
        }
        String location = request.param("location").filter(value -> !value.isBlank()).orElse(DEFAULT_LOCATION);

        KeywordInsightsPosts.Query query = query(keywords, negatives, location);
        long unit = granularity.equals("HOUR") ? HOUR : 24 * HOUR;
        List<Long> volumes = new ArrayList<>();
        for (long bucket = start.toEpochMilli(); bucket < end.toEpochMilli(); bucket += unit) {
            // A bucket holds whole hours from its start (a partial last bucket fewer), so buckets never overlap.
            long hours = (Math.min(bucket + unit, end.toEpochMilli()) - bucket + HOUR - 1) / HOUR;
            long firstHour = Math.floorDiv(bucket, HOUR);
            double total = 0;
            for (long hour = firstHour; hour < firstHour + hours; hour++) {
                total += query.postsIn(hour);
            }
            volumes.add(Math.round(total));
        }
        Map<String, Object> params = new LinkedHashMap<>();
        params.put("start_time", Times.format(start.toEpochMilli()));
        params.put("end_time", Times.format(end.toEpochMilli()));
        params.put("granularity", granularity);
        params.put("keywords", keywords);
        params.put("negative_keywords", negatives);
        params.put("location", location);
        Map<String, Object> data = new LinkedHashMap<>();
        data.put("related_keywords", related(keywords, negatives, location,
                end.atZone(ZoneOffset.UTC).getYear()));
        data.put("tweet_volume", volumes);
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("request", Map.of("params", params));
        body.put("data", data);
        return SandboxResponse.json(200, body);
    }

    /** The query, worked out once for the windows of a long range (asked one after another). */
    private KeywordInsightsPosts.Query query(List<String> keywords, List<String> negatives, String location) {
        List<Object> key = List.of(keywords, negatives, location);
        synchronized (queries) {
            KeywordInsightsPosts.Query known = queries.get(key);
            if (known != null) {
                return known;
            }
        }
        KeywordInsightsPosts.Query query;
        try {
            query = posts.new Query(keywords, negatives, location);
        } catch (IllegalArgumentException tooManyWords) {
            throw AdsErrors.invalid("keywords", "keywords and negative_keywords together have more than "
                    + KeywordInsightsPosts.MAX_WORDS + " distinct words");
        }
        synchronized (queries) {
            queries.put(key, query);
        }
        return query;
    }

    private static Instant timestamp(SandboxRequest request, String name, String text) {
        Instant instant = Times.parse(text);
        if (instant == null) {
            throw AdsErrors.invalid(name, "\"" + name + "\" must be an ISO 8601 timestamp");
        }
        return instant;
    }

    /**
     * Phrases people write with the keywords, without the keywords and negatives themselves or a phrase
     * that repeats a word ("espresso deals deals"): each keyword's most used first, the keywords taking
     * turns, so a second keyword is not crowded out by a busier first one.
     */
    List<String> related(List<String> keywords, List<String> negatives, String location, int year) {
        Set<String> excluded = new HashSet<>();
        keywords.forEach(k -> excluded.add(k.strip().toLowerCase(Locale.ROOT)));
        negatives.forEach(k -> excluded.add(k.strip().toLowerCase(Locale.ROOT)));
        List<List<String>> perKeyword = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (String one : keywords) {
            String keyword = one.strip().toLowerCase(Locale.ROOT).replaceAll("\\s+", " ");
            Map<String, Double> size = new HashMap<>();
            for (String template : RELATED_TEMPLATES) {
                String candidate = phrase(template, keyword, year);
                if (candidate != null && !excluded.contains(candidate) && seen.add(candidate)) {
                    size.put(candidate, posts.typicalPosts(candidate, location));
                }
            }
            perKeyword.add(size.keySet().stream().sorted(Comparator.comparingDouble((String candidate) ->
                    -size.get(candidate)).thenComparing(Comparator.naturalOrder())).toList());
        }
        List<String> related = new ArrayList<>();
        for (int rank = 0; related.size() < RELATED_COUNT && perKeyword.stream().anyMatch(list -> list.size() > 0); rank++) {
            boolean any = false;
            for (List<String> list : perKeyword) {
                if (rank < list.size() && related.size() < RELATED_COUNT) {
                    related.add(list.get(rank));
                    any = true;
                }
            }
            if (!any) {
                break;
            }
        }
        return List.copyOf(related);
    }

    /** The template filled with the keyword, or null when the result would not read as a phrase. */
    private static String phrase(String template, String keyword, int year) {
        if (template.equals("#")) {
            String tag = keyword.replaceAll("[^\\p{L}\\p{N}_]", "");
            return tag.isEmpty() || keyword.startsWith("#") ? null : "#" + tag;
        }
        String added = template.replace("%s", "").replace("%y", "").strip();
        List<String> words = KeywordInsightsPosts.words(keyword);
        if (!added.isEmpty() && List.of(added.split(" ")).stream().anyMatch(words::contains)) {
            return null;
        }
        return template.replace("%y", Integer.toString(year)).replace("%s", keyword);
    }

    /** Deterministic numbers from words and the sandbox's seed. */
    static final class Hash {

        private final long seed;

        Hash(long seed) {
            this.seed = seed;
        }

        /** A 64-bit hash of the parts and the seed (FNV-1a, then a SplitMix64 finaliser). */
        long mix(String... parts) {
            long h = 0xcbf29ce484222325L ^ seed;
            for (String part : parts) {
                for (int i = 0; i < part.length(); i++) {
                    h = (h ^ part.charAt(i)) * 0x100000001b3L;
                }
                h = (h ^ 0x1f) * 0x100000001b3L;
            }
            h = (h ^ (h >>> 30)) * 0xbf58476d1ce4e5b9L;
            h = (h ^ (h >>> 27)) * 0x94d049bb133111ebL;
            return h ^ (h >>> 31);
        }

        /** A number in [0, 1) from a hash. */
        double unit(long hash) {
            return (hash >>> 11) * 0x1.0p-53;
        }
    }
}

package dev.starling.sandbox.ads;

import dev.starling.sandbox.http.SandboxRequest;
import dev.starling.sandbox.http.SandboxResponse;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * {@code GET /12/insights/keywords/search}: tweet volumes for ORed keywords in one country, per hour or
 * day. Volumes are synthetic but deterministic (seed, keyword, location and hour) and shaped like real
 * traffic: a daily rhythm in the country's local time (low at night, peak mid-afternoon), quieter
 * weekends for most keywords, keyword-specific base volumes, and each negative keyword removing a
 * share of the matches.
 */
final class KeywordInsights {

    static final int MAX_KEYWORDS = 10;
    static final Duration MAX_WINDOW = Duration.ofDays(7);
    static final int RELATED_COUNT = 30;
    /** X's targeting value for the United States, the default country. */
    static final String DEFAULT_LOCATION = "96683cc9126741d1";
    private static final long HOUR = 3_600_000L;
    private static final List<String> RELATED_TEMPLATES = List.of("%s news", "%s tips", "#%s", "best %s", "%s 2026",
            "%s deals", "%s review", "%s live", "new %s", "%s today", "%s community", "%s update", "%s trends",
            "%s near me", "%s guide", "%s memes", "%s fans", "%s launch", "%s price", "%s app", "%s event",
            "%s video", "%s recipe", "%s season", "%s vs", "%s sale", "%s podcast", "%s ideas", "%s week", "why %s",
            "%s thread", "%s explained", "%s chat", "%s highlights", "%s shop", "%s morning", "%s photos", "%s store",
            "%s tickets", "%s results", "%s music", "%s art");

    private final long seed;

    KeywordInsights(long seed) {
        this.seed = seed;
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

        long unit = granularity.equals("HOUR") ? HOUR : 24 * HOUR;
        List<Long> volumes = new ArrayList<>();
        for (long bucket = start.toEpochMilli(); bucket < end.toEpochMilli(); bucket += unit) {
            // A bucket holds whole hours from its start (a partial last bucket fewer), so buckets never overlap.
            long hours = (Math.min(bucket + unit, end.toEpochMilli()) - bucket + HOUR - 1) / HOUR;
            long firstHour = Math.floorDiv(bucket, HOUR);
            double total = 0;
            for (long hour = firstHour; hour < firstHour + hours; hour++) {
                for (String keyword : keywords) {
                    total += hourlyVolume(keyword, location, hour);
                }
            }
            volumes.add(Math.round(total * negativeShare(keywords, negatives)));
        }
        Map<String, Object> params = new LinkedHashMap<>();
        params.put("start_time", Times.format(start.toEpochMilli()));
        params.put("end_time", Times.format(end.toEpochMilli()));
        params.put("granularity", granularity);
        params.put("keywords", keywords);
        params.put("negative_keywords", negatives);
        params.put("location", location);
        Map<String, Object> data = new LinkedHashMap<>();
        data.put("related_keywords", related(keywords, negatives));
        data.put("tweet_volume", volumes);
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("request", Map.of("params", params));
        body.put("data", data);
        return SandboxResponse.json(200, body);
    }

    private static Instant timestamp(SandboxRequest request, String name, String text) {
        Instant instant = Times.parse(text);
        if (instant == null) {
            throw AdsErrors.invalid(name, "\"" + name + "\" must be an ISO 8601 timestamp");
        }
        return instant;
    }

    /** Matching tweets of one keyword in one hour (epoch hour) in one country. */
    double hourlyVolume(String keyword, String location, long epochHour) {
        String key = keyword.toLowerCase(Locale.ROOT);
        double base = 30 * Math.pow(200, unit(mix(key)));
        double country = location.equals(DEFAULT_LOCATION) ? 1.0 : 0.2 + 1.2 * unit(mix(location));
        int utcOffset = location.equals(DEFAULT_LOCATION) ? -5 : (int) Math.floorMod(mix(location, "tz"), 24L) - 11;
        long localHour = Math.floorMod(epochHour + utcOffset, 24L);
        double daily = 0.2 + 0.8 * (0.5 - 0.5 * Math.cos(2 * Math.PI * (localHour - 3) / 24.0));
        long dayOfWeek = Math.floorMod(Math.floorDiv(epochHour + utcOffset, 24L) + 3, 7L); // 0 = Monday
        boolean weekend = dayOfWeek >= 5;
        boolean weekendKeyword = Math.floorMod(mix(key, "weekend"), 4L) == 0;
        double weekly = weekend ? (weekendKeyword ? 1.3 : 0.75) : 1.0;
        double noise = 0.85 + 0.3 * unit(mix(key, location, Long.toString(epochHour)));
        return base * country * daily * weekly * noise;
    }

    /** Each negative keyword removes a share of the matches, more when it overlaps a keyword. */
    private double negativeShare(List<String> keywords, List<String> negatives) {
        double factor = 1.0;
        for (String negative : negatives) {
            String lower = negative.toLowerCase(Locale.ROOT);
            boolean overlaps = keywords.stream().map(k -> k.toLowerCase(Locale.ROOT))
                    .anyMatch(k -> k.contains(lower) || lower.contains(k));
            factor *= 1 - (overlaps ? 0.5 : 0.05 + 0.25 * unit(mix(lower, "negative")));
        }
        return Math.max(factor, 0.02);
    }

    private List<String> related(List<String> keywords, List<String> negatives) {
        Set<String> excluded = new java.util.HashSet<>();
        keywords.forEach(k -> excluded.add(k.toLowerCase(Locale.ROOT)));
        negatives.forEach(k -> excluded.add(k.toLowerCase(Locale.ROOT)));
        List<String> candidates = new ArrayList<>();
        for (int i = 0; i < RELATED_TEMPLATES.size(); i++) {
            String keyword = keywords.get(i % keywords.size()).toLowerCase(Locale.ROOT).replace(" ", "");
            String candidate = String.format(Locale.ROOT, RELATED_TEMPLATES.get(i), keyword);
            if (!excluded.contains(candidate) && !candidates.contains(candidate)) {
                candidates.add(candidate);
            }
        }
        candidates.sort(Comparator.comparingLong(candidate -> mix(candidate, "related")));
        return List.copyOf(candidates.subList(0, Math.min(RELATED_COUNT, candidates.size())));
    }

    /** A 64-bit hash of the parts and the seed (FNV-1a, then a SplitMix64 finaliser). */
    private long mix(String... parts) {
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

    private static double unit(long hash) {
        return (hash >>> 11) * 0x1.0p-53;
    }
}

package dev.starling.core.api.ads;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.starling.core.api.http.ApiHttp;
import dev.starling.core.api.http.ApiUrls;
import dev.starling.core.api.error.ApiException;
import dev.starling.core.api.error.UnreadableAnswer;
import dev.starling.core.api.http.ApiRequest;
import dev.starling.core.api.http.Auth;
import java.io.IOException;
import java.net.URI;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Supplier;

/**
 * Keyword insights of the X Ads API: {@code GET /12/insights/keywords/search}, signed with OAuth 1.0a
 * as the signed-in user through the shared {@link ApiHttp} (rate-limit waits, retries and the request
 * log apply). One call covers at most 7 days; longer ranges are split by {@code core.keywords}.
 * Blocking: call from a background task.
 */
public final class KeywordInsightsClient {

    public static final String PATH = "/12/insights/keywords/search";
    private static final ObjectMapper JSON = new ObjectMapper();

    private final ApiHttp http;
    private final URI base;
    private final Supplier<Auth.OAuth1> signer;

    /** Made by {@link AdsClient#keywordInsights()}, which checks the base address. */
    KeywordInsightsClient(ApiHttp http, URI base, Supplier<Auth.OAuth1> signer) {
        this.http = http;
        this.base = base;
        this.signer = signer;
    }

    public KeywordVolumes search(KeywordVolumeRequest request) {
        return read(request, searchBody(request));
    }

    /**
     * The answer's body exactly as it came, after checking it reads as keyword volumes (so a caller
     * that keeps bodies, like the cache, never keeps one it cannot read back).
     */
    public byte[] searchBody(KeywordVolumeRequest request) {
        byte[] body = http.execute(ApiRequest.get(ApiUrls.resolve(base, PATH, queryOf(request)), signer.get())).body();
        read(request, body);
        return body;
    }

    /** The query parameters of the call, in the order the API documents them; absent values left out. */
    public static Map<String, String> queryOf(KeywordVolumeRequest request) {
        Map<String, String> query = new LinkedHashMap<>();
        query.put("granularity", request.granularity().name());
        query.put("keywords", String.join(",", request.keywords()));
        query.put("start_time", request.start().toString());
        if (request.end() != null) {
            query.put("end_time", request.end().toString());
        }
        if (request.location() != null && !request.location().isBlank()) {
            query.put("location", request.location());
        }
        if (!request.negativeKeywords().isEmpty()) {
            query.put("negative_keywords", String.join(",", request.negativeKeywords()));
        }
        return query;
    }

    /**
     * Reads an answer (fresh or cached). Bucket {@code i} starts at the echoed {@code start_time} plus
     * {@code i} granularities and ends one granularity later, or at {@code end_time} for the last one.
     *
     * @throws ApiException when the body is not a keyword-insights answer
     */
    public static KeywordVolumes read(KeywordVolumeRequest request, byte[] body) {
        JsonNode root;
        try {
            root = JSON.readTree(body);
        } catch (IOException e) {
            throw new ApiException(UnreadableAnswer.notJson(200));
        }
        if (root == null || !root.path("data").isObject() || !root.path("data").path("tweet_volume").isArray()) {
            throw malformed("data.tweet_volume");
        }
        JsonNode echo = root.path("request").path("params");
        Instant start = instant(echo, "start_time", request.start());
        Instant end = instant(echo, "end_time", request.end());
        KeywordGranularity granularity = granularity(echo, request.granularity());
        List<String> keywords = strings(echo.path("keywords"), request.keywords());
        List<String> negatives = strings(echo.path("negative_keywords"), request.negativeKeywords());
        String location = echo.path("location").isTextual() ? echo.path("location").asText() : request.location();

        List<VolumePoint> points = new ArrayList<>();
        Instant bucket = start;
        for (JsonNode volume : root.path("data").path("tweet_volume")) {
            if (!volume.canConvertToLong()) {
                throw malformed("data.tweet_volume");
            }
            Instant next = bucket.plus(granularity.bucket());
            Instant bucketEnd = end != null && end.isBefore(next) ? end : next;
            points.add(new VolumePoint(bucket, bucketEnd, volume.asLong()));
            bucket = next;
        }
        return new KeywordVolumes(new KeywordVolumes.Params(start, end, granularity, keywords, negatives, location),
                strings(root.path("data").path("related_keywords"), List.of()), points);
    }

    private static Instant instant(JsonNode echo, String field, Instant fallback) {
        JsonNode value = echo.path(field);
        if (!value.isTextual()) {
            return fallback;
        }
        try {
            return Instant.parse(value.asText());
        } catch (DateTimeParseException e) {
            throw malformed("request.params." + field);
        }
    }

    private static KeywordGranularity granularity(JsonNode echo, KeywordGranularity fallback) {
        JsonNode value = echo.path("granularity");
        if (!value.isTextual()) {
            return fallback;
        }
        try {
            return KeywordGranularity.valueOf(value.asText().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw malformed("request.params.granularity");
        }
    }

    private static List<String> strings(JsonNode array, List<String> fallback) {
        if (!array.isArray()) {
            return fallback;
        }
        List<String> values = new ArrayList<>();
        array.forEach(value -> values.add(value.asText()));
        return values;
    }

    /** The answer cannot be read as keyword volumes: {@code member} is missing or not what X sends there. */
    private static ApiException malformed(String member) {
        return new ApiException(UnreadableAnswer.lacking(200, member));
    }
}

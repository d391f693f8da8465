package dev.starling.ui.keywords;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.starling.core.api.ads.KeywordGranularity;
import dev.starling.core.api.ads.KeywordVolumeRequest;
import dev.starling.core.keywords.VolumeSource;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Predicate;

/**
 * A keyword-insights API in memory: answers shaped like the real one (echoed params, 30 related
 * keywords, one volume per bucket), volumes derived from the keyword and the bucket's hour so they
 * are known to the test, every call recorded, and chosen calls failing.
 */
final class FakeVolumes implements VolumeSource {

    private static final ObjectMapper JSON = new ObjectMapper();
    private final List<KeywordVolumeRequest> calls = new CopyOnWriteArrayList<>();
    private volatile Predicate<KeywordVolumeRequest> failing = call -> false;
    private volatile java.util.function.Supplier<RuntimeException> failure =
            () -> new java.io.UncheckedIOException(new java.io.IOException("connection reset"));

    List<KeywordVolumeRequest> calls() {
        return calls;
    }

    /** Calls matching this fail (like a network failure) until changed. */
    void failWhen(Predicate<KeywordVolumeRequest> failing) {
        this.failing = failing;
    }

    /** Failing calls throw this instead of a network failure. */
    void failWith(java.util.function.Supplier<RuntimeException> failure) {
        this.failure = failure;
    }

    /** The volume the fake answers for a bucket: deterministic per first keyword and hour. */
    static long volume(String keyword, Instant bucketStart) {
        long hour = bucketStart.getEpochSecond() / 3600;
        return 100 + Math.floorMod(keyword.hashCode(), 50) * 10L + Math.floorMod(hour * 37, 100);
    }

    @Override
    public byte[] fetch(KeywordVolumeRequest call) {
        calls.add(call);
        if (failing.test(call)) {
            throw failure.get();
        }
        Duration unit = call.granularity() == KeywordGranularity.HOUR ? Duration.ofHours(1) : Duration.ofDays(1);
        List<Long> volumes = new ArrayList<>();
        for (Instant bucket = call.start(); bucket.isBefore(call.end()); bucket = bucket.plus(unit)) {
            volumes.add(volume(call.keywords().get(0), bucket));
        }
        List<String> related = new ArrayList<>();
        for (int i = 0; i < 30; i++) {
            related.add(call.keywords().get(0) + " related " + i);
        }
        Map<String, Object> params = new LinkedHashMap<>();
        params.put("start_time", call.start().toString());
        params.put("end_time", call.end().toString());
        params.put("granularity", call.granularity().name());
        params.put("keywords", call.keywords());
        params.put("negative_keywords", call.negativeKeywords());
        params.put("location", call.location());
        Map<String, Object> body = Map.of("request", Map.of("params", params),
                "data", Map.of("related_keywords", related, "tweet_volume", volumes));
        try {
            return JSON.writeValueAsBytes(body);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}

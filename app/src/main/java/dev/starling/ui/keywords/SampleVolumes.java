package dev.starling.ui.keywords;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.starling.core.api.ads.KeywordVolumeRequest;
import dev.starling.core.keywords.VolumeSource;
import java.io.UncheckedIOException;
import java.time.Instant;

/**
 * Made-up answers in the keyword-insights API's shape (echoed parameters, related keywords, one
 * volume per bucket), for {@link ChartWarmUp}: the warm-up reads them through the same fetch, cache
 * and stitching code a real answer goes through, so that code is compiled before the first real
 * comparison arrives. Never shown and never stored outside the warm-up's own in-memory cache.
 */
final class SampleVolumes implements VolumeSource {

    private static final ObjectMapper JSON = new ObjectMapper();
    static final int RELATED = 30;

    @Override
    public byte[] fetch(KeywordVolumeRequest call) {
        ObjectNode body = JSON.createObjectNode();
        ObjectNode params = body.putObject("request").putObject("params");
        params.put("start_time", call.start().toString());
        params.put("end_time", call.end().toString());
        params.put("granularity", call.granularity().name());
        call.keywords().forEach(params.putArray("keywords")::add);
        call.negativeKeywords().forEach(params.putArray("negative_keywords")::add);
        params.put("location", call.location());
        ObjectNode data = body.putObject("data");
        ArrayNode related = data.putArray("related_keywords");
        for (int i = 0; i < RELATED; i++) {
            related.add("sample " + i);
        }
        ArrayNode volumes = data.putArray("tweet_volume");
        int seed = Math.floorMod(call.keywords().hashCode(), 7);
        long step = call.granularity().bucket().toMillis();
        for (long at = call.start().toEpochMilli(); at < call.end().toEpochMilli(); at += step) {
            volumes.add(volume(seed, Instant.ofEpochMilli(at)));
        }
        try {
            return JSON.writeValueAsBytes(body);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A daily rhythm of a size that differs per series, so the sample lines cross as real ones do. */
    private static long volume(int seed, Instant bucket) {
        long hour = bucket.getEpochSecond() / 3600;
        return (long) ((seed + 1) * (120 + 80 * Math.sin(hour * Math.PI / 12))) + Math.floorMod(hour * 37 + seed, 41);
    }
}

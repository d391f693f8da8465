package dev.starling.core.api.ads;

import java.time.Instant;
import java.util.List;

/**
 * The answer of one keyword-insights call: what the API says it answered ({@code request.params})
 * and {@code data}: up to 30 related keywords and the {@code tweet_volume} buckets, placed in time
 * from the echoed {@code start_time} and granularity.
 */
public record KeywordVolumes(Params params, List<String> relatedKeywords, List<VolumePoint> points) {

    public KeywordVolumes {
        relatedKeywords = List.copyOf(relatedKeywords);
        points = List.copyOf(points);
    }

    /** The {@code request.params} echo (fields the API left out are taken from the request). */
    public record Params(Instant start, Instant end, KeywordGranularity granularity, List<String> keywords,
                         List<String> negativeKeywords, String location) {

        public Params {
            keywords = List.copyOf(keywords);
            negativeKeywords = List.copyOf(negativeKeywords);
        }
    }
}

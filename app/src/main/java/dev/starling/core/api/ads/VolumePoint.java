package dev.starling.core.api.ads;

import java.time.Instant;

/**
 * One {@code tweet_volume} bucket: matching posts from {@code start} (inclusive) to {@code end}
 * (exclusive). {@code end - start} is the granularity except for a shorter last bucket.
 */
public record VolumePoint(Instant start, Instant end, long volume) {
}

package dev.starling.core.api.ads;

import java.time.Duration;

/**
 * The size of one {@code tweet_volume} bucket. Buckets are fixed lengths of UTC time counted from
 * {@code start_time} (a DAY is 24 hours from the start, whatever the local calendar does), and the
 * last one may be shorter when the range does not divide evenly.
 */
public enum KeywordGranularity {
    DAY(Duration.ofDays(1)),
    HOUR(Duration.ofHours(1));

    private final Duration bucket;

    KeywordGranularity(Duration bucket) {
        this.bucket = bucket;
    }

    public Duration bucket() {
        return bucket;
    }
}

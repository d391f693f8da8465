package dev.starling.core.keywords;

import dev.starling.core.api.ads.KeywordVolumeRequest;
import dev.starling.core.api.ads.KeywordVolumes;
import dev.starling.core.api.ads.VolumePoint;
import java.time.Instant;
import java.util.List;

/**
 * One window of a series: the call it stands for, what became of it, and its answer when there is
 * one ({@code fetchedAt} is when that answer came from the API, also for a cached one), or the
 * failure when it failed (an {@link dev.starling.core.api.error.ApiException} for API errors, rate
 * limits and network failures).
 */
public record WindowResult(KeywordWindow window, KeywordVolumeRequest call, WindowStatus status, Instant fetchedAt,
                           KeywordVolumes volumes, RuntimeException failure) {

    static WindowResult answered(KeywordWindow window, KeywordVolumeRequest call, WindowStatus status,
                                 Instant fetchedAt, KeywordVolumes volumes) {
        return new WindowResult(window, call, status, fetchedAt, volumes, null);
    }

    static WindowResult without(KeywordWindow window, KeywordVolumeRequest call, WindowStatus status,
                                RuntimeException failure) {
        return new WindowResult(window, call, status, null, null, failure);
    }

    public boolean hasData() {
        return volumes != null;
    }

    public boolean fromCache() {
        return status == WindowStatus.CACHED;
    }

    public List<VolumePoint> points() {
        return volumes == null ? List.of() : volumes.points();
    }
}

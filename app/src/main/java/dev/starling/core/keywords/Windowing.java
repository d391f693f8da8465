package dev.starling.core.keywords;

import dev.starling.core.api.ads.KeywordVolumeRequest;
import dev.starling.core.api.ads.VolumePoint;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Splits a range into the API's at-most-7-day windows and stitches their buckets back together.
 * Everything is UTC instants: 7 days are 168 hours, a whole number of both DAY and HOUR buckets, so
 * every window after the first starts exactly on a bucket boundary of the whole range and the
 * stitched series has one bucket every granularity from the start, whatever daylight-saving changes
 * happen in anyone's local time. Only the last window may be shorter (and its last bucket partial).
 */
public final class Windowing {

    /** The longest range one call may ask for (spec 001, keyword insights). */
    public static final Duration MAX_WINDOW = Duration.ofDays(7);

    private Windowing() {
    }

    /** The windows of {@code [start, end)}, in order; empty when {@code end} is not after {@code start}. */
    public static List<KeywordWindow> split(Instant start, Instant end) {
        List<KeywordWindow> windows = new ArrayList<>();
        Instant from = start;
        while (from.isBefore(end)) {
            Instant to = from.plus(MAX_WINDOW);
            if (to.isAfter(end)) {
                to = end;
            }
            windows.add(new KeywordWindow(windows.size(), from, to));
            from = to;
        }
        return windows;
    }

    /** The windows of a resolved request (concrete end; see {@link KeywordRequest#resolve}). */
    public static List<KeywordWindow> split(KeywordRequest resolved) {
        if (resolved.end() == null) {
            throw new IllegalArgumentException("resolve the request's end before splitting it");
        }
        return split(resolved.start(), resolved.end());
    }

    /** The API call for one window of a request. */
    public static KeywordVolumeRequest call(KeywordRequest request, KeywordWindow window) {
        return new KeywordVolumeRequest(request.keywords(), request.negativeKeywords(), request.granularity(),
                window.start(), window.end(), request.location());
    }

    /**
     * One series from the windows' buckets in any order: sorted by time, a bucket that two windows
     * both report (it cannot happen with {@link #split}, but a cached answer may be odd) counted once.
     */
    public static List<VolumePoint> stitch(List<List<VolumePoint>> windows) {
        Map<Instant, VolumePoint> byStart = new TreeMap<>();
        windows.forEach(points -> points.forEach(point -> byStart.putIfAbsent(point.start(), point)));
        return List.copyOf(byStart.values());
    }
}

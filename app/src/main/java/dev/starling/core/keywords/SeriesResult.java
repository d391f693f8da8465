package dev.starling.core.keywords;

import dev.starling.core.api.ads.VolumePoint;
import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One series of a fetch: the request with its end resolved, and every window in order. The windows
 * that have data are stitched into {@link #points}; a window that failed leaves a gap and is listed
 * by {@link #failedWindows} so it can be retried without fetching the others again.
 */
public record SeriesResult(KeywordRequest request, List<WindowResult> windows) {

    public SeriesResult {
        windows = List.copyOf(windows);
    }

    /** The stitched series, one point per bucket of the windows that have data. */
    public List<VolumePoint> points() {
        return Windowing.stitch(windows.stream().map(WindowResult::points).toList());
    }

    /** The related keywords of the most recent window that has them. */
    public List<String> relatedKeywords() {
        for (int i = windows.size() - 1; i >= 0; i--) {
            WindowResult window = windows.get(i);
            if (window.hasData() && !window.volumes().relatedKeywords().isEmpty()) {
                return window.volumes().relatedKeywords();
            }
        }
        return List.of();
    }

    /** Windows without data (failed, cancelled or offline and not cached). */
    public List<WindowResult> missingWindows() {
        return windows.stream().filter(window -> !window.hasData()).toList();
    }

    public List<WindowResult> failedWindows() {
        return windows.stream().filter(window -> window.status() == WindowStatus.FAILED).toList();
    }

    public boolean complete() {
        return windows.stream().allMatch(WindowResult::hasData);
    }

    /** When the oldest data shown was fetched (the age of the series); empty when there is none. */
    public Optional<Instant> oldestFetch() {
        return windows.stream().map(WindowResult::fetchedAt).filter(Objects::nonNull).min(Comparator.naturalOrder());
    }

    public long total() {
        return points().stream().mapToLong(VolumePoint::volume).sum();
    }
}

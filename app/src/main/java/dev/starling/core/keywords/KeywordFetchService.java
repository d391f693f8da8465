package dev.starling.core.keywords;

import dev.starling.core.api.ActiveApi;
import dev.starling.core.api.ApiServices;
import dev.starling.core.api.ads.AdsClient;
import dev.starling.core.api.ads.KeywordInsightsClient;
import dev.starling.core.api.ads.KeywordVolumeRequest;
import dev.starling.core.api.ads.KeywordVolumes;
import dev.starling.core.api.error.ApiException;
import dev.starling.core.api.error.Transport;
import dev.starling.core.store.CacheStore;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * Fetches keyword volumes over ranges of up to 90 days: each series is split into 7-day windows
 * ({@link Windowing}), windows the cache can answer are taken from it without a request, the others
 * are asked one after another (the HTTP client's rate-limit and retry interceptors pace them), and
 * every answer is cached. A failing window does not stop the others; the result names it so it can
 * be retried. Blocking: run it in a background task.
 */
public final class KeywordFetchService {

    /** ONLINE asks the API for what the cache cannot answer; OFFLINE never sends anything. */
    public enum Mode { ONLINE, OFFLINE }

    private final VolumeSource source;
    private final KeywordCache cache;
    private final Clock clock;

    public KeywordFetchService(VolumeSource source, KeywordCache cache, Clock clock) {
        this.source = source;
        this.cache = cache;
        this.clock = clock;
    }

    /** Asks the Ads API of {@code services} as its default account (read at each call). */
    public static KeywordFetchService signedIn(ApiServices services, CacheStore cache, Clock clock) {
        return new KeywordFetchService(sourceOf(() -> services), new KeywordCache(cache), clock);
    }

    /** Asks the Ads API of the environment active at each call (the window's services survive a switch). */
    public static KeywordFetchService forActiveApi(ActiveApi api, CacheStore cache, Clock clock) {
        return new KeywordFetchService(sourceOf(api::current), new KeywordCache(cache), clock);
    }

    private static VolumeSource sourceOf(Supplier<ApiServices> services) {
        return new VolumeSource() {
            @Override
            public byte[] fetch(KeywordVolumeRequest call) {
                return AdsClient.signedIn(services.get()).keywordInsights().searchBody(call);
            }

            @Override
            public String origin() {
                return services.get().environment().key();
            }
        };
    }

    /**
     * Fetches every series over the same "now" (so ranges ending now line up).
     *
     * @throws KeywordLimitException when a request breaks the limits (nothing is sent)
     */
    public List<SeriesResult> fetch(List<KeywordRequest> requests, Mode mode, FetchControl control,
                                    Consumer<FetchProgress> progress) {
        Instant now = clock.instant();
        List<LimitProblem> problems = new ArrayList<>();
        List<KeywordRequest> resolved = new ArrayList<>();
        for (KeywordRequest request : requests) {
            problems.addAll(KeywordLimits.check(request, now));
            resolved.add(request.resolve(now));
        }
        if (!problems.isEmpty()) {
            throw new KeywordLimitException(problems);
        }
        List<List<WindowResult>> plan = new ArrayList<>();
        for (KeywordRequest request : resolved) {
            plan.add(Windowing.split(request).stream().map(window -> WindowResult.without(window,
                    Windowing.call(request, window), WindowStatus.CANCELLED, null)).toList());
        }
        return run(resolved, plan, window -> !window.hasData(), mode, control, progress);
    }

    public SeriesResult fetch(KeywordRequest request, Mode mode, FetchControl control, Consumer<FetchProgress> progress) {
        return fetch(List.of(request), mode, control, progress).get(0);
    }

    /**
     * Asks again for the windows of earlier results that have no data (failed, cancelled, or not
     * cached while offline); windows that have data are kept as they are.
     */
    public List<SeriesResult> retryMissing(List<SeriesResult> earlier, FetchControl control,
                                           Consumer<FetchProgress> progress) {
        return retry(earlier, window -> true, control, progress);
    }

    /**
     * Asks again only for the windows without data that {@code which} picks (e.g. the one a person
     * chose to retry); every other window is kept as it is, with data or still missing, and nothing
     * else is sent.
     */
    public List<SeriesResult> retry(List<SeriesResult> earlier, Predicate<WindowResult> which, FetchControl control,
                                    Consumer<FetchProgress> progress) {
        return run(earlier.stream().map(SeriesResult::request).toList(),
                earlier.stream().map(SeriesResult::windows).toList(),
                window -> !window.hasData() && which.test(window), Mode.ONLINE, control, progress);
    }

    /** Runs the windows of {@code plan} that {@code ask} picks; the others are kept. */
    private List<SeriesResult> run(List<KeywordRequest> requests, List<List<WindowResult>> plan,
                                   Predicate<WindowResult> ask, Mode mode, FetchControl control,
                                   Consumer<FetchProgress> progress) {
        int total = plan.stream().mapToInt(List::size).sum();
        Tally tally = new Tally(total);
        plan.forEach(windows -> windows.stream().filter(ask.negate()).forEach(tally::count));
        progress.accept(tally.report(0, null));
        List<SeriesResult> results = new ArrayList<>();
        for (int series = 0; series < plan.size(); series++) {
            List<WindowResult> windows = new ArrayList<>();
            for (WindowResult earlier : plan.get(series)) {
                if (!ask.test(earlier)) {
                    windows.add(earlier);
                    continue;
                }
                WindowResult result = one(earlier.window(), earlier.call(), mode, control);
                windows.add(result);
                tally.count(result);
                progress.accept(tally.report(series, result));
            }
            results.add(new SeriesResult(requests.get(series), windows));
        }
        return results;
    }

    private WindowResult one(KeywordWindow window, KeywordVolumeRequest call, Mode mode, FetchControl control) {
        String origin = source.origin();
        Optional<KeywordCache.Entry> cached = cache.find(origin, call);
        if (cached.isPresent() && (mode == Mode.OFFLINE || KeywordCache.reusableOnline(call, cached.get(), clock.instant()))) {
            try {
                KeywordVolumes volumes = KeywordInsightsClient.read(call, cached.get().body());
                return WindowResult.answered(window, call, WindowStatus.CACHED, cached.get().fetchedAt(), volumes);
            } catch (ApiException unreadable) {
                // A damaged entry is only a copy: ask again.
            }
        }
        if (mode == Mode.OFFLINE) {
            return WindowResult.without(window, call, WindowStatus.NOT_CACHED, null);
        }
        if (control.isCancelled()) {
            return WindowResult.without(window, call, WindowStatus.CANCELLED, null);
        }
        try {
            Instant asked = clock.instant();
            byte[] body = source.fetch(call);
            KeywordVolumes volumes = KeywordInsightsClient.read(call, body);
            cache.store(origin, call, body);
            return WindowResult.answered(window, call, WindowStatus.FETCHED, asked, volumes);
        } catch (RuntimeException failure) {
            boolean stopped = control.isCancelled() || failure instanceof ApiException api
                    && api.error() instanceof Transport transport && transport.kind() == Transport.Kind.INTERRUPTED;
            return WindowResult.without(window, call, stopped ? WindowStatus.CANCELLED : WindowStatus.FAILED,
                    stopped ? null : failure);
        }
    }

    /** Counts for progress reports. */
    private static final class Tally {
        private final int total;
        private int done;
        private int fromCache;
        private int fetched;
        private int failed;

        Tally(int total) {
            this.total = total;
        }

        void count(WindowResult result) {
            done++;
            switch (result.status()) {
                case CACHED -> fromCache++;
                case FETCHED -> fetched++;
                case FAILED -> failed++;
                default -> { /* cancelled or not cached: done, nothing more to count */ }
            }
        }

        FetchProgress report(int series, WindowResult last) {
            return new FetchProgress(done, total, fromCache, fetched, failed, series, last);
        }
    }
}

package dev.starling.core.keywords;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.starling.core.api.ads.KeywordInsightsClient;
import dev.starling.core.api.ads.KeywordVolumeRequest;
import dev.starling.core.store.CacheStore;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;

/**
 * Keyword-insights answers in the disposable cache, keyed by the API that answered and the exact query
 * parameters of the call (so one window of one series is one entry, whatever range or comparison it
 * was part of), each with when it was fetched.
 *
 * <p>Volumes of time that has not passed yet still change. Such a window is cached like any other (so
 * a comparison opens offline with everything it showed) but is reused online only while it is
 * {@link #FRESHNESS} old at most. A window is settled, and reused for good, when it ended at least
 * {@link #SETTLING} before it was fetched.
 */
public final class KeywordCache {

    static final String NAMESPACE = "keywords.volumes";
    /** How long after its end a window's volumes are taken as final. */
    public static final Duration SETTLING = Duration.ofHours(1);
    /** How long an unsettled window is reused online. */
    public static final Duration FRESHNESS = Duration.ofMinutes(10);
    private static final ObjectMapper JSON = new ObjectMapper();

    private final CacheStore cache;

    public KeywordCache(CacheStore cache) {
        this.cache = cache;
    }

    /** A cached answer: the body as the API sent it and when it was fetched. */
    public record Entry(byte[] body, Instant fetchedAt) {
    }

    /** @param origin which API answered ({@link VolumeSource#origin}) */
    public void store(String origin, KeywordVolumeRequest call, byte[] body) {
        cache.put(NAMESPACE, key(origin, call), body);
    }

    public Optional<Entry> find(String origin, KeywordVolumeRequest call) {
        return cache.get(NAMESPACE, key(origin, call)).map(entry -> new Entry(entry.body(), entry.storedAt()));
    }

    /** True when the entry may stand in for a request sent at {@code now}. */
    public static boolean reusableOnline(KeywordVolumeRequest call, Entry entry, Instant now) {
        return settled(call, entry.fetchedAt()) || !entry.fetchedAt().plus(FRESHNESS).isBefore(now);
    }

    /** True when the window ended at least {@link #SETTLING} before {@code fetchedAt}. */
    public static boolean settled(KeywordVolumeRequest call, Instant fetchedAt) {
        return call.end() != null && !call.end().plus(SETTLING).isAfter(fetchedAt);
    }

    /** The origin, then the call's query parameters as JSON in the fixed order the client sends them. */
    static String key(String origin, KeywordVolumeRequest call) {
        try {
            return origin + " " + JSON.writeValueAsString(KeywordInsightsClient.queryOf(call));
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }
}

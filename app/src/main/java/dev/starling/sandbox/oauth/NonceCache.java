package dev.starling.sandbox.oauth;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Nonces seen within the timestamp window. An entry is kept until its request timestamp falls out
 * of the window: from then on the timestamp check rejects a replay anyway, so memory stays bounded
 * by the requests of one window.
 */
final class NonceCache {

    private final long windowSeconds;
    private final Map<String, Long> seen = new ConcurrentHashMap<>();
    private final AtomicLong lastSweep = new AtomicLong();

    NonceCache(long windowSeconds) {
        this.windowSeconds = windowSeconds;
    }

    /** True when the nonce is new for this consumer and token (and records it); false on reuse. */
    boolean firstUse(String consumerKey, String token, String nonce, long timestamp, long nowSeconds) {
        evictExpired(nowSeconds);
        String key = consumerKey + '\u0000' + (token == null ? "" : token) + '\u0000' + nonce;
        return seen.putIfAbsent(key, timestamp) == null;
    }

    int size() {
        return seen.size();
    }

    void clear() {
        seen.clear();
    }

    /** Forgets nonces whose timestamps the window no longer accepts (at most once per second). */
    void evictExpired(long nowSeconds) {
        long last = lastSweep.get();
        if (nowSeconds != last && lastSweep.compareAndSet(last, nowSeconds)) {
            long oldest = nowSeconds - windowSeconds;
            seen.values().removeIf(timestamp -> timestamp < oldest);
        }
    }
}

package dev.starling.core.store;

import dev.starling.core.notice.Notice;
import dev.starling.core.notice.NoticeBoard;
import java.nio.file.Path;
import java.time.Clock;

/**
 * Opens the durable store and the cache in a data directory with Starling's recovery policy:
 * the app always gets two usable stores, and every fallback is posted as a notice.
 */
public record LocalStores(DurableStore durable, CacheStore cache) implements AutoCloseable {

    public static LocalStores open(Path dataDir, Clock clock, NoticeBoard notices) {
        return new LocalStores(openDurable(dataDir, notices), openCache(dataDir, clock, notices));
    }

    public static LocalStores inMemory(Clock clock) {
        return new LocalStores(DurableStore.inMemory(), CacheStore.inMemory(clock));
    }

    private static DurableStore openDurable(Path dataDir, NoticeBoard notices) {
        try {
            return DurableStore.open(dataDir);
        } catch (StoreException e) {
            String untouched = e.reason() == StoreException.Reason.DAMAGED
                    ? " Starling left the file untouched: restore it from a backup, or move it away to start afresh."
                    : "";
            notices.post(Notice.error("Your saved data could not be opened",
                    e.getMessage() + untouched + " Until then Starling uses a temporary store: settings, "
                            + "accounts and history changed in this session will not be kept."));
            return DurableStore.inMemory();
        }
    }

    private static CacheStore openCache(Path dataDir, Clock clock, NoticeBoard notices) {
        try {
            return CacheStore.open(dataDir, clock, aside -> notices.post(Notice.warning("Cache rebuilt",
                    "The cache file was damaged, so Starling moved it to " + aside + " and started a new one. "
                            + "It held only copies of API data; your settings, accounts and history are safe.")));
        } catch (StoreException e) {
            notices.post(Notice.warning("Cache unavailable",
                    e.getMessage() + " Starling keeps its cache in memory for this session."));
            return CacheStore.inMemory(clock);
        }
    }

    @Override
    public void close() {
        durable.close();
        cache.close();
    }
}

package dev.starling.core.store;

import dev.starling.core.notice.Notice;
import dev.starling.core.notice.NoticeBoard;
import dev.starling.core.text.BundleText;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;

/**
 * Opens the durable store and the cache in a data directory with Starling's recovery policy:
 * the app always gets two usable stores, and every fallback is posted as a notice.
 */
public record LocalStores(DurableStore durable, CacheStore cache, BundleText unusableDurable) implements AutoCloseable {

    public LocalStores(DurableStore durable, CacheStore cache) {
        this(durable, cache, null);
    }

    /** @param migrations every durable migration in order: the composition's list (boot's {@code DurableMigrations.ALL}) */
    public static LocalStores open(Path dataDir, Clock clock, NoticeBoard notices, List<Migration> migrations) {
        BundleText[] problem = new BundleText[1];
        DurableStore durable = openDurable(dataDir, notices, problem, migrations);
        return new LocalStores(durable, openCache(dataDir, clock, notices), problem[0]);
    }

    /**
     * Why the durable store on disk could not be used (the app then runs on a temporary one); commands
     * that need saved data refuse to run rather than work on the temporary store.
     */
    public java.util.Optional<BundleText> durableProblem() {
        return java.util.Optional.ofNullable(unusableDurable);
    }

    public static LocalStores inMemory(Clock clock, List<Migration> migrations) {
        return new LocalStores(DurableStore.inMemory(migrations), CacheStore.inMemory(clock));
    }

    private static DurableStore openDurable(Path dataDir, NoticeBoard notices, BundleText[] problem, List<Migration> migrations) {
        try {
            return DurableStore.open(dataDir, migrations);
        } catch (StoreException e) {
            if (e.reason() == StoreException.Reason.NO_LIBRARY) {
                throw e; // no store can open at all, not even the temporary one
            }
            BundleText untouched = BundleText.of("store.notice.none");
            if (e.reason() == StoreException.Reason.DAMAGED) {
                Path copy = DamagedCopies.keep(dataDir.resolve(DurableStore.FILE_NAME));
                untouched = copy == null ? BundleText.of("store.notice.untouched")
                        : BundleText.of("store.notice.untouchedCopied", copy.toString());
            }
            problem[0] = e.text();
            notices.post(Notice.error(BundleText.of("store.notice.durable.title"),
                    BundleText.of("store.notice.durable", e.text(), untouched)));
            return DurableStore.inMemory(migrations);
        }
    }

    private static CacheStore openCache(Path dataDir, Clock clock, NoticeBoard notices) {
        try {
            return CacheStore.open(dataDir, clock, aside -> notices.post(Notice.warning(
                    BundleText.of("store.notice.cacheRebuilt.title"),
                    BundleText.of("store.notice.cacheRebuilt", aside.toString()))));
        } catch (StoreException e) {
            if (e.reason() == StoreException.Reason.NO_LIBRARY) {
                throw e;
            }
            notices.post(Notice.warning(BundleText.of("store.notice.cacheUnavailable.title"),
                    BundleText.of("store.notice.cacheUnavailable", e.text())));
            return CacheStore.inMemory(clock);
        }
    }

    @Override
    public void close() {
        durable.close();
        cache.close();
    }
}

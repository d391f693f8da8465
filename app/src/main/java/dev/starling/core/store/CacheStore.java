package dev.starling.core.store;

import dev.starling.core.text.BundleText;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.sql.PreparedStatement;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * Disposable API data. When the file is damaged (not a database, fails {@code quick_check}) it is
 * moved aside, a fresh cache is built, and the caller is told so it can show a notice.
 */
public final class CacheStore implements AutoCloseable {

    public static final String FILE_NAME = "cache.db";
    private static final DateTimeFormatter STAMP =
            DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss").withZone(ZoneOffset.UTC);

    private final SqliteDatabase database;
    private final Clock clock;

    private CacheStore(SqliteDatabase database, Clock clock) {
        this.database = database;
        this.clock = clock;
    }

    /**
     * Opens the cache in {@code dataDir}; a damaged file is moved to
     * {@code cache.db.damaged-<timestamp>} and {@code onRebuilt} receives where it went.
     */
    public static CacheStore open(Path dataDir, Clock clock, Consumer<Path> onRebuilt) {
        Path file = dataDir.resolve(FILE_NAME);
        try {
            return new CacheStore(SqliteDatabase.open(file, CacheSchema.MIGRATIONS), clock);
        } catch (StoreException e) {
            if (e.reason() != StoreException.Reason.DAMAGED) {
                throw e;
            }
            Path aside = moveAside(file, clock);
            onRebuilt.accept(aside);
            return new CacheStore(SqliteDatabase.open(file, CacheSchema.MIGRATIONS), clock);
        }
    }

    public static CacheStore inMemory(Clock clock) {
        return new CacheStore(SqliteDatabase.open(null, CacheSchema.MIGRATIONS), clock);
    }

    private static final String UPSERT = "INSERT INTO entries(namespace, key, body, stored_at) VALUES(?, ?, ?, ?) "
            + "ON CONFLICT(namespace, key) DO UPDATE SET body = excluded.body, stored_at = excluded.stored_at";

    public void put(String namespace, String key, byte[] body) {
        database.update(UPSERT, namespace, key, body, clock.millis());
    }

    /** Stores many entries of one namespace in one transaction (a response's objects). */
    public void putAll(String namespace, java.util.Map<String, byte[]> entries) {
        if (entries.isEmpty()) {
            return;
        }
        database.write(connection -> {
            try (PreparedStatement upsert = connection.prepareStatement(UPSERT)) {
                long now = clock.millis();
                for (var entry : entries.entrySet()) {
                    upsert.setString(1, namespace);
                    upsert.setString(2, entry.getKey());
                    upsert.setBytes(3, entry.getValue());
                    upsert.setLong(4, now);
                    upsert.addBatch();
                }
                return upsert.executeBatch().length;
            }
        });
    }

    public void remove(String namespace, String key) {
        database.update("DELETE FROM entries WHERE namespace = ? AND key = ?", namespace, key);
    }

    public Optional<CachedEntry> get(String namespace, String key) {
        return database.selectFirst("SELECT body, stored_at FROM entries WHERE namespace = ? AND key = ?",
                row -> Optional.of(new CachedEntry(row.getBytes(1), Instant.ofEpochMilli(row.getLong(2)))), namespace, key);
    }

    public SqliteDatabase database() {
        return database;
    }

    @Override
    public void close() {
        database.close();
    }

    /** A cached body and when it was stored. */
    public record CachedEntry(byte[] body, Instant storedAt) {
    }

    private static Path moveAside(Path file, Clock clock) {
        Path aside = file.resolveSibling(FILE_NAME + ".damaged-" + STAMP.format(clock.instant()));
        try {
            Files.move(file, aside, StandardCopyOption.REPLACE_EXISTING);
            for (String suffix : new String[] {"-wal", "-shm"}) {
                Path sidecar = file.resolveSibling(FILE_NAME + suffix);
                if (Files.exists(sidecar)) {
                    Files.move(sidecar, aside.resolveSibling(aside.getFileName() + suffix),
                            StandardCopyOption.REPLACE_EXISTING);
                }
            }
            return aside;
        } catch (IOException e) {
            throw new StoreException(StoreException.Reason.UNWRITABLE, BundleText.of("store.error.cacheNotMoved",
                    file.toString(), e.getClass().getSimpleName()), e);
        }
    }
}

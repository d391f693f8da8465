package dev.starling.core.store;

import java.util.List;

/**
 * Schema of the cache: disposable copies of API data. Anything here may be thrown away (and is,
 * when the file is damaged) without losing user work.
 */
public final class CacheSchema {

    public static final List<Migration> MIGRATIONS = List.of(
            Migration.sql(
                    "CREATE TABLE entries (namespace TEXT NOT NULL, key TEXT NOT NULL, body BLOB NOT NULL, "
                            + "stored_at INTEGER NOT NULL, PRIMARY KEY (namespace, key))")
    );

    private CacheSchema() {
    }
}

package dev.starling.core.store;

import java.util.Optional;

/** Key-value settings in the durable store. Values are plain text; never store secrets here. */
public final class SettingsRepository {

    private final SqliteDatabase database;

    SettingsRepository(SqliteDatabase database) {
        this.database = database;
    }

    public Optional<String> get(String key) {
        return database.selectFirst("SELECT value FROM settings WHERE key = ?", row -> Optional.of(row.getString(1)), key);
    }

    public void put(String key, String value) {
        database.update("INSERT INTO settings(key, value) VALUES(?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                key, value);
    }

    public void remove(String key) {
        database.update("DELETE FROM settings WHERE key = ?", key);
    }
}

package dev.starling.core.store;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.Optional;

/** Key-value settings in the durable store. Values are plain text; never store secrets here. */
public final class SettingsRepository {

    private final SqliteDatabase database;

    SettingsRepository(SqliteDatabase database) {
        this.database = database;
    }

    public Optional<String> get(String key) {
        return database.read(connection -> {
            try (PreparedStatement select = connection.prepareStatement("SELECT value FROM settings WHERE key = ?")) {
                select.setString(1, key);
                try (ResultSet rows = select.executeQuery()) {
                    return rows.next() ? Optional.of(rows.getString(1)) : Optional.empty();
                }
            }
        });
    }

    public void put(String key, String value) {
        database.write(connection -> {
            try (PreparedStatement upsert = connection.prepareStatement(
                    "INSERT INTO settings(key, value) VALUES(?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value")) {
                upsert.setString(1, key);
                upsert.setString(2, value);
                return upsert.executeUpdate();
            }
        });
    }

    public void remove(String key) {
        database.write(connection -> {
            try (PreparedStatement delete = connection.prepareStatement("DELETE FROM settings WHERE key = ?")) {
                delete.setString(1, key);
                return delete.executeUpdate();
            }
        });
    }
}

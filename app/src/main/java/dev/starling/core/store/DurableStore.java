package dev.starling.core.store;

import java.nio.file.Path;
import java.util.List;

/**
 * The store of record. A damaged durable file is never moved or deleted by Starling: the user is
 * told, and the app runs on a temporary in-memory store until the file is dealt with.
 */
public final class DurableStore implements AutoCloseable {

    public static final String FILE_NAME = "starling.db";

    private final SqliteDatabase database;
    private final SettingsRepository settings;

    public DurableStore(SqliteDatabase database) {
        this.database = database;
        this.settings = new SettingsRepository(database);
    }

    /** @param migrations every durable migration in order (boot's {@code DurableMigrations.ALL}) */
    public static DurableStore open(Path dataDir, List<Migration> migrations) {
        return new DurableStore(SqliteDatabase.openVerified(dataDir.resolve(FILE_NAME), migrations));
    }

    /** @param migrations every durable migration in order (boot's {@code DurableMigrations.ALL}) */
    public static DurableStore inMemory(List<Migration> migrations) {
        return new DurableStore(SqliteDatabase.open(null, migrations));
    }

    public SqliteDatabase database() {
        return database;
    }

    public SettingsRepository settings() {
        return settings;
    }

    public boolean isTemporary() {
        return database.isInMemory();
    }

    @Override
    public void close() {
        database.close();
    }
}

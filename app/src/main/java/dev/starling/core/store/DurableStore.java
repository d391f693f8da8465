package dev.starling.core.store;

import java.nio.file.Path;

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

    public static DurableStore open(Path dataDir) {
        return new DurableStore(SqliteDatabase.openVerified(dataDir.resolve(FILE_NAME), DurableSchema.MIGRATIONS));
    }

    public static DurableStore inMemory() {
        return new DurableStore(SqliteDatabase.open(null, DurableSchema.MIGRATIONS));
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

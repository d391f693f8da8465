package dev.starling.core.store;

import java.util.List;

/**
 * Schema of the durable store: state the user would lose by deleting it (settings, accounts,
 * history, upload journals). Append migrations; never edit a released one.
 */
public final class DurableSchema {

    public static final List<Migration> MIGRATIONS = List.of(
            Migration.sql(
                    "CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL)"),
            Migration.sql(
                    "CREATE TABLE query_history (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT NOT NULL, "
                            + "starred INTEGER NOT NULL DEFAULT 0, spec TEXT NOT NULL, environment TEXT NOT NULL, "
                            + "created_at INTEGER NOT NULL, last_run_at INTEGER, last_status INTEGER)",
                    "CREATE INDEX query_history_recent ON query_history(starred DESC, last_run_at DESC)"),
            dev.starling.core.upload.UploadSchema.MIGRATION
    );

    private DurableSchema() {
    }
}

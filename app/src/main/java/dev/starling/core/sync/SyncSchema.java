package dev.starling.core.sync;

import dev.starling.core.store.Migration;

/**
 * The audience syncs' tables in the durable store (owner-only, like the rest of it): per audience, a record of what
 * Starling sent and X acknowledged, as digests and never a value, and the runs with the changes each one sends.
 * Entries are packed in blobs ({@link RecordEntries}): a base that is rewritten now and then, and the changes of each
 * acknowledged batch after it, so a nightly sync of a million people reads a few blobs and writes one per request.
 */
public final class SyncSchema {

    public static final Migration MIGRATION = Migration.sql(
            "CREATE TABLE audience_sync (id INTEGER PRIMARY KEY AUTOINCREMENT, account_id TEXT NOT NULL, "
                    + "audience_id TEXT NOT NULL, last_sync_at INTEGER, last_additions_at INTEGER, last_removals_at INTEGER, "
                    + "people INTEGER NOT NULL DEFAULT 0, identifiers INTEGER NOT NULL DEFAULT 0, "
                    + "last_added INTEGER NOT NULL DEFAULT 0, last_removed INTEGER NOT NULL DEFAULT 0, "
                    + "next_person INTEGER NOT NULL DEFAULT 1, UNIQUE (account_id, audience_id))",
            "CREATE TABLE audience_record_page (sync_id INTEGER NOT NULL REFERENCES audience_sync(id) ON DELETE CASCADE, "
                    + "page INTEGER NOT NULL, data BLOB NOT NULL, PRIMARY KEY (sync_id, page))",
            "CREATE TABLE audience_record_change (id INTEGER PRIMARY KEY AUTOINCREMENT, "
                    + "sync_id INTEGER NOT NULL REFERENCES audience_sync(id) ON DELETE CASCADE, run_id INTEGER NOT NULL, "
                    + "removed INTEGER NOT NULL, data BLOB NOT NULL)",
            "CREATE INDEX audience_record_change_sync ON audience_record_change (sync_id, id)",
            "CREATE TABLE sync_run (id INTEGER PRIMARY KEY AUTOINCREMENT, "
                    + "sync_id INTEGER NOT NULL REFERENCES audience_sync(id) ON DELETE CASCADE, source_path TEXT NOT NULL, "
                    + "source_size INTEGER NOT NULL, fingerprint TEXT NOT NULL, mapping TEXT NOT NULL, "
                    + "phone_region TEXT NOT NULL, rows INTEGER NOT NULL, rows_without_identifier INTEGER NOT NULL, "
                    + "rejected_values INTEGER NOT NULL, additions INTEGER NOT NULL, "
                    + "added_identifiers INTEGER NOT NULL, removals INTEGER NOT NULL, removed_identifiers INTEGER NOT NULL, "
                    + "unchanged INTEGER NOT NULL, removals_job INTEGER, additions_job INTEGER, forced INTEGER NOT NULL, "
                    + "status TEXT NOT NULL, created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL)",
            "CREATE TABLE sync_plan_page (run_id INTEGER NOT NULL REFERENCES sync_run(id) ON DELETE CASCADE, "
                    + "removals INTEGER NOT NULL, page INTEGER NOT NULL, data BLOB NOT NULL, "
                    + "PRIMARY KEY (run_id, removals, page))");

    private SyncSchema() {
    }
}

package dev.starling.core.upload.journal;

import dev.starling.core.store.Migration;
import dev.starling.core.upload.encode.HashedSource;

/**
 * The upload journal's tables in the durable store. Only file facts, settings and counts: never an
 * identifier, raw or hashed.
 */
public final class UploadSchema {

    public static final Migration MIGRATION = Migration.sql(
            "CREATE TABLE upload_job (id INTEGER PRIMARY KEY AUTOINCREMENT, source_path TEXT NOT NULL, "
                    + "source_size INTEGER NOT NULL, fingerprint TEXT NOT NULL, mapping TEXT NOT NULL, "
                    + "phone_region TEXT NOT NULL, target TEXT NOT NULL, operation TEXT NOT NULL, "
                    + "account_id TEXT NOT NULL, list_id TEXT NOT NULL, effective_at TEXT, expires_at TEXT NOT NULL, "
                    + "status TEXT NOT NULL, created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL)",
            "CREATE TABLE upload_batch (job_id INTEGER NOT NULL REFERENCES upload_job(id) ON DELETE CASCADE, "
                    + "batch_number INTEGER NOT NULL, first_line INTEGER NOT NULL, last_line INTEGER NOT NULL, "
                    + "operations INTEGER NOT NULL, success_count INTEGER NOT NULL, error_count INTEGER NOT NULL, "
                    + "acknowledged_at INTEGER NOT NULL, PRIMARY KEY (job_id, batch_number))");

    /**
     * What a job's rows are: {@code file} (every job before this migration), or the kind of list it sent
     * ({@link HashedSource#kind()}), which only that list's feature resumes.
     */
    public static final Migration SOURCE_KIND_MIGRATION = Migration.sql(
            "ALTER TABLE upload_job ADD COLUMN source_kind TEXT NOT NULL DEFAULT '" + UploadJournal.FILE + "'");

    private UploadSchema() {
    }
}

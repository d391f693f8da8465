package dev.starling.core.sync;

import dev.starling.core.store.SqliteDatabase;
import java.io.ByteArrayOutputStream;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/** The syncs' rows in the durable store ({@link SyncSchema}): audiences, their records, runs and plans. */
final class SyncStore {

    /** Changes are folded into a new base once they hold a quarter of it, or this many batches. */
    private static final int MAX_CHANGE_ROWS = 256;

    private final SqliteDatabase database;
    private final Clock clock;

    SyncStore(SqliteDatabase database, Clock clock) {
        this.database = database;
        this.clock = clock;
    }

    /** An audience's sync row: when it was last synced and what it holds. */
    record Audience(long id, String accountId, String audienceId, Instant lastSyncAt, Instant lastAdditionsAt,
                    Instant lastRemovalsAt, long people, long identifiers, long lastAdded, long lastRemoved, int nextPerson) {
    }

    /** A sync run: the file it compared and what it sends. */
    record Run(long id, long syncId, String sourcePath, long sourceSize, String fingerprint, String mapping,
               String phoneRegion, SyncCounts counts, Long removalsJob, Long additionsJob, boolean forced, String status) {
    }

    static final String RUNNING = "RUNNING";
    static final String PAUSED = "PAUSED";
    static final String FAILED = "FAILED";
    static final String COMPLETED = "COMPLETED";
    /** Left unfinished, then replaced by a sync of another file: what it sent is in the record. */
    static final String SUPERSEDED = "SUPERSEDED";

    private static final String AUDIENCE_COLUMNS = "id, account_id, audience_id, last_sync_at, last_additions_at, "
            + "last_removals_at, people, identifiers, last_added, last_removed, next_person";

    Optional<Audience> audience(String accountId, String audienceId) {
        return database.selectFirst("SELECT " + AUDIENCE_COLUMNS + " FROM audience_sync WHERE account_id = ? AND audience_id = ?",
                SyncStore::audience, accountId, audienceId);
    }

    List<Audience> audiences() {
        return database.select("SELECT " + AUDIENCE_COLUMNS + " FROM audience_sync ORDER BY account_id, audience_id",
                SyncStore::audience);
    }

    /** The audience's row, made when it has none. */
    Audience ensure(String accountId, String audienceId) {
        database.update("INSERT OR IGNORE INTO audience_sync (account_id, audience_id) VALUES (?, ?)", accountId, audienceId);
        return audience(accountId, audienceId).orElseThrow();
    }

    private static Optional<Audience> audience(ResultSet row) throws SQLException {
        return Optional.of(new Audience(row.getLong(1), row.getString(2), row.getString(3), instant(row, 4), instant(row, 5),
                instant(row, 6), row.getLong(7), row.getLong(8), row.getLong(9), row.getLong(10), row.getInt(11)));
    }

    private static Instant instant(ResultSet row, int column) throws SQLException {
        long millis = row.getLong(column);
        return row.wasNull() ? null : Instant.ofEpochMilli(millis);
    }

    /** The record: the base pages, then every change after them in order. */
    AudienceRecord record(Audience audience) {
        return database.read(connection -> {
            AudienceRecord record = new AudienceRecord(audience.identifiers() + 1024);
            try (PreparedStatement pages = connection.prepareStatement(
                    "SELECT data FROM audience_record_page WHERE sync_id = ? ORDER BY page")) {
                pages.setLong(1, audience.id());
                try (ResultSet rows = pages.executeQuery()) {
                    while (rows.next()) {
                        record.add(rows.getBytes(1));
                    }
                }
            }
            try (PreparedStatement changes = connection.prepareStatement(
                    "SELECT removed, data FROM audience_record_change WHERE sync_id = ? ORDER BY id")) {
                changes.setLong(1, audience.id());
                try (ResultSet rows = changes.executeQuery()) {
                    while (rows.next()) {
                        if (rows.getInt(1) == 0) {
                            record.add(rows.getBytes(2));
                        } else {
                            record.remove(rows.getBytes(2));
                        }
                    }
                }
            }
            return record;
        });
    }

    private static final String RUN_COLUMNS = "id, sync_id, source_path, source_size, fingerprint, mapping, phone_region, "
            + "rows, rows_without_identifier, rejected_values, additions, added_identifiers, removals, removed_identifiers, "
            + "unchanged, removals_job, additions_job, forced, status";

    /** The audience's run left unfinished (running when the process died, paused, or failed), if any. */
    Optional<Run> unfinished(long syncId) {
        return database.selectFirst("SELECT " + RUN_COLUMNS + " FROM sync_run WHERE sync_id = ? AND status IN (?, ?, ?) "
                + "ORDER BY id DESC", SyncStore::run, syncId, RUNNING, PAUSED, FAILED);
    }

    Optional<Run> run(long runId) {
        return database.selectFirst("SELECT " + RUN_COLUMNS + " FROM sync_run WHERE id = ?", SyncStore::run, runId);
    }

    private static Optional<Run> run(ResultSet row) throws SQLException {
        SyncCounts counts = new SyncCounts(row.getLong(8), row.getLong(9), row.getLong(10), row.getLong(11),
                row.getLong(12), row.getLong(13), row.getLong(14), row.getLong(15));
        long removalsJob = row.getLong(16);
        Long removals = row.wasNull() ? null : removalsJob;
        long additionsJob = row.getLong(17);
        Long additions = row.wasNull() ? null : additionsJob;
        return Optional.of(new Run(row.getLong(1), row.getLong(2), row.getString(3), row.getLong(4), row.getString(5),
                row.getString(6), row.getString(7), counts, removals, additions, row.getInt(18) != 0, row.getString(19)));
    }

    /** The upload job that sends a run's removals (or additions), made when that phase first starts. */
    void setJob(long runId, boolean removals, long jobId) {
        database.update("UPDATE sync_run SET " + (removals ? "removals_job" : "additions_job") + " = ?, updated_at = ? "
                + "WHERE id = ?", jobId, clock.millis(), runId);
    }

    void setStatus(long runId, String status) {
        database.update("UPDATE sync_run SET status = ?, updated_at = ? WHERE id = ?", status, clock.millis(), runId);
    }

    /**
     * Stores a run and its plan in one transaction, and moves the audience's person numbers past the plan's.
     *
     * @return the run's id
     */
    long createRun(Audience audience, SyncRequest request, SyncPlan plan, Long removalsJob, Long additionsJob,
                   boolean forced) {
        long now = clock.millis();
        SyncCounts counts = plan.counts();
        return database.write(connection -> {
            long runId;
            try (PreparedStatement insert = connection.prepareStatement("INSERT INTO sync_run (sync_id, source_path, "
                    + "source_size, fingerprint, mapping, phone_region, rows, rows_without_identifier, rejected_values, "
                    + "additions, added_identifiers, removals, removed_identifiers, unchanged, removals_job, additions_job, "
                    + "forced, status, created_at, updated_at) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
                    java.sql.Statement.RETURN_GENERATED_KEYS)) {
                Object[] values = {audience.id(), request.profile().path().toAbsolutePath().toString(),
                        request.profile().size(), request.profile().fingerprint(), request.mapping().describe(),
                        request.normalizer().defaultRegion(), counts.rows(), counts.rowsWithoutIdentifier(),
                        counts.rejectedValues(), counts.additions(), counts.addedIdentifiers(),
                        counts.removals(), counts.removedIdentifiers(), counts.keptPeople(), removalsJob, additionsJob,
                        forced ? 1 : 0, RUNNING, now, now};
                for (int i = 0; i < values.length; i++) {
                    insert.setObject(i + 1, values[i]);
                }
                insert.executeUpdate();
                try (ResultSet keys = insert.getGeneratedKeys()) {
                    keys.next();
                    runId = keys.getLong(1);
                }
            }
            writePages(connection, runId, true, plan.removals().entries());
            writePages(connection, runId, false, plan.additions().entries());
            try (PreparedStatement update = connection.prepareStatement(
                    "UPDATE audience_sync SET next_person = ? WHERE id = ?")) {
                update.setInt(1, plan.nextPerson());
                update.setLong(2, audience.id());
                update.executeUpdate();
            }
            return runId;
        });
    }

    private static void writePages(Connection connection, long runId, boolean removals, byte[] entries) throws SQLException {
        int pageBytes = RecordEntries.PER_PAGE * RecordEntries.PLAN;
        try (PreparedStatement insert = connection.prepareStatement(
                "INSERT INTO sync_plan_page (run_id, removals, page, data) VALUES (?,?,?,?)")) {
            for (int page = 0, at = 0; at < entries.length; page++, at += pageBytes) {
                insert.setLong(1, runId);
                insert.setInt(2, removals ? 1 : 0);
                insert.setInt(3, page);
                insert.setBytes(4, java.util.Arrays.copyOfRange(entries, at, Math.min(entries.length, at + pageBytes)));
                insert.executeUpdate();
            }
        }
    }

    /** A stored run's removals or additions, as they were planned. */
    SyncPlan.Phase phase(long runId, boolean removals) {
        return database.read(connection -> {
            ByteArrayOutputStream entries = new ByteArrayOutputStream();
            try (PreparedStatement pages = connection.prepareStatement(
                    "SELECT data FROM sync_plan_page WHERE run_id = ? AND removals = ? ORDER BY page")) {
                pages.setLong(1, runId);
                pages.setInt(2, removals ? 1 : 0);
                try (ResultSet rows = pages.executeQuery()) {
                    while (rows.next()) {
                        entries.writeBytes(rows.getBytes(1));
                    }
                }
            }
            return SyncPlan.Phase.of(entries.toByteArray());
        });
    }

    /**
     * In the journal's transaction for an acknowledged batch: what it applied goes into the record, and the audience's
     * time of its last additions (or removals) becomes now.
     */
    void recordChange(Connection connection, long syncId, long runId, boolean removed, byte[] entries) throws SQLException {
        if (entries.length > 0) {
            try (PreparedStatement insert = connection.prepareStatement(
                    "INSERT INTO audience_record_change (sync_id, run_id, removed, data) VALUES (?,?,?,?)")) {
                insert.setLong(1, syncId);
                insert.setLong(2, runId);
                insert.setInt(3, removed ? 1 : 0);
                insert.setBytes(4, entries);
                insert.executeUpdate();
            }
        }
        try (PreparedStatement update = connection.prepareStatement("UPDATE audience_sync SET "
                + (removed ? "last_removals_at" : "last_additions_at") + " = ? WHERE id = ?")) {
            update.setLong(1, clock.millis());
            update.setLong(2, syncId);
            update.executeUpdate();
        }
    }

    /**
     * A run sent everything: it is completed, its plan goes, the audience says when it was synced and what it holds,
     * and the changes are folded into a new base when they have grown large.
     *
     * @param record the record as it stands now, every acknowledged change applied
     */
    void complete(Audience audience, Long runId, SyncCounts counts, AudienceRecord record) {
        long people = record.people();
        boolean fold = foldDue(audience.id(), record.size());
        List<byte[]> pages = fold ? record.pages() : List.of();
        database.write(connection -> {
            if (runId != null) {
                execute(connection, "UPDATE sync_run SET status = ?, updated_at = ? WHERE id = ?", COMPLETED, clock.millis(), runId);
                execute(connection, "DELETE FROM sync_plan_page WHERE run_id = ?", runId);
            }
            execute(connection, "UPDATE audience_sync SET last_sync_at = ?, people = ?, identifiers = ?, last_added = ?, "
                    + "last_removed = ? WHERE id = ?", clock.millis(), people, record.size(), counts.additions(),
                    counts.removals(), audience.id());
            if (fold) {
                execute(connection, "DELETE FROM audience_record_page WHERE sync_id = ?", audience.id());
                execute(connection, "DELETE FROM audience_record_change WHERE sync_id = ?", audience.id());
                try (PreparedStatement insert = connection.prepareStatement(
                        "INSERT INTO audience_record_page (sync_id, page, data) VALUES (?,?,?)")) {
                    for (int page = 0; page < pages.size(); page++) {
                        insert.setLong(1, audience.id());
                        insert.setInt(2, page);
                        insert.setBytes(3, pages.get(page));
                        insert.executeUpdate();
                    }
                }
            }
            return null;
        });
    }

    private boolean foldDue(long syncId, long held) {
        long[] changes = database.read(connection -> {
            try (PreparedStatement count = connection.prepareStatement(
                    "SELECT count(*), coalesce(sum(length(data)), 0) FROM audience_record_change WHERE sync_id = ?")) {
                count.setLong(1, syncId);
                try (ResultSet rows = count.executeQuery()) {
                    rows.next();
                    return new long[] {rows.getLong(1), rows.getLong(2) / RecordEntries.RECORD};
                }
            }
        });
        return changes[0] > MAX_CHANGE_ROWS || changes[1] * 4 > held;
    }

    private static void execute(Connection connection, String sql, Object... values) throws SQLException {
        try (PreparedStatement statement = connection.prepareStatement(sql)) {
            for (int i = 0; i < values.length; i++) {
                statement.setObject(i + 1, values[i]);
            }
            statement.executeUpdate();
        }
    }
}

package dev.starling.core.upload.journal;

import dev.starling.core.store.SqliteDatabase;
import dev.starling.core.store.StoredTime;
import java.nio.file.Path;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Clock;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;
import java.util.Optional;
import dev.starling.core.upload.common.ColumnMapping;
import dev.starling.core.upload.encode.HashedSource;
import dev.starling.core.upload.read.SourceProfile;
import dev.starling.core.upload.encode.UploadBatch;
import dev.starling.core.upload.common.UploadException;
import dev.starling.core.upload.common.UploadSettings;

/** Upload jobs and their acknowledged batches in the durable store, for resuming after a crash. */
public final class UploadJournal {

    private final SqliteDatabase database;
    private final Clock clock;

    public UploadJournal(SqliteDatabase database, Clock clock) {
        this.database = database;
        this.clock = clock;
    }

    public UploadJob create(SourceProfile profile, ColumnMapping mapping, String phoneRegion, UploadSettings settings) {
        long now = clock.millis();
        long id = database.insert("INSERT INTO upload_job (source_path, source_size, fingerprint, mapping, phone_region, "
                        + "target, operation, account_id, list_id, effective_at, expires_at, status, created_at, updated_at) "
                        + "VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
                profile.path().toAbsolutePath().toString(), profile.size(), profile.fingerprint(), mapping.describe(),
                phoneRegion, settings.target().name(), settings.operation().name(), settings.accountId(),
                settings.listId(), settings.effectiveAt() == null ? null : settings.effectiveAt().toString(),
                settings.expiresAt().toString(), UploadJob.Status.RUNNING.name(), now, now);
        return find(id).orElseThrow();
    }

    /** The {@code source_kind} of a file's upload; other kinds are {@link HashedSource#kind()}. */
    public static final String FILE = "file";

    /** A job whose rows are a list, not a file: the source's label and fingerprint, never its digests. */
    public UploadJob create(HashedSource source, UploadSettings settings) {
        long now = clock.millis();
        long id = database.insert("INSERT INTO upload_job (source_path, source_size, fingerprint, mapping, phone_region, "
                        + "target, operation, account_id, list_id, effective_at, expires_at, status, created_at, updated_at, "
                        + "source_kind) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
                source.label(), source.size(), source.fingerprint(), LIST_MAPPING, "", settings.target().name(),
                settings.operation().name(), settings.accountId(), settings.listId(),
                settings.effectiveAt() == null ? null : settings.effectiveAt().toString(), settings.expiresAt().toString(),
                UploadJob.Status.RUNNING.name(), now, now, source.kind());
        return find(id).orElseThrow();
    }

    /** The mapping journalled for a list: its values are digests already. */
    static final String LIST_MAPPING = "hashed";

    /** {@link #FILE} for a file's upload, else the {@link HashedSource#kind()} of the list it sent. */
    public String sourceKind(long jobId) {
        return database.selectFirst("SELECT source_kind FROM upload_job WHERE id = ?", row -> Optional.of(row.getString(1)),
                jobId).orElseThrow(() -> noSuchJob(jobId));
    }

    /** The problem of asking for job {@code jobId} when the journal has none. */
    public static UploadException noSuchJob(long jobId) {
        return UploadException.of("upload.problem.noSuchJob", String.valueOf(jobId));
    }

    private static final String JOB_COLUMNS = "id, source_path, source_size, fingerprint, mapping, phone_region, target, "
            + "operation, account_id, list_id, effective_at, expires_at, status";

    public Optional<UploadJob> find(long id) {
        return database.selectFirst("SELECT " + JOB_COLUMNS + " FROM upload_job WHERE id = ?", this::job, id);
    }

    /**
     * Jobs left RUNNING (the app was killed mid-upload) or PAUSED, newest first: what the app offers
     * to resume at start. A job another run is sending right now (it holds the job's lock) is left out.
     */
    public List<UploadJob> unfinished() {
        return withStatus(UploadJob.Status.RUNNING, UploadJob.Status.PAUSED).stream()
                .filter(job -> sender(job.id()).isEmpty()).toList();
    }

    /**
     * Locks the job for one run: no other run, in this process or another, can send it until the lock
     * is closed (or the process ends, however it ends).
     *
     * @throws UploadException when another run is sending it, naming that run's process
     */
    public JobLock lock(long jobId) {
        return JobLock.acquire(lockFolder(), jobId);
    }

    /** The process sending the job right now, if any (this one included). */
    public Optional<Long> sender(long jobId) {
        return JobLock.holder(lockFolder(), jobId);
    }

    /** Lock files live with the rejection reports, in the data folder's {@code uploads}; none for a store in memory. */
    private Path lockFolder() {
        return database.file() == null ? null : database.file().toAbsolutePath().resolveSibling("uploads");
    }

    /**
     * What {@code upload --resume} may continue, newest first: unfinished jobs and failed ones (their
     * retries were used up, but acknowledged batches stay acknowledged, so a later run can finish them).
     */
    public List<UploadJob> resumable() {
        return withStatus(UploadJob.Status.RUNNING, UploadJob.Status.PAUSED, UploadJob.Status.FAILED);
    }

    private List<UploadJob> withStatus(UploadJob.Status... statuses) {
        String marks = String.join(",", java.util.Collections.nCopies(statuses.length, "?"));
        // only files: a list's job is resumed by the feature that made it (HashedSource)
        return database.select("SELECT " + JOB_COLUMNS + " FROM upload_job WHERE status IN (" + marks + ") "
                + "AND source_kind = '" + FILE + "' ORDER BY created_at DESC, id DESC", this::job,
                Arrays.stream(statuses).map(UploadJob.Status::name).toArray());
    }

    /** The user declined to resume: the job is CANCELLED and no longer offered (its batches stay journalled). */
    public void abandon(long jobId) {
        if (find(jobId).isEmpty()) {
            throw noSuchJob(jobId);
        }
        setStatus(jobId, UploadJob.Status.CANCELLED);
    }

    private Optional<UploadJob> job(ResultSet row) throws java.sql.SQLException {
        UploadSettings settings = UploadJob.settings(row.getString(7), row.getString(8), row.getString(9),
                row.getString(10), StoredTime.parseNullable(database, "upload_job.effective_at", row.getString(11)),
                StoredTime.parse(database, "upload_job.expires_at", row.getString(12)));
        return Optional.of(new UploadJob(row.getLong(1), row.getString(2), row.getLong(3), row.getString(4),
                row.getString(5), row.getString(6), settings, UploadJob.Status.valueOf(row.getString(13))));
    }

    public void acknowledge(long jobId, UploadBatch batch, long successCount, int errorCount) {
        acknowledge(jobId, batch, successCount, errorCount, null, new BitSet());
    }

    /**
     * As {@link #acknowledge(long, UploadBatch, long, int)}, and in the same transaction tells {@code source} (when
     * not null) which of the batch's operations were applied: both land, or neither.
     */
    public void acknowledge(long jobId, UploadBatch batch, long successCount, int errorCount, HashedSource source,
                            BitSet refused) {
        database.write(connection -> {
            if (source != null) {
                source.acknowledged(connection, batch, refused);
            }
            try (PreparedStatement insert = connection.prepareStatement(
                    "INSERT OR REPLACE INTO upload_batch (job_id, batch_number, first_line, last_line, operations, "
                            + "success_count, error_count, acknowledged_at) VALUES (?,?,?,?,?,?,?,?)")) {
                insert.setLong(1, jobId);
                insert.setInt(2, batch.number());
                insert.setLong(3, batch.firstLine());
                insert.setLong(4, batch.lastLine());
                insert.setInt(5, batch.operationCount());
                insert.setLong(6, successCount);
                insert.setInt(7, errorCount);
                insert.setLong(8, clock.millis());
                insert.executeUpdate();
            }
            return null;
        });
    }

    /** Numbers of the batches the server acknowledged. */
    public BitSet acknowledgedBatches(long jobId) {
        return database.read(connection -> {
            BitSet numbers = new BitSet();
            try (PreparedStatement select = connection.prepareStatement(
                    "SELECT batch_number FROM upload_batch WHERE job_id = ?")) {
                select.setLong(1, jobId);
                try (ResultSet rows = select.executeQuery()) {
                    while (rows.next()) {
                        numbers.set(rows.getInt(1));
                    }
                }
            }
            return numbers;
        });
    }

    public void setStatus(long jobId, UploadJob.Status status) {
        database.update("UPDATE upload_job SET status = ?, updated_at = ? WHERE id = ?", status.name(), clock.millis(),
                jobId);
    }
}

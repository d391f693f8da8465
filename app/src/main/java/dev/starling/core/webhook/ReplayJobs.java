package dev.starling.core.webhook;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.starling.core.store.Migration;
import dev.starling.core.store.SqliteDatabase;
import java.io.IOException;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * The replay jobs Starling started, in the durable store: X runs one job at a time per webhook, so a
 * new one for a webhook with a job still running is refused before it is sent; a job's completion
 * event, whenever the receiver records it ({@link #notice}), finishes it. A job whose completion never
 * came counts as running for a day at most (X keeps deliveries no longer).
 */
public final class ReplayJobs {

    public static final Migration MIGRATION = Migration.sql(
            "CREATE TABLE webhook_replay_jobs (job_id TEXT PRIMARY KEY, webhook_id TEXT NOT NULL, from_date TEXT NOT NULL, "
                    + "to_date TEXT NOT NULL, created_at INTEGER NOT NULL, state TEXT NOT NULL, description TEXT, "
                    + "finished_at INTEGER)");
    private static final Duration STALE = Duration.ofHours(24);
    private static final ObjectMapper JSON = new ObjectMapper();

    private final SqliteDatabase database;
    private final Clock clock;

    public ReplayJobs(SqliteDatabase database, Clock clock) {
        this.database = database;
        this.clock = clock;
    }

    /** The job still running for this webhook, if one is (started within the last day, no completion yet). */
    public Optional<ReplayJob> running(String webhookId) {
        return database.selectFirst("SELECT * FROM webhook_replay_jobs WHERE webhook_id = ? AND state = 'RUNNING' "
                + "AND created_at >= ? ORDER BY created_at DESC LIMIT 1", ReplayJobs::read, webhookId,
                clock.instant().minus(STALE).toEpochMilli());
    }

    public Optional<ReplayJob> find(String jobId) {
        return database.selectFirst("SELECT * FROM webhook_replay_jobs WHERE job_id = ?", ReplayJobs::read, jobId);
    }

    /** Every job, newest first. */
    public List<ReplayJob> list() {
        return database.select("SELECT * FROM webhook_replay_jobs ORDER BY created_at DESC", ReplayJobs::read);
    }

    void started(ReplayJob job) {
        database.update("INSERT OR REPLACE INTO webhook_replay_jobs(job_id, webhook_id, from_date, to_date, created_at, "
                + "state) VALUES (?, ?, ?, ?, ?, 'RUNNING')", job.jobId(), job.webhookId(), job.fromDate(), job.toDate(),
                job.createdAt().toEpochMilli());
    }

    /**
     * Finishes the job a completion delivery names ({@code replay_job_status}); returns it, finished,
     * or empty when the delivery is none or names a job Starling did not start.
     */
    public Optional<ReplayJob> notice(Delivery delivery) {
        if (!EventKey.REPLAY_STATUS.equals(delivery.eventType()) || delivery.verdict().refused()) {
            return Optional.empty();
        }
        JsonNode status;
        try {
            status = JSON.readTree(delivery.body()).path("replay_job_status");
        } catch (IOException e) {
            return Optional.empty();
        }
        String jobId = status.path("job_id").asText("");
        ReplayJob.State state = "Complete".equalsIgnoreCase(status.path("job_state").asText())
                ? ReplayJob.State.COMPLETE : ReplayJob.State.INCOMPLETE;
        database.update("UPDATE webhook_replay_jobs SET state = ?, description = ?, finished_at = ? WHERE job_id = ?",
                state.name(), status.path("job_state_description").asText(null), delivery.receivedAt().toEpochMilli(),
                jobId);
        return find(jobId);
    }

    private static Optional<ReplayJob> read(ResultSet row) throws SQLException {
        ReplayJob.State state;
        try {
            state = ReplayJob.State.valueOf(row.getString("state"));
        } catch (IllegalArgumentException damaged) {
            return Optional.empty();
        }
        long finished = row.getLong("finished_at");
        boolean open = row.wasNull();
        return Optional.of(new ReplayJob(row.getString("job_id"), row.getString("webhook_id"), row.getString("from_date"),
                row.getString("to_date"), Instant.ofEpochMilli(row.getLong("created_at")), state,
                row.getString("description"), open ? null : Instant.ofEpochMilli(finished)));
    }
}

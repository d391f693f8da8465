package dev.starling.core.webhook;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.starling.core.store.Migration;
import dev.starling.core.store.SqliteDatabase;
import java.io.IOException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * Every delivery the receiver got, in the durable store, crash-safe: {@link #record} returns once the
 * delivery's row is committed, so the receiver answers X only for what is already kept, and a delivery
 * killed before its answer comes again (X retries) and is then a duplicate. Deliveries arriving
 * together are committed together by one writer thread (one transaction for many), which is also the
 * one place that decides whether an event was accepted before: two copies of one event can never
 * both be accepted, even when they arrive at the same moment.
 */
public final class DeliveryJournal implements AutoCloseable {

    /** The durable-store table (see {@link dev.starling.core.store.DurableSchema}). */
    public static final Migration MIGRATION = Migration.sql(
            "CREATE TABLE webhook_deliveries (id INTEGER PRIMARY KEY AUTOINCREMENT, received_at INTEGER NOT NULL, "
                    + "verdict TEXT NOT NULL, event_key TEXT NOT NULL, event_type TEXT NOT NULL, headers TEXT NOT NULL, "
                    + "body BLOB NOT NULL)",
            "CREATE INDEX webhook_deliveries_accepted ON webhook_deliveries(event_key) WHERE verdict = 'ACCEPTED'",
            "CREATE INDEX webhook_deliveries_time ON webhook_deliveries(received_at)");

    private static final int MAX_BATCH = 512;
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final TypeReference<Map<String, List<String>>> HEADERS = new TypeReference<>() {
    };

    private record Pending(Delivery delivery, CompletableFuture<Delivery> done) {
    }

    private final SqliteDatabase database;
    private final LinkedBlockingQueue<Pending> queue = new LinkedBlockingQueue<>();
    private Thread writer;
    private volatile boolean closed;

    public DeliveryJournal(SqliteDatabase database) {
        this.database = database;
    }

    /** The writer runs only in a process that receives: the first delivery starts it. */
    private synchronized void startWriter() {
        if (writer == null) {
            writer = new Thread(this::writeLoop, "webhook-journal");
            writer.setDaemon(true);
            writer.start();
        }
    }

    /**
     * Records a delivery and returns it as kept: with its row id and, for a signed one, whether it is
     * the first of its event ({@link DeliveryVerdict#ACCEPTED}) or a {@link DeliveryVerdict#DUPLICATE}.
     * Blocks until committed.
     *
     * @throws IllegalStateException when the store could not keep it (the receiver then answers 500
     *     so X delivers it again)
     */
    public Delivery record(Delivery delivery) {
        if (closed) {
            throw new IllegalStateException("the delivery journal is closed");
        }
        startWriter();
        CompletableFuture<Delivery> done = new CompletableFuture<>();
        queue.add(new Pending(delivery, done));
        try {
            return done.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while recording a delivery", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException("the delivery could not be recorded", e.getCause());
        }
    }

    /** The latest deliveries, newest first. */
    public List<Delivery> latest(int limit) {
        return database.select("SELECT * FROM webhook_deliveries ORDER BY id DESC LIMIT ?", DeliveryJournal::read, limit);
    }

    /** Deliveries after the row {@code afterId}, oldest first (at most {@code limit}). */
    public List<Delivery> after(long afterId, int limit) {
        return database.select("SELECT * FROM webhook_deliveries WHERE id > ? ORDER BY id LIMIT ?", DeliveryJournal::read,
                afterId, limit);
    }

    /** The newest row id (0 when none). */
    public long lastId() {
        return database.read(connection -> {
            try (Statement statement = connection.createStatement();
                 ResultSet rows = statement.executeQuery("SELECT COALESCE(MAX(id), 0) FROM webhook_deliveries")) {
                return rows.next() ? rows.getLong(1) : 0L;
            }
        });
    }

    /** How many deliveries have each verdict. */
    public Map<DeliveryVerdict, Long> counts() {
        Map<DeliveryVerdict, Long> counts = new LinkedHashMap<>();
        for (DeliveryVerdict verdict : DeliveryVerdict.values()) {
            counts.put(verdict, 0L);
        }
        database.read(connection -> {
            try (Statement statement = connection.createStatement();
                 ResultSet rows = statement.executeQuery("SELECT verdict, COUNT(*) FROM webhook_deliveries GROUP BY verdict")) {
                while (rows.next()) {
                    try {
                        counts.put(DeliveryVerdict.valueOf(rows.getString(1)), rows.getLong(2));
                    } catch (IllegalArgumentException unknown) {
                        // a verdict of a later version: not counted here
                    }
                }
            }
            return null;
        });
        return counts;
    }

    /** Deletes deliveries received before {@code before}; returns how many. */
    public int deleteBefore(Instant before) {
        return database.update("DELETE FROM webhook_deliveries WHERE received_at < ?", before.toEpochMilli());
    }

    @Override
    public void close() {
        closed = true;
        Thread running;
        synchronized (this) {
            running = writer;
        }
        if (running != null) {
            running.interrupt();
            try {
                running.join(5_000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        for (Pending pending; (pending = queue.poll()) != null; ) {
            pending.done().completeExceptionally(new IllegalStateException("the delivery journal closed"));
        }
    }

    private void writeLoop() {
        List<Pending> batch = new ArrayList<>();
        while (!closed) {
            try {
                batch.add(queue.take());
            } catch (InterruptedException e) {
                return;
            }
            queue.drainTo(batch, MAX_BATCH - 1);
            try {
                List<Delivery> kept = database.write(connection -> insert(connection, batch));
                for (int i = 0; i < batch.size(); i++) {
                    batch.get(i).done().complete(kept.get(i));
                }
            } catch (RuntimeException e) {
                batch.forEach(pending -> pending.done().completeExceptionally(e));
            }
            batch.clear();
        }
    }

    private static List<Delivery> insert(Connection connection, List<Pending> batch) throws SQLException {
        List<Delivery> kept = new ArrayList<>(batch.size());
        Set<String> acceptedNow = new HashSet<>();
        try (PreparedStatement seen = connection.prepareStatement(
                "SELECT 1 FROM webhook_deliveries WHERE event_key = ? AND verdict = 'ACCEPTED' LIMIT 1");
             PreparedStatement insert = connection.prepareStatement("INSERT INTO webhook_deliveries(received_at, verdict, "
                     + "event_key, event_type, headers, body) VALUES (?, ?, ?, ?, ?, ?)", Statement.RETURN_GENERATED_KEYS)) {
            for (Pending pending : batch) {
                Delivery delivery = pending.delivery();
                DeliveryVerdict verdict = delivery.verdict();
                if (verdict == DeliveryVerdict.ACCEPTED && (acceptedNow.contains(delivery.eventKey())
                        || exists(seen, delivery.eventKey()))) {
                    verdict = DeliveryVerdict.DUPLICATE;
                }
                if (verdict == DeliveryVerdict.ACCEPTED) {
                    acceptedNow.add(delivery.eventKey());
                }
                insert.setLong(1, delivery.receivedAt().toEpochMilli());
                insert.setString(2, verdict.name());
                insert.setString(3, delivery.eventKey());
                insert.setString(4, delivery.eventType());
                insert.setString(5, headers(delivery.headers()));
                insert.setBytes(6, delivery.body());
                insert.executeUpdate();
                try (ResultSet keys = insert.getGeneratedKeys()) {
                    keys.next();
                    kept.add(delivery.withId(keys.getLong(1), verdict));
                }
            }
        }
        return kept;
    }

    private static boolean exists(PreparedStatement seen, String key) throws SQLException {
        seen.setString(1, key);
        try (ResultSet rows = seen.executeQuery()) {
            return rows.next();
        }
    }

    private static String headers(Map<String, List<String>> headers) {
        try {
            return JSON.writeValueAsString(headers);
        } catch (IOException e) {
            return "{}";
        }
    }

    private static Optional<Delivery> read(ResultSet row) throws SQLException {
        DeliveryVerdict verdict;
        Map<String, List<String>> headers;
        try {
            verdict = DeliveryVerdict.valueOf(row.getString("verdict"));
            headers = JSON.readValue(row.getString("headers"), HEADERS);
        } catch (IllegalArgumentException | IOException damaged) {
            return Optional.empty();
        }
        byte[] body = row.getBytes("body");
        return Optional.of(new Delivery(row.getLong("id"), Instant.ofEpochMilli(row.getLong("received_at")), headers,
                body == null ? new byte[0] : body, verdict, row.getString("event_key"), row.getString("event_type")));
    }
}

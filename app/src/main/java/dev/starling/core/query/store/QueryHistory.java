package dev.starling.core.query.store;

import dev.starling.core.query.compose.QuerySpec;
import dev.starling.core.query.compose.QuerySpecCodec;
import dev.starling.core.store.Migration;
import dev.starling.core.store.NamedRows;
import dev.starling.core.store.SqliteDatabase;
import dev.starling.core.text.Phrasebook;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The queries a user ran, in the durable store: re-run, rename, star, delete. Starred first,
 * then most recently run. Results live in the cache ({@link ResultCache}), keyed by entry id.
 */
public final class QueryHistory extends NamedRows<QueryHistory.Entry> {

    /** The durable-store table (see {@link dev.starling.core.store.DurableSchema}). */
    public static final Migration MIGRATION = Migration.sql(
            "CREATE TABLE query_history (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT NOT NULL, "
                    + "starred INTEGER NOT NULL DEFAULT 0, spec TEXT NOT NULL, environment TEXT NOT NULL, "
                    + "created_at INTEGER NOT NULL, last_run_at INTEGER, last_status INTEGER)",
            "CREATE INDEX query_history_recent ON query_history(starred DESC, last_run_at DESC)");

    private final Phrasebook words;

    /** @param words names a new entry (its endpoint's name in the bundle, then its target), as the user can rename it */
    public QueryHistory(SqliteDatabase database, Clock clock, Phrasebook words) {
        super(database, clock, "query_history", "last_run_at", false);
        this.words = words;
    }

    /** One saved query. {@code lastStatus} is the HTTP status of the last run, or null. */
    public record Entry(long id, String name, boolean starred, QuerySpec spec, String environment,
                        Instant createdAt, Instant lastRunAt, Integer lastStatus) {
    }

    /** The order {@link #list()} gives: starred first, then the most recently run, then the newest. */
    public static final Comparator<Entry> ORDER = Comparator.comparing(Entry::starred).reversed()
            .thenComparing(Entry::lastRunAt, Comparator.nullsLast(Comparator.<Instant>naturalOrder().reversed()))
            .thenComparing(Comparator.comparingLong(Entry::id).reversed());

    /**
     * The list as {@link #list()} would read it after {@code run} was recorded, from the list before it:
     * the run's entry replaces its older self or is added, in its place. Saves re-reading the whole history
     * after every send.
     */
    public static List<Entry> withRun(List<Entry> before, Entry run) {
        List<Entry> after = new ArrayList<>(before.size() + 1);
        before.stream().filter(entry -> entry.id() != run.id()).forEach(after::add);
        int at = 0;
        while (at < after.size() && ORDER.compare(after.get(at), run) < 0) {
            at++;
        }
        after.add(at, run);
        return after;
    }

    /** Records a run: the same spec on the same environment updates its entry instead of adding one. */
    public Entry recordRun(QuerySpec spec, String environment, int status) {
        String encoded = QuerySpecCodec.encode(spec);
        long now = clock.millis();
        long id = database.write(connection -> {
            try (PreparedStatement find = connection.prepareStatement(
                    "SELECT id FROM query_history WHERE spec = ? AND environment = ?")) {
                find.setString(1, encoded);
                find.setString(2, environment);
                try (ResultSet rows = find.executeQuery()) {
                    if (rows.next()) {
                        long existing = rows.getLong(1);
                        try (PreparedStatement update = connection.prepareStatement(
                                "UPDATE query_history SET last_run_at = ?, last_status = ? WHERE id = ?")) {
                            update.setLong(1, now);
                            update.setInt(2, status);
                            update.setLong(3, existing);
                            update.executeUpdate();
                        }
                        return existing;
                    }
                }
            }
            try (PreparedStatement insert = connection.prepareStatement(
                    "INSERT INTO query_history(name, spec, environment, created_at, last_run_at, last_status) "
                            + "VALUES (?, ?, ?, ?, ?, ?)", Statement.RETURN_GENERATED_KEYS)) {
                insert.setString(1, defaultName(spec));
                insert.setString(2, encoded);
                insert.setString(3, environment);
                insert.setLong(4, now);
                insert.setLong(5, now);
                insert.setInt(6, status);
                insert.executeUpdate();
                try (ResultSet keys = insert.getGeneratedKeys()) {
                    keys.next();
                    return keys.getLong(1);
                }
            }
        });
        return find(id).orElseThrow();
    }

    @Override
    protected Entry read(ResultSet rows) throws SQLException {
        QuerySpec spec = QuerySpecCodec.decode(rows.getString("spec"));
        long lastRun = rows.getLong("last_run_at");
        Instant lastRunAt = rows.wasNull() ? null : Instant.ofEpochMilli(lastRun);
        int status = rows.getInt("last_status");
        Integer lastStatus = rows.wasNull() ? null : status;
        return new Entry(rows.getLong("id"), rows.getString("name"), rows.getInt("starred") != 0, spec,
                rows.getString("environment"), Instant.ofEpochMilli(rows.getLong("created_at")), lastRunAt, lastStatus);
    }

    private String defaultName(QuerySpec spec) {
        String target = spec.target().trim();
        if (target.length() > 40) {
            target = target.substring(0, 39) + "\u2026";
        }
        String endpoint = words.text(spec.endpoint().labelKey());
        return target.isEmpty() ? endpoint : endpoint + ": " + target;
    }
}

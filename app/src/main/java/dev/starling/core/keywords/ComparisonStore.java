package dev.starling.core.keywords;

import dev.starling.core.store.Migration;
import dev.starling.core.store.NamedRows;
import dev.starling.core.store.SqliteDatabase;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;

/**
 * Saved keyword comparisons in the durable store: save, update, rename, star, delete; starred
 * first, then most recently updated. Their volumes live in the cache ({@link KeywordCache}), so a
 * saved comparison opens offline with {@link KeywordFetchService.Mode#OFFLINE}.
 */
public final class ComparisonStore extends NamedRows<SavedComparison> {

    /** The durable-store table (see {@link dev.starling.core.store.DurableSchema}). */
    public static final Migration MIGRATION = Migration.sql(
            "CREATE TABLE keyword_comparisons (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT NOT NULL, "
                    + "starred INTEGER NOT NULL DEFAULT 0, comparison TEXT NOT NULL, "
                    + "created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL)",
            "CREATE INDEX keyword_comparisons_recent ON keyword_comparisons(starred DESC, updated_at DESC)");

    public ComparisonStore(SqliteDatabase database, Clock clock) {
        super(database, clock, "keyword_comparisons", "updated_at", true);
    }

    /** Saves a new comparison; a blank name becomes {@link Comparison#defaultName}. */
    public SavedComparison save(String name, Comparison comparison) {
        String chosen = name == null || name.isBlank() ? comparison.defaultName() : name.strip();
        long now = clock.millis();
        long id = database.insert("INSERT INTO keyword_comparisons(name, comparison, created_at, updated_at) "
                + "VALUES (?, ?, ?, ?)", chosen, ComparisonCodec.encode(comparison), now, now);
        return find(id).orElseThrow();
    }

    /** Replaces what a saved comparison holds (its series, range, ...), keeping its name and star. */
    public void update(long id, Comparison comparison) {
        database.update("UPDATE keyword_comparisons SET comparison = ?, updated_at = ? WHERE id = ?",
                ComparisonCodec.encode(comparison), clock.millis(), id);
    }

    @Override
    protected SavedComparison read(ResultSet rows) throws SQLException {
        return new SavedComparison(rows.getLong("id"), rows.getString("name"), rows.getInt("starred") != 0,
                ComparisonCodec.decode(rows.getString("comparison")), Instant.ofEpochMilli(rows.getLong("created_at")),
                Instant.ofEpochMilli(rows.getLong("updated_at")));
    }
}

package dev.starling.core.flexible;

import dev.starling.core.store.Migration;
import dev.starling.core.store.SqliteDatabase;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * Draft flexible audiences in the durable store, per ad account: saved on every edit, so a crash or a
 * restart loses nothing; renamed and deleted by the user; listed most recently edited first. Drafts
 * stay after a failed create. Blocking (SQLite): call from a background task.
 */
public final class FlexibleDraftRepository {

    /** The durable-store table (see {@link dev.starling.core.store.DurableSchema}). */
    public static final Migration MIGRATION = Migration.sql(
            "CREATE TABLE flexible_drafts (id INTEGER PRIMARY KEY AUTOINCREMENT, account_id TEXT NOT NULL, "
                    + "name TEXT NOT NULL, tree TEXT NOT NULL, updated_at INTEGER NOT NULL)",
            "CREATE INDEX flexible_drafts_account ON flexible_drafts(account_id, updated_at DESC)");

    private final SqliteDatabase database;
    private final Clock clock;

    public FlexibleDraftRepository(SqliteDatabase database, Clock clock) {
        this.database = database;
        this.clock = clock;
    }

    public FlexibleDraft create(String accountId, FlexibleDefinition definition) {
        String tree = DraftJson.write(definition);
        long now = clock.millis();
        long id = database.insert("INSERT INTO flexible_drafts(account_id, name, tree, updated_at) VALUES (?, ?, ?, ?)",
                accountId, definition.name(), tree, now);
        return new FlexibleDraft(id, accountId, definition, Instant.ofEpochMilli(now));
    }

    /** Saves the draft's current definition (name, type and tree). False when the draft was deleted meanwhile. */
    public boolean save(long id, FlexibleDefinition definition) {
        return database.update("UPDATE flexible_drafts SET name = ?, tree = ?, updated_at = ? WHERE id = ?",
                definition.name(), DraftJson.write(definition), clock.millis(), id) == 1;
    }

    /** Renames without touching the tree. Empty names are allowed (validation asks for one before creating). */
    public boolean rename(long id, String name) {
        return database.update("UPDATE flexible_drafts SET name = ?, updated_at = ? WHERE id = ?",
                name == null ? "" : name.strip(), clock.millis(), id) == 1;
    }

    public boolean delete(long id) {
        return database.update("DELETE FROM flexible_drafts WHERE id = ?", id) == 1;
    }

    /** The account's drafts, most recently edited first; a damaged row is skipped, never deleted. */
    public List<FlexibleDraft> list(String accountId) {
        return database.select("SELECT * FROM flexible_drafts WHERE account_id = ? ORDER BY updated_at DESC, id DESC",
                FlexibleDraftRepository::toDraft, accountId);
    }

    public Optional<FlexibleDraft> find(long id) {
        return database.selectFirst("SELECT * FROM flexible_drafts WHERE id = ?", FlexibleDraftRepository::toDraft, id);
    }

    private static Optional<FlexibleDraft> toDraft(ResultSet rows) throws SQLException {
        try {
            String name = rows.getString("name");
            return Optional.of(new FlexibleDraft(rows.getLong("id"), rows.getString("account_id"),
                    DraftJson.read(name, rows.getString("tree")), Instant.ofEpochMilli(rows.getLong("updated_at"))));
        } catch (SegmentJsonException e) {
            return Optional.empty();
        }
    }
}

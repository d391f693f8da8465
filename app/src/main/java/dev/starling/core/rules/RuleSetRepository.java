package dev.starling.core.rules;

import dev.starling.core.store.Migration;
import dev.starling.core.store.SqliteDatabase;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * Local rule sets in the durable store, saved at every edit: the rules stored as the same JSON
 * array a rule-set file holds ({@link RuleSetJson}), so an export is the stored text. Listed most
 * recently saved first; a damaged row is skipped, never deleted. Blocking: call from a background task.
 */
public final class RuleSetRepository {

    /** The durable-store table (see {@link dev.starling.core.store.DurableSchema}). */
    public static final Migration MIGRATION = Migration.sql(
            "CREATE TABLE rule_sets (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT NOT NULL, "
                    + "rules TEXT NOT NULL, updated_at INTEGER NOT NULL)");

    private final SqliteDatabase database;
    private final Clock clock;

    public RuleSetRepository(SqliteDatabase database, Clock clock) {
        this.database = database;
        this.clock = clock;
    }

    public SavedRuleSet create(String name, List<RuleDraft> rules) {
        long now = clock.millis();
        long id = database.insert("INSERT INTO rule_sets(name, rules, updated_at) VALUES (?, ?, ?)", name,
                RuleSetJson.write(rules), now);
        return new SavedRuleSet(id, name, rules, Instant.ofEpochMilli(now));
    }

    /** Saves the set's rules; false when it was deleted meanwhile. */
    public boolean save(long id, List<RuleDraft> rules) {
        return database.update("UPDATE rule_sets SET rules = ?, updated_at = ? WHERE id = ?", RuleSetJson.write(rules),
                clock.millis(), id) == 1;
    }

    public boolean rename(long id, String name) {
        return database.update("UPDATE rule_sets SET name = ?, updated_at = ? WHERE id = ?",
                name == null ? "" : name.strip(), clock.millis(), id) == 1;
    }

    public boolean delete(long id) {
        return database.update("DELETE FROM rule_sets WHERE id = ?", id) == 1;
    }

    public List<SavedRuleSet> list() {
        return database.select("SELECT * FROM rule_sets ORDER BY updated_at DESC, id DESC", RuleSetRepository::read);
    }

    public Optional<SavedRuleSet> find(long id) {
        return database.selectFirst("SELECT * FROM rule_sets WHERE id = ?", RuleSetRepository::read, id);
    }

    private static Optional<SavedRuleSet> read(ResultSet row) throws SQLException {
        try {
            return Optional.of(new SavedRuleSet(row.getLong("id"), row.getString("name"),
                    RuleSetJson.read(row.getString("rules")), Instant.ofEpochMilli(row.getLong("updated_at"))));
        } catch (RuleSetJson.FormatException e) {
            return Optional.empty();
        }
    }
}

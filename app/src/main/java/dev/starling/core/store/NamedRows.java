package dev.starling.core.store;

import dev.starling.core.text.BundleText;
import dev.starling.core.text.WordedException;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.util.List;
import java.util.Optional;

/**
 * A table of things the user saves and names (query history, keyword comparisons): listed in one
 * fixed order, found by id, renamed, starred and deleted the same way. The table has {@code id},
 * {@code name} and {@code starred} columns, and optionally a column that records when a row was last
 * changed. A row whose saved content can no longer be read is skipped rather than breaking the list.
 */
public abstract class NamedRows<T> {

    protected final SqliteDatabase database;
    protected final Clock clock;
    private final String table;
    private final String recencyColumn;
    private final boolean renameIsChange;

    /**
     * @param table          a fixed table name (never user input: it is written into the SQL)
     * @param recencyColumn  the time column of the list order: starred first, then the most recent
     * @param renameIsChange whether a rename sets {@code recencyColumn} to now
     */
    protected NamedRows(SqliteDatabase database, Clock clock, String table, String recencyColumn,
                        boolean renameIsChange) {
        this.database = database;
        this.clock = clock;
        this.table = table;
        this.recencyColumn = recencyColumn;
        this.renameIsChange = renameIsChange;
    }

    /**
     * One row as the caller's type.
     *
     * @throws IllegalArgumentException when the row's saved content cannot be decoded: the row is skipped
     */
    protected abstract T read(ResultSet row) throws SQLException;

    public List<T> list() {
        return database.select("SELECT * FROM " + table + " ORDER BY starred DESC, " + recencyColumn + " DESC, id DESC",
                this::readIfIntact);
    }

    public Optional<T> find(long id) {
        return database.selectFirst("SELECT * FROM " + table + " WHERE id = ?", this::readIfIntact, id);
    }

    /** A new name, trimmed; a blank one is refused. */
    public void rename(long id, String name) {
        String trimmed = name == null ? "" : name.strip();
        if (trimmed.isEmpty()) {
            throw new WordedException(BundleText.of("store.name.empty"));
        }
        if (renameIsChange) {
            database.update("UPDATE " + table + " SET name = ?, " + recencyColumn + " = ? WHERE id = ?", trimmed,
                    clock.millis(), id);
        } else {
            database.update("UPDATE " + table + " SET name = ? WHERE id = ?", trimmed, id);
        }
    }

    public void setStarred(long id, boolean starred) {
        database.update("UPDATE " + table + " SET starred = ? WHERE id = ?", starred ? 1 : 0, id);
    }

    public void delete(long id) {
        database.update("DELETE FROM " + table + " WHERE id = ?", id);
    }

    private Optional<T> readIfIntact(ResultSet row) throws SQLException {
        try {
            return Optional.of(read(row));
        } catch (IllegalArgumentException damaged) {
            return Optional.empty();
        }
    }
}

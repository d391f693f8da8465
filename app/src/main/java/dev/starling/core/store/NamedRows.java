package dev.starling.core.store;

import java.time.Clock;

/**
 * Rename, star and delete for a table of things the user saves and names (query history, keyword
 * comparisons): the table has {@code id}, {@code name} and {@code starred} columns, and optionally a
 * column that records when a row was last changed.
 */
public final class NamedRows {

    private final SqliteDatabase database;
    private final String table;
    private final String changedAtColumn;
    private final Clock clock;

    /**
     * @param table           a fixed table name (never user input: it is written into the SQL)
     * @param changedAtColumn the column a rename sets to now, or null when renaming is not a change
     */
    public NamedRows(SqliteDatabase database, String table, String changedAtColumn, Clock clock) {
        this.database = database;
        this.table = table;
        this.changedAtColumn = changedAtColumn;
        this.clock = clock;
    }

    /** A new name, trimmed; a blank one is refused. */
    public void rename(long id, String name) {
        String trimmed = name == null ? "" : name.strip();
        if (trimmed.isEmpty()) {
            throw new IllegalArgumentException("A name cannot be empty.");
        }
        if (changedAtColumn == null) {
            database.update("UPDATE " + table + " SET name = ? WHERE id = ?", trimmed, id);
        } else {
            database.update("UPDATE " + table + " SET name = ?, " + changedAtColumn + " = ? WHERE id = ?", trimmed,
                    clock.millis(), id);
        }
    }

    public void setStarred(long id, boolean starred) {
        database.update("UPDATE " + table + " SET starred = ? WHERE id = ?", starred ? 1 : 0, id);
    }

    public void delete(long id) {
        database.update("DELETE FROM " + table + " WHERE id = ?", id);
    }
}

package dev.starling.core.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.starling.core.text.Messages;
import java.nio.file.Path;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SqliteDatabaseTest {

    @TempDir
    Path dir;

    private static final List<Migration> TWO_STEPS = List.of(
            Migration.sql("CREATE TABLE a (x INTEGER)"),
            Migration.sql("CREATE TABLE b (y TEXT)"));

    @Test
    void opensInWalModeWithNormalSynchronousAndMigratesToTheLatestVersion() {
        try (SqliteDatabase db = SqliteDatabase.open(dir.resolve("t.db"), TWO_STEPS)) {
            assertThat(pragma(db, "journal_mode")).isEqualTo("wal");
            assertThat(pragma(db, "synchronous")).isEqualTo("1"); // NORMAL
            assertThat(db.schemaVersion()).isEqualTo(2);
            assertThat(tables(db)).contains("a", "b");
        }
    }

    @Test
    void appliesOnlyTheMissingMigrationsOnReopen() {
        try (SqliteDatabase db = SqliteDatabase.open(dir.resolve("t.db"), TWO_STEPS.subList(0, 1))) {
            db.write(c -> update(c, "INSERT INTO a VALUES (7)"));
        }
        try (SqliteDatabase db = SqliteDatabase.open(dir.resolve("t.db"), TWO_STEPS)) {
            assertThat(db.schemaVersion()).isEqualTo(2);
            assertThat((int) db.<Integer>read(c -> count(c, "SELECT count(*) FROM a"))).isEqualTo(1);
        }
    }

    @Test
    void rollsBackEverythingWhenWorkInATransactionFails() {
        try (SqliteDatabase db = SqliteDatabase.open(dir.resolve("t.db"), TWO_STEPS)) {
            assertThatThrownBy(() -> db.write(c -> {
                update(c, "INSERT INTO a VALUES (1)");
                throw new IllegalStateException("boom");
            })).isInstanceOf(IllegalStateException.class);
            assertThat((int) db.<Integer>read(c -> count(c, "SELECT count(*) FROM a"))).isZero();
        }
    }

    @Test
    void refusesADatabaseWrittenByANewerVersion() {
        try (SqliteDatabase db = SqliteDatabase.open(dir.resolve("t.db"), TWO_STEPS)) {
            db.schemaVersion();
        }
        assertThatThrownBy(() -> SqliteDatabase.open(dir.resolve("t.db"), TWO_STEPS.subList(0, 1)))
                .isInstanceOf(StoreException.class)
                .satisfies(e -> assertThat(((StoreException) e).reason()).isEqualTo(StoreException.Reason.TOO_NEW))
                .satisfies(e -> assertThat(Messages.text(((StoreException) e).text())).contains("newer version of Starling"));
    }

    @Test
    void reportsAFolderThatCannotBeCreatedWithWhatToDo() throws Exception {
        // A regular file where the folder should be: fails for every user, root included.
        Path blocker = java.nio.file.Files.writeString(dir.resolve("not-a-folder"), "x");
        assertThatThrownBy(() -> SqliteDatabase.open(blocker.resolve("t.db"), TWO_STEPS))
                .isInstanceOf(StoreException.class)
                .satisfies(e -> assertThat(((StoreException) e).reason()).isEqualTo(StoreException.Reason.UNWRITABLE))
                .satisfies(e -> assertThat(Messages.text(((StoreException) e).text())).contains("--data-dir"));
    }

    private static String pragma(SqliteDatabase db, String name) {
        return db.read(c -> {
            try (Statement s = c.createStatement(); ResultSet r = s.executeQuery("PRAGMA " + name)) {
                r.next();
                return r.getString(1);
            }
        });
    }

    private static List<String> tables(SqliteDatabase db) {
        return db.read(c -> {
            try (Statement s = c.createStatement();
                 ResultSet r = s.executeQuery("SELECT name FROM sqlite_master WHERE type = 'table'")) {
                List<String> names = new java.util.ArrayList<>();
                while (r.next()) {
                    names.add(r.getString(1));
                }
                return names;
            }
        });
    }

    static int update(java.sql.Connection c, String sql) throws SQLException {
        try (Statement s = c.createStatement()) {
            return s.executeUpdate(sql);
        }
    }

    static int count(java.sql.Connection c, String sql) throws SQLException {
        try (Statement s = c.createStatement(); ResultSet r = s.executeQuery(sql)) {
            r.next();
            return r.getInt(1);
        }
    }
}

package dev.starling.core.store;

import dev.starling.core.text.BundleText;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.locks.ReentrantLock;
import org.sqlite.SQLiteErrorCode;
import org.sqlite.SQLiteException;

/**
 * One SQLite file with Starling's conventions: WAL journal, {@code synchronous=NORMAL}, a busy
 * timeout, an integrity check on open, schema migrations keyed on {@code PRAGMA user_version},
 * and writers in {@code BEGIN IMMEDIATE} transactions so two writers never deadlock on upgrade.
 *
 * <p>One connection serves the whole process, guarded by a lock: the app's database traffic is
 * small and serialising it keeps the transaction rules obvious.
 */
public final class SqliteDatabase implements AutoCloseable {

    private static final int BUSY_TIMEOUT_MS = 5_000;

    private final Path file;
    private final Connection connection;
    private final ReentrantLock lock = new ReentrantLock();

    private SqliteDatabase(Path file, Connection connection) {
        this.file = file;
        this.connection = connection;
    }

    /**
     * Opens (creating if needed) the database at {@code file}, checks it and migrates it.
     * {@code file == null} opens a private in-memory database (used when the data directory is
     * unusable, and in tests).
     *
     * @throws StoreException with {@link StoreException.Reason#DAMAGED} when the file is not a
     *     database or fails {@code quick_check}; {@code LOCKED} when another process holds it;
     *     {@code TOO_NEW} when it was written by a newer Starling
     */
    public static SqliteDatabase open(Path file, List<Migration> migrations) {
        return open(file, migrations, false);
    }

    /**
     * As {@link #open(Path, List)}, and also checks every table's indexes against its rows before
     * anything is written: {@code quick_check} does not, and a damaged index makes rows silently
     * disappear from queries (an account list that comes back empty). For the store of record.
     */
    public static SqliteDatabase openVerified(Path file, List<Migration> migrations) {
        return open(file, migrations, true);
    }

    private static SqliteDatabase open(Path file, List<Migration> migrations, boolean verifyIndexes) {
        SqliteLibrary.require();
        String url = file == null ? "jdbc:sqlite::memory:" : "jdbc:sqlite:" + file.toAbsolutePath();
        if (file != null) {
            ensureParentWritable(file);
            try {
                // SQLite gives its -wal and -shm files the database file's mode.
                OwnerOnlyFiles.prepare(file);
            } catch (java.io.IOException e) {
                // the open below reports an unusable file in words
            }
        }
        Connection connection = null;
        try {
            connection = DriverManager.getConnection(url);
            try (Statement statement = connection.createStatement()) {
                statement.execute("PRAGMA busy_timeout = " + BUSY_TIMEOUT_MS);
                checkIntegrity(statement, file);
                if (verifyIndexes && file != null) {
                    checkIndexes(statement, file);
                }
                if (file != null) {
                    statement.execute("PRAGMA journal_mode = WAL");
                }
                statement.execute("PRAGMA synchronous = NORMAL");
                statement.execute("PRAGMA foreign_keys = ON");
            }
            SqliteDatabase database = new SqliteDatabase(file, connection);
            database.migrate(migrations);
            return database;
        } catch (SQLException e) {
            closeQuietly(connection);
            throw translate(e, file);
        } catch (StoreException e) {
            closeQuietly(connection);
            throw e;
        }
    }

    /** Runs read-only work. */
    public <T> T read(SqlWork<T> work) {
        lock.lock();
        try {
            return work.apply(connection);
        } catch (SQLException e) {
            throw translate(e, file);
        } finally {
            lock.unlock();
        }
    }

    /** One statement with positional parameters, in its own write transaction; returns the rows changed. */
    public int update(String sql, Object... values) {
        return write(connection -> {
            try (PreparedStatement statement = connection.prepareStatement(sql)) {
                bind(statement, values);
                return statement.executeUpdate();
            }
        });
    }

    /** One INSERT with positional parameters, in its own write transaction; returns the new row's id. */
    public long insert(String sql, Object... values) {
        return write(connection -> {
            try (PreparedStatement insert = connection.prepareStatement(sql, Statement.RETURN_GENERATED_KEYS)) {
                bind(insert, values);
                insert.executeUpdate();
                try (ResultSet keys = insert.getGeneratedKeys()) {
                    keys.next();
                    return keys.getLong(1);
                }
            }
        });
    }

    /** Reads one row of a result; empty for a row that cannot be read (damaged), which is then skipped. */
    @FunctionalInterface
    public interface RowReader<T> {
        Optional<T> read(ResultSet row) throws SQLException;
    }

    /** The rows a SELECT with positional parameters returns, in order, damaged ones skipped. */
    public <T> List<T> select(String sql, RowReader<T> reader, Object... values) {
        return read(connection -> {
            try (PreparedStatement select = connection.prepareStatement(sql)) {
                bind(select, values);
                try (ResultSet rows = select.executeQuery()) {
                    List<T> found = new ArrayList<>();
                    while (rows.next()) {
                        reader.read(rows).ifPresent(found::add);
                    }
                    return found;
                }
            }
        });
    }

    /** The first row a SELECT returns, if there is one and it can be read. */
    public <T> Optional<T> selectFirst(String sql, RowReader<T> reader, Object... values) {
        return read(connection -> {
            try (PreparedStatement select = connection.prepareStatement(sql)) {
                bind(select, values);
                try (ResultSet rows = select.executeQuery()) {
                    return rows.next() ? reader.read(rows) : Optional.empty();
                }
            }
        });
    }

    private static void bind(PreparedStatement statement, Object... values) throws SQLException {
        for (int i = 0; i < values.length; i++) {
            statement.setObject(i + 1, values[i]);
        }
    }

    /** Runs work in an IMMEDIATE transaction: all of it lands, or none. */
    public <T> T write(SqlWork<T> work) {
        lock.lock();
        try {
            try (Statement statement = connection.createStatement()) {
                statement.execute("BEGIN IMMEDIATE");
            }
            try {
                T result = work.apply(connection);
                try (Statement statement = connection.createStatement()) {
                    statement.execute("COMMIT");
                }
                return result;
            } catch (SQLException | RuntimeException e) {
                rollbackQuietly();
                throw e;
            }
        } catch (SQLException e) {
            throw translate(e, file);
        } finally {
            lock.unlock();
        }
    }

    public int schemaVersion() {
        return read(SqliteDatabase::userVersion);
    }

    /** The file, or null for an in-memory database. */
    public Path file() {
        return file;
    }

    public boolean isInMemory() {
        return file == null;
    }

    @Override
    public void close() {
        lock.lock();
        try {
            closeQuietly(connection);
        } finally {
            lock.unlock();
        }
    }

    private void migrate(List<Migration> migrations) throws SQLException {
        int current = userVersion(connection);
        if (current > migrations.size()) {
            throw new StoreException(StoreException.Reason.TOO_NEW, BundleText.of("store.error.tooNew", describe(file),
                    String.valueOf(current), String.valueOf(migrations.size())), null);
        }
        for (int version = current + 1; version <= migrations.size(); version++) {
            int target = version;
            write(connection -> {
                migrations.get(target - 1).apply(connection);
                try (Statement statement = connection.createStatement()) {
                    statement.execute("PRAGMA user_version = " + target);
                }
                return null;
            });
        }
    }

    private static int userVersion(Connection connection) throws SQLException {
        try (Statement statement = connection.createStatement();
             ResultSet rows = statement.executeQuery("PRAGMA user_version")) {
            return rows.next() ? rows.getInt(1) : 0;
        }
    }

    /** Tables left to {@code quick_check} alone: large logs whose full check would slow every start. */
    private static final java.util.Set<String> LOG_TABLES = java.util.Set.of("request_log");

    private static void checkIndexes(Statement statement, Path file) throws SQLException {
        List<String> tables = new java.util.ArrayList<>();
        try (ResultSet rows = statement.executeQuery(
                "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")) {
            while (rows.next()) {
                tables.add(rows.getString(1));
            }
        }
        for (String table : tables) {
            if (LOG_TABLES.contains(table)) {
                continue;
            }
            try (ResultSet rows = statement.executeQuery("PRAGMA integrity_check(\"" + table.replace("\"", "\"\"") + "\")")) {
                while (rows.next()) {
                    String line = rows.getString(1);
                    if (!"ok".equalsIgnoreCase(line)) {
                        throw new StoreException(StoreException.Reason.DAMAGED,
                                BundleText.of("store.error.damaged", describe(file), truncate(line)), null);
                    }
                }
            }
        }
    }

    private static void checkIntegrity(Statement statement, Path file) throws SQLException {
        try (ResultSet rows = statement.executeQuery("PRAGMA quick_check")) {
            StringBuilder problems = new StringBuilder();
            while (rows.next()) {
                String line = rows.getString(1);
                if (!"ok".equalsIgnoreCase(line)) {
                    if (problems.length() > 0) {
                        problems.append("; ");
                    }
                    problems.append(line);
                }
            }
            if (problems.length() > 0) {
                throw new StoreException(StoreException.Reason.DAMAGED,
                        BundleText.of("store.error.damaged", describe(file), truncate(problems.toString())), null);
            }
        }
    }

    private static void ensureParentWritable(Path file) {
        Path parent = file.toAbsolutePath().getParent();
        try {
            Files.createDirectories(parent);
        } catch (Exception e) {
            throw new StoreException(StoreException.Reason.UNWRITABLE, BundleText.of("store.error.cannotCreateFolder",
                    parent.toString(), e.getClass().getSimpleName()), e);
        }
        if (!Files.isWritable(parent)) {
            throw new StoreException(StoreException.Reason.UNWRITABLE,
                    BundleText.of("store.error.folderNotWritable", parent.toString()), null);
        }
    }

    static StoreException translate(SQLException e, Path file) {
        SQLiteErrorCode code = e instanceof SQLiteException sqlite ? sqlite.getResultCode() : null;
        int primary = code == null ? e.getErrorCode() : code.code & 0xff;
        if (primary == SQLiteErrorCode.SQLITE_NOTADB.code || primary == SQLiteErrorCode.SQLITE_CORRUPT.code) {
            return new StoreException(StoreException.Reason.DAMAGED,
                    BundleText.of("store.error.notADatabase", describe(file), primary(e)), e);
        }
        if (primary == SQLiteErrorCode.SQLITE_BUSY.code || primary == SQLiteErrorCode.SQLITE_LOCKED.code) {
            return new StoreException(StoreException.Reason.LOCKED, BundleText.of("store.error.locked", describe(file)), e);
        }
        if (primary == SQLiteErrorCode.SQLITE_CANTOPEN.code || primary == SQLiteErrorCode.SQLITE_READONLY.code
                || primary == SQLiteErrorCode.SQLITE_PERM.code) {
            return new StoreException(StoreException.Reason.UNWRITABLE,
                    BundleText.of("store.error.cannotWrite", describe(file)), e);
        }
        if (primary == SQLiteErrorCode.SQLITE_FULL.code || code != null && NO_ROOM.contains(code)) {
            return new StoreException(StoreException.Reason.FULL, noRoom(file), e);
        }
        return new StoreException(StoreException.Reason.FAILED,
                BundleText.of("store.error.failed", describe(file), primary(e)), e);
    }

    /** I/O errors of writing and growing files: on a full disk (or under {@code ulimit -f}) these come instead of SQLITE_FULL. */
    private static final java.util.Set<SQLiteErrorCode> NO_ROOM = java.util.EnumSet.of(SQLiteErrorCode.SQLITE_IOERR_WRITE,
            SQLiteErrorCode.SQLITE_IOERR_SHMSIZE, SQLiteErrorCode.SQLITE_IOERR_SHMMAP, SQLiteErrorCode.SQLITE_IOERR_TRUNCATE,
            SQLiteErrorCode.SQLITE_IOERR_FSYNC);

    /** A full disk in words: which disk (the folder it holds), and that nothing is damaged. */
    private static BundleText noRoom(Path file) {
        if (file == null) {
            return BundleText.of("store.error.noMemory");
        }
        Path folder = file.toAbsolutePath().getParent();
        boolean full;
        try {
            full = Files.getFileStore(folder).getUsableSpace() < (16L << 20);
        } catch (java.io.IOException | RuntimeException e) {
            full = true;
        }
        return BundleText.of(full ? "store.error.diskFull" : "store.error.writeLimit", folder.toString(),
                file.getFileName().toString());
    }

    private static String primary(SQLException e) {
        return e instanceof SQLiteException sqlite ? sqlite.getResultCode().name() : "SQL error " + e.getErrorCode();
    }

    /** "The database …" or "The in-memory database", to begin a sentence. */
    static BundleText describe(Path file) {
        return file == null ? BundleText.of("store.error.inMemory") : BundleText.of("store.error.database", file.toString());
    }

    private static String truncate(String text) {
        return text.length() <= 200 ? text : text.substring(0, 200) + "...";
    }

    private void rollbackQuietly() {
        try (Statement statement = connection.createStatement()) {
            statement.execute("ROLLBACK");
        } catch (SQLException ignored) {
            // the original failure matters more
        }
    }

    private static void closeQuietly(Connection connection) {
        if (connection == null) {
            return;
        }
        try {
            connection.close();
        } catch (SQLException ignored) {
            // closing is best effort
        }
    }
}

package dev.starling.core.stream.recording;

import dev.starling.core.store.Migration;
import dev.starling.core.store.SqliteDatabase;
import dev.starling.core.text.BundleText;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * The named recordings: each one's name, times, environment and stream query in the durable store,
 * its posts in an append-only file of its own under {@code recordings/} in the data folder (a file a
 * recording can grow to gigabytes without weighing on the store, and a kill cannot corrupt).
 * Blocking: call from a background task.
 */
public final class RecordingStore {

    /** The durable-store table (see {@link dev.starling.core.store.DurableSchema}). */
    public static final Migration MIGRATION = Migration.sql(
            "CREATE TABLE stream_recordings (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT NOT NULL, "
                    + "started_at INTEGER NOT NULL, ended_at INTEGER, environment TEXT NOT NULL, query TEXT NOT NULL, "
                    + "file TEXT NOT NULL)");
    /** Recordings of the activity stream beside the filtered stream's (issue 34). */
    public static final Migration KIND_MIGRATION = Migration.sql(
            "ALTER TABLE stream_recordings ADD COLUMN kind TEXT NOT NULL DEFAULT 'POSTS'");

    private final SqliteDatabase database;
    private final Path folder;
    private final Clock clock;

    public RecordingStore(SqliteDatabase database, Path folder, Clock clock) {
        this.database = database;
        this.folder = folder;
        this.clock = clock;
    }

    /** The recordings folder of a data folder. */
    public static Path folderIn(Path dataDir) {
        return dataDir.resolve("recordings");
    }

    /** Starts a new recording of the filtered stream and returns its writer; close the writer to end it. */
    public Started start(String name, String environment, String query) {
        return start(Recording.Kind.POSTS, name, environment, query);
    }

    /** Starts a new recording of this kind and returns its writer; close the writer to end it. */
    public Started start(Recording.Kind kind, String name, String environment, String query) {
        try {
            Files.createDirectories(folder);
        } catch (IOException e) {
            throw new RecordingException(BundleText.of("recording.cannotWrite", folder.toString()), e);
        }
        long now = clock.millis();
        long id = database.insert("INSERT INTO stream_recordings(name, started_at, environment, query, file, kind) "
                + "VALUES (?, ?, ?, ?, '', ?)", name, now, environment, query, kind.name());
        String fileName = "recording-" + id + ".ndjson";
        database.update("UPDATE stream_recordings SET file = ? WHERE id = ?", fileName, id);
        Recording recording = new Recording(id, name, Instant.ofEpochMilli(now), null, environment, query,
                folder.resolve(fileName), kind);
        RecordingWriter writer = new RecordingWriter(recording.file(), clock,
                () -> database.update("UPDATE stream_recordings SET ended_at = ? WHERE id = ?", clock.millis(), id));
        return new Started(recording, writer);
    }

    /** A recording that has started, and the writer that appends to it. */
    public record Started(Recording recording, RecordingWriter writer) {
    }

    /** Every recording of the filtered stream, newest first. */
    public List<Recording> list() {
        return list(Recording.Kind.POSTS);
    }

    /** Every recording of this kind, newest first. */
    public List<Recording> list(Recording.Kind kind) {
        return database.select("SELECT * FROM stream_recordings WHERE kind = ? ORDER BY started_at DESC, id DESC",
                this::read, kind.name());
    }

    public Optional<Recording> find(long id) {
        return database.selectFirst("SELECT * FROM stream_recordings WHERE id = ?", this::read, id);
    }

    /** The newest recording of the filtered stream of this name. */
    public Optional<Recording> findByName(String name) {
        return findByName(Recording.Kind.POSTS, name);
    }

    /** The newest recording of this kind and name. */
    public Optional<Recording> findByName(Recording.Kind kind, String name) {
        return database.selectFirst("SELECT * FROM stream_recordings WHERE name = ? AND kind = ? ORDER BY id DESC LIMIT 1",
                this::read, name, kind.name());
    }

    public boolean rename(long id, String name) {
        return database.update("UPDATE stream_recordings SET name = ? WHERE id = ?", name.strip(), id) == 1;
    }

    /** Deletes the recording and its file (the window asks first: this cannot be undone). */
    public boolean delete(long id) {
        Optional<Recording> recording = find(id);
        if (recording.isEmpty()) {
            return false;
        }
        try {
            Files.deleteIfExists(recording.get().file());
        } catch (IOException e) {
            throw new RecordingException(BundleText.of("recording.cannotDelete", recording.get().file().toString()), e);
        }
        return database.update("DELETE FROM stream_recordings WHERE id = ?", id) == 1;
    }

    private Optional<Recording> read(ResultSet row) throws SQLException {
        long ended = row.getLong("ended_at");
        boolean running = row.wasNull();
        Recording.Kind kind;
        try {
            kind = Recording.Kind.valueOf(row.getString("kind"));
        } catch (IllegalArgumentException | NullPointerException later) {
            return Optional.empty(); // a kind of a later version
        }
        return Optional.of(new Recording(row.getLong("id"), row.getString("name"),
                Instant.ofEpochMilli(row.getLong("started_at")), running ? null : Instant.ofEpochMilli(ended),
                row.getString("environment"), row.getString("query"), folder.resolve(row.getString("file")), kind));
    }
}

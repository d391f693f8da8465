package dev.starling.core.stream.recording;

import java.nio.file.Path;
import java.time.Instant;

/**
 * A named recording of a stream: its posts (or, for the activity stream, its events) are the lines
 * of {@code file}, exactly as X sent them, one per line. {@code endedAt} is null while it records, and stays null for a recording whose
 * process was killed (it is complete up to the kill: see {@link RecordingWriter}).
 *
 * @param query the stream's query parameters (fields and expansions), as sent
 * @param environment the environment's label when it started ("Sandbox", "X API", an address)
 */
public record Recording(long id, String name, Instant startedAt, Instant endedAt, String environment, String query,
                        Path file, Kind kind) {

    /** What a recording holds: filtered-stream posts, or activity-stream events. */
    public enum Kind { POSTS, EVENTS }

    /** A recording of the filtered stream. */
    public Recording(long id, String name, Instant startedAt, Instant endedAt, String environment, String query,
                     Path file) {
        this(id, name, startedAt, endedAt, environment, query, file, Kind.POSTS);
    }

    public boolean ended() {
        return endedAt != null;
    }
}

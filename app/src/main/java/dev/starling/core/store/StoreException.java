package dev.starling.core.store;

import java.nio.file.Path;

/** A store could not be opened or used. The message says what happened and what to do. */
public class StoreException extends RuntimeException {

    public enum Reason { DAMAGED, LOCKED, UNWRITABLE, TOO_NEW, FAILED }

    private final Reason reason;
    private final Path file;

    public StoreException(Reason reason, Path file, String message, Throwable cause) {
        super(message, cause);
        this.reason = reason;
        this.file = file;
    }

    public Reason reason() {
        return reason;
    }

    /** The database file, or null for an in-memory store. */
    public Path file() {
        return file;
    }
}

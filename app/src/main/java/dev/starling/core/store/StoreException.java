package dev.starling.core.store;

/** A store could not be opened or used. The message says what happened and what to do. */
public class StoreException extends RuntimeException {

    /**
     * FULL: the disk holding the store is full (or a file-size limit stops a write); NO_LIBRARY: SQLite's
     * native library could not be unpacked, so no store at all can open, not even one in memory.
     */
    public enum Reason { DAMAGED, LOCKED, UNWRITABLE, TOO_NEW, FAILED, FULL, NO_LIBRARY }

    private final Reason reason;

    public StoreException(Reason reason, String message, Throwable cause) {
        super(message, cause);
        this.reason = reason;
    }

    public Reason reason() {
        return reason;
    }
}

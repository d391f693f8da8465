package dev.starling.core.store;

/** A store could not be opened or used. The message says what happened and what to do. */
public class StoreException extends RuntimeException {

    public enum Reason { DAMAGED, LOCKED, UNWRITABLE, TOO_NEW, FAILED }

    private final Reason reason;

    public StoreException(Reason reason, String message, Throwable cause) {
        super(message, cause);
        this.reason = reason;
    }

    public Reason reason() {
        return reason;
    }
}

package dev.starling.core.store;

import dev.starling.core.text.BundleText;
import dev.starling.core.text.Worded;

/**
 * A store could not be opened or used. {@link #text()} says what happened and what to do; the message, for
 * logs, is the reason and the words' key.
 */
public class StoreException extends RuntimeException implements Worded {

    /**
     * FULL: the disk holding the store is full (or a file-size limit stops a write); NO_LIBRARY: SQLite's
     * native library could not be unpacked, so no store at all can open, not even one in memory.
     */
    public enum Reason { DAMAGED, LOCKED, UNWRITABLE, TOO_NEW, FAILED, FULL, NO_LIBRARY }

    private final Reason reason;
    private final transient BundleText text;

    public StoreException(Reason reason, BundleText text, Throwable cause) {
        super("Store " + reason + ": " + text.key(), cause);
        this.reason = reason;
        this.text = text;
    }

    public Reason reason() {
        return reason;
    }

    @Override
    public BundleText text() {
        return text;
    }
}

package dev.starling.core.keywords;

import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Lets the caller stop a fetch between windows (a call already sent is also interrupted when the
 * task runner interrupts the thread). Windows not yet asked end up {@link WindowStatus#CANCELLED}.
 */
public final class FetchControl {

    private final AtomicBoolean cancelled = new AtomicBoolean();

    public void cancel() {
        cancelled.set(true);
    }

    public boolean isCancelled() {
        return cancelled.get() || Thread.currentThread().isInterrupted();
    }
}

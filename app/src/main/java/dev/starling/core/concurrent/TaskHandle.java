package dev.starling.core.concurrent;

/** A running or finished background task. */
public interface TaskHandle {

    /** Asks the work to stop (interrupting it) and suppresses its callbacks. */
    void cancel();

    boolean isCancelled();

    boolean isDone();
}

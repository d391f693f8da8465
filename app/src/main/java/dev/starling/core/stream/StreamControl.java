package dev.starling.core.stream;

import dev.starling.core.api.http.OpenStream;
import dev.starling.core.api.http.Sleeper;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * Stops a running stream from any thread: the wait before a reconnect ends at once, an open
 * connection is closed (its blocked read fails and the loop ends) and no new one is opened. The
 * stream's thread is never interrupted, so a listener writing a file is never cut off mid-write.
 */
public final class StreamControl {

    private final CountDownLatch stopped = new CountDownLatch(1);
    private final Sleeper sleeper;
    private volatile Runnable cancel = () -> { };
    private volatile OpenStream current;

    private StreamControl(Sleeper sleeper) {
        this.sleeper = sleeper;
    }

    /** Waits in real time, ended at once by {@link #stop()}. */
    public static StreamControl create() {
        return new StreamControl(null);
    }

    /** Waits through {@code sleeper} (a test's fake clock). */
    public static StreamControl sleepingWith(Sleeper sleeper) {
        return new StreamControl(sleeper);
    }

    public void stop() {
        stopped.countDown();
        cancel.run();
        OpenStream open = current;
        if (open != null) {
            open.cancel();
        }
    }

    public boolean stopped() {
        return stopped.getCount() == 0;
    }

    /** Waits before a reconnect; false when stopped meanwhile. */
    boolean await(Duration wait) {
        if (stopped()) {
            return false;
        }
        try {
            if (sleeper != null) {
                sleeper.sleep(wait);
                return !stopped();
            }
            return !stopped.await(wait.toNanos(), TimeUnit.NANOSECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    void cancelWith(Runnable newCancel) {
        cancel = newCancel;
        if (stopped()) {
            newCancel.run();
        }
    }

    void current(OpenStream open) {
        current = open;
        if (open != null && stopped()) {
            open.cancel();
        }
    }
}

package dev.starling.cli;

import dev.starling.core.upload.common.UploadControl;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * Ctrl+C (SIGINT, SIGTERM) during an upload: the JVM runs shutdown hooks, and this one cancels the
 * upload and holds the shutdown until the command has journalled the job as resumable and closed the
 * store (bounded, so a stuck request cannot keep the process alive). Acknowledged batches are already
 * in the journal; a SIGKILL skips all this and leaves the job RUNNING, which is resumable too.
 */
final class InterruptGuard implements AutoCloseable {

    static final long MAX_WAIT_SECONDS = 10;

    private final Thread hook;
    private final CountDownLatch finished = new CountDownLatch(1);
    private volatile boolean interrupted;

    private InterruptGuard(Runnable cancel) {
        this.hook = new Thread(() -> {
            interrupted = true;
            cancel.run();
            try {
                finished.await(MAX_WAIT_SECONDS, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "upload-interrupt");
    }

    static InterruptGuard install(UploadControl control) {
        return install(control::cancel);
    }

    /** Ctrl+C runs {@code cancel} (a stream's stop) and waits for the command to finish, as for an upload. */
    static InterruptGuard install(Runnable cancel) {
        InterruptGuard guard = new InterruptGuard(cancel);
        Runtime.getRuntime().addShutdownHook(guard.hook);
        return guard;
    }

    boolean interrupted() {
        return interrupted;
    }

    @Override
    public void close() {
        finished.countDown();
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException shuttingDown) {
            // the hook is running: it returns now that the command has finished
        }
    }
}

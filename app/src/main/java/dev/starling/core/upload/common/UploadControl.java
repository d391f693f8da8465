package dev.starling.core.upload.common;

import java.util.concurrent.CancellationException;

/** Pause, resume and cancel an upload from any thread (the UI's buttons). */
public final class UploadControl {

    private boolean paused;
    private boolean cancelled;

    public synchronized void pause() {
        paused = true;
    }

    public synchronized void resume() {
        paused = false;
        notifyAll();
    }

    public synchronized void cancel() {
        cancelled = true;
        notifyAll();
    }

    public synchronized boolean isPaused() {
        return paused;
    }

    public synchronized boolean isCancelled() {
        return cancelled;
    }

    /**
     * Called by the pipeline between steps: waits while paused.
     *
     * @throws CancellationException once cancelled
     */
    public synchronized void checkpoint() throws InterruptedException {
        while (paused && !cancelled) {
            wait();
        }
        if (cancelled) {
            throw new CancellationException("upload cancelled");
        }
    }

    /**
     * As {@link #checkpoint}, for work that stops by {@link CancellationException} alone (a comparison, a sync's
     * reading): an interrupt stops it too, the thread's interrupt status kept.
     */
    public void pauseOrStop() {
        try {
            checkpoint();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new CancellationException("interrupted");
        }
    }
}

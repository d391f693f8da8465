package dev.starling.ui;

import java.util.concurrent.TimeUnit;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The running app's background work as a test sees it: the window's task runner names a pool thread
 * {@code starling-task: NAME} while it runs a task, and hands the result to the FX thread.
 */
final class BackgroundWork {

    private static final String RUNNING = "starling-task: ";
    /** Checks in a row, each after the FX thread's events, that must find no task running. */
    private static final int QUIET_CHECKS = 3;

    private BackgroundWork() {
    }

    /**
     * Waits until no task has run for a few checks in a row, each after the FX thread has taken what the last
     * one handed it (so lists a workspace asked for have arrived), or {@code atMostMillis} went by: a workspace
     * whose work never ends (a stream) is waited for no longer than that.
     */
    static void awaitQuiet(long atMostMillis) {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(atMostMillis);
        int quiet = 0;
        while (quiet < QUIET_CHECKS && System.nanoTime() < deadline) {
            WaitForAsyncUtils.waitForFxEvents();
            quiet = running() ? 0 : quiet + 1;
        }
    }

    private static boolean running() {
        ThreadGroup root = Thread.currentThread().getThreadGroup();
        while (root.getParent() != null) {
            root = root.getParent();
        }
        Thread[] threads = new Thread[root.activeCount() * 2 + 16];
        int count = root.enumerate(threads, true);
        for (int i = 0; i < count; i++) {
            if (threads[i].getName().startsWith(RUNNING)) {
                return true;
            }
        }
        return false;
    }
}

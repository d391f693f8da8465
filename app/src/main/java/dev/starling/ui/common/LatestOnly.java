package dev.starling.ui.common;

import dev.starling.core.concurrent.TaskRunner;
import java.util.concurrent.Callable;
import java.util.function.Consumer;

/**
 * Background reads where only the latest counts: a page or list asked for again (another account,
 * another filter, a reload) makes the answers to earlier reads stale, and a stale answer, success
 * or failure, is dropped rather than shown over the newer one. Callbacks run on the runner's
 * callback thread, as the generation is read and changed there.
 */
public final class LatestOnly {

    private final TaskRunner tasks;
    private long generation;

    public LatestOnly(TaskRunner tasks) {
        this.tasks = tasks;
    }

    /** Makes every read started so far stale. */
    public void supersede() {
        generation++;
    }

    /** Starts a read that makes every earlier one stale. */
    public <T> void runLatest(String name, Callable<T> work, Consumer<? super T> done,
                              Consumer<? super Throwable> failed) {
        supersede();
        run(name, work, done, failed);
    }

    /** Starts a read beside the others of the current generation; a later {@link #supersede} makes it stale. */
    public <T> void run(String name, Callable<T> work, Consumer<? super T> done, Consumer<? super Throwable> failed) {
        long mine = generation;
        tasks.run(name, work, result -> {
            if (mine == generation) {
                done.accept(result);
            }
        }, failure -> {
            if (mine == generation) {
                failed.accept(failure);
            }
        });
    }
}

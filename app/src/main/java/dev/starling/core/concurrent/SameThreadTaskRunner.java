package dev.starling.core.concurrent;

import java.util.concurrent.Callable;
import java.util.function.Consumer;

/**
 * Runs work and its callback immediately on the calling thread. For tests of view-models and
 * command-line paths, where "background" would only add waiting.
 */
public final class SameThreadTaskRunner implements TaskRunner {

    @Override
    public <T> TaskHandle run(String name, Callable<T> work, Consumer<? super T> onSuccess,
                              Consumer<? super Throwable> onFailure) {
        T result;
        try {
            result = work.call();
        } catch (Throwable failure) {
            onFailure.accept(failure);
            return FINISHED;
        }
        onSuccess.accept(result);
        return FINISHED;
    }

    @Override
    public void shutdown() {
        // nothing runs in the background
    }

    private static final TaskHandle FINISHED = new TaskHandle() {
        @Override public void cancel() { }
        @Override public boolean isCancelled() { return false; }
        @Override public boolean isDone() { return true; }
    };
}

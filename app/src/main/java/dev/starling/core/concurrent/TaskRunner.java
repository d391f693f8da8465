package dev.starling.core.concurrent;

import java.util.concurrent.Callable;
import java.util.function.Consumer;

/**
 * The one way background work is started in Starling.
 *
 * <p>Work runs off the caller's thread (the FX thread in the app) and exactly one of the two
 * callbacks is delivered afterwards through the runner's callback executor, so view-models can
 * update observable state from the callbacks without thinking about threads. Tests use
 * {@link SameThreadTaskRunner} so that a command's whole effect is visible when it returns.
 */
public interface TaskRunner {

    /**
     * Runs {@code work} in the background.
     *
     * @param name short description for thread names and diagnostics (never include secrets)
     * @param work the work; its result goes to {@code onSuccess}
     * @param onSuccess receives the result on the callback thread
     * @param onFailure receives whatever {@code work} threw, on the callback thread
     * @return a handle to cancel the work (callbacks are not delivered after cancellation)
     */
    <T> TaskHandle run(String name, Callable<T> work, Consumer<? super T> onSuccess,
                       Consumer<? super Throwable> onFailure);

    /** Stops accepting work and lets running work finish (best effort, for shutdown). */
    void shutdown();
}

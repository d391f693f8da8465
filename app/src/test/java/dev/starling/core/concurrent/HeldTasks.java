package dev.starling.core.concurrent;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.Consumer;

/**
 * Background work held until the test runs it, one piece or all at once: a pool whose thread has not got to
 * it yet. The work and its callback run on the test's thread when the test says; cancelled work never runs
 * and tells nothing.
 */
public final class HeldTasks implements TaskRunner {

    private final List<Runnable> held = new ArrayList<>();

    @Override
    public <T> TaskHandle run(String name, Callable<T> work, Consumer<? super T> onSuccess,
                              Consumer<? super Throwable> onFailure) {
        boolean[] state = new boolean[2]; // cancelled, done
        held.add(() -> {
            if (state[0]) {
                return;
            }
            T result;
            try {
                result = work.call();
            } catch (Exception e) {
                state[1] = true;
                onFailure.accept(e);
                return;
            }
            state[1] = true;
            if (!state[0]) {
                onSuccess.accept(result);
            }
        });
        return new TaskHandle() {
            @Override
            public void cancel() {
                state[0] = true;
            }

            @Override
            public boolean isCancelled() {
                return state[0];
            }

            @Override
            public boolean isDone() {
                return state[1];
            }
        };
    }

    /** How many pieces of work wait. */
    public int waiting() {
        return held.size();
    }

    /** Runs the piece of work that waited longest, and its callback. */
    public void runNext() {
        held.remove(0).run();
    }

    /** Runs every piece of work waiting now (not what their callbacks start). */
    public void runAll() {
        List<Runnable> now = new ArrayList<>(held);
        held.clear();
        now.forEach(Runnable::run);
    }

    @Override
    public void shutdown() {
    }
}

package dev.starling.ui.common;

import dev.starling.core.concurrent.TaskRunner;
import java.util.concurrent.Callable;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * Saves what is being edited at every change, in the background and one save at a time: while one is
 * written, later changes wait and only the newest is written next, so saves never land out of order (the
 * task pool has several threads) and a crash loses at most the change being typed. A failed save is
 * reported and the newest waiting change, if any, is written next. Used from the runner's callback thread
 * (the FX thread in the app), like {@link LatestOnly} for reads.
 *
 * @param <T> what is saved (a copy the editor no longer changes)
 * @param <R> what a save answers (an id, a flag)
 */
public final class LatestSave<T, R> {

    private final TaskRunner tasks;
    private final String name;
    private final Function<? super T, Callable<R>> write;
    private BiConsumer<? super T, ? super R> saved = (value, answer) -> { };
    private Consumer<? super Throwable> failed = failure -> { };
    private Runnable settled = () -> { };
    private T waiting;
    private boolean writing;

    /**
     * @param name the background task's name (never a secret)
     * @param write the save of a value, made when its turn comes (so it can use what the saves before it answered)
     */
    public LatestSave(TaskRunner tasks, String name, Function<? super T, Callable<R>> write) {
        this.tasks = tasks;
        this.name = name;
        this.write = write;
    }

    /** Told each value saved, with what its save answered. */
    public LatestSave<T, R> whenSaved(BiConsumer<? super T, ? super R> saved) {
        this.saved = saved;
        return this;
    }

    /** Told why a save failed. */
    public LatestSave<T, R> whenFailed(Consumer<? super Throwable> failed) {
        this.failed = failed;
        return this;
    }

    /** Told when the last save succeeded and nothing waits any more. */
    public LatestSave<T, R> whenSettled(Runnable settled) {
        this.settled = settled;
        return this;
    }

    /** Saves {@code value} now, or after the save being written, in place of any change still waiting. */
    public void save(T value) {
        waiting = value;
        if (!writing) {
            next();
        }
    }

    /** Drops the change still waiting, if any (the save being written goes on). */
    public void forget() {
        waiting = null;
    }

    private void next() {
        T value = waiting;
        waiting = null;
        if (value == null) {
            writing = false;
            settled.run();
            return;
        }
        writing = true;
        tasks.run(name, write.apply(value), answer -> {
            saved.accept(value, answer);
            next();
        }, failure -> {
            writing = false;
            failed.accept(failure);
            if (waiting != null) {
                next();
            }
        });
    }
}

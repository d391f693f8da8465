package dev.starling.core.concurrent;

import java.util.Objects;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Runs work on a pool of daemon threads and hands results to a callback executor
 * (in the app: {@code Platform::runLater}).
 */
public final class PooledTaskRunner implements TaskRunner {

    private static final Logger LOG = Logger.getLogger(PooledTaskRunner.class.getName());

    private final ExecutorService pool;
    private final java.util.concurrent.Executor callbacks;

    public PooledTaskRunner(int threads, java.util.concurrent.Executor callbacks) {
        this.pool = Executors.newFixedThreadPool(threads, daemonThreads());
        this.callbacks = Objects.requireNonNull(callbacks, "callbacks");
    }

    @Override
    public <T> TaskHandle run(String name, Callable<T> work, Consumer<? super T> onSuccess,
                              Consumer<? super Throwable> onFailure) {
        AtomicBoolean cancelled = new AtomicBoolean();
        AtomicBoolean done = new AtomicBoolean();
        Future<?> future = pool.submit(() -> {
            String previous = Thread.currentThread().getName();
            Thread.currentThread().setName("starling-task: " + name);
            try {
                T result = work.call();
                done.set(true);
                if (!cancelled.get()) {
                    callbacks.execute(() -> { if (!cancelled.get()) onSuccess.accept(result); });
                }
            } catch (Throwable failure) {
                done.set(true);
                if (!cancelled.get()) {
                    LOG.log(Level.FINE, "Task failed: " + name, failure);
                    callbacks.execute(() -> { if (!cancelled.get()) onFailure.accept(failure); });
                }
            } finally {
                Thread.currentThread().setName(previous);
            }
        });
        return new TaskHandle() {
            @Override public void cancel() {
                cancelled.set(true);
                future.cancel(true);
            }
            @Override public boolean isCancelled() { return cancelled.get(); }
            @Override public boolean isDone() { return done.get() || future.isDone(); }
        };
    }

    @Override
    public void shutdown() {
        pool.shutdown();
        try {
            pool.awaitTermination(2, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static ThreadFactory daemonThreads() {
        AtomicInteger counter = new AtomicInteger();
        return runnable -> {
            Thread thread = new Thread(runnable, "starling-worker-" + counter.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        };
    }
}

package dev.starling.core.concurrent;

import java.util.Objects;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

/**
 * Runs work on a pool of daemon threads, below the normal priority ({@link BackgroundPriority}), and
 * hands results to a callback executor (in the app: {@code Platform::runLater}).
 */
public final class PooledTaskRunner implements TaskRunner {

    private static final System.Logger LOG = System.getLogger(PooledTaskRunner.class.getName());

    private static final TaskHandle DROPPED = new TaskHandle() {
        @Override public void cancel() { }
        @Override public boolean isCancelled() { return true; }
        @Override public boolean isDone() { return true; }
    };

    private final ExecutorService pool;
    private final java.util.concurrent.Executor callbacks;

    public PooledTaskRunner(int threads, java.util.concurrent.Executor callbacks) {
        this(threads, callbacks, () -> { });
    }

    /**
     * @param threadStart run first on each pool thread (the window lowers the thread's priority below its
     *                    own threads', so background work takes the cores only when a frame leaves them)
     */
    public PooledTaskRunner(int threads, java.util.concurrent.Executor callbacks, Runnable threadStart) {
        this.pool = Executors.newFixedThreadPool(threads, daemonThreads(threadStart));
        this.callbacks = Objects.requireNonNull(callbacks, "callbacks");
    }

    @Override
    public <T> TaskHandle run(String name, Callable<T> work, Consumer<? super T> onSuccess,
                              Consumer<? super Throwable> onFailure) {
        AtomicBoolean cancelled = new AtomicBoolean();
        AtomicBoolean done = new AtomicBoolean();
        Runnable job = () -> {
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
                    LOG.log(System.Logger.Level.DEBUG, "Task failed: " + name, failure);
                    callbacks.execute(() -> { if (!cancelled.get()) onFailure.accept(failure); });
                }
            } finally {
                Thread.currentThread().setName(previous);
            }
        };
        Future<?> future;
        try {
            future = pool.submit(job);
        } catch (RejectedExecutionException closed) {
            // The app is closing (its services are closed): work asked for now, e.g. saving a window
            // move that settles after the close, has nowhere to go and is dropped, not thrown at the caller.
            LOG.log(System.Logger.Level.DEBUG, "Dropped after shutdown: {0}", name);
            return DROPPED;
        }
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

    private static ThreadFactory daemonThreads(Runnable threadStart) {
        Objects.requireNonNull(threadStart, "threadStart");
        AtomicInteger counter = new AtomicInteger();
        return runnable -> {
            Thread thread = new Thread(() -> {
                threadStart.run();
                runnable.run();
            }, "starling-worker-" + counter.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        };
    }
}

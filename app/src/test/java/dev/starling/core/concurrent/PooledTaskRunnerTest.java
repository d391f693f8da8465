package dev.starling.core.concurrent;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class PooledTaskRunnerTest {

    private final ExecutorService callbackThread = Executors.newSingleThreadExecutor(r -> new Thread(r, "callbacks"));
    private final PooledTaskRunner runner = new PooledTaskRunner(2, callbackThread);

    @AfterEach
    void stop() {
        runner.shutdown();
        callbackThread.shutdownNow();
    }

    @Test
    void runsWorkOffTheCallerAndDeliversTheResultOnTheCallbackExecutor() throws Exception {
        List<String> seen = new CopyOnWriteArrayList<>();
        CountDownLatch done = new CountDownLatch(1);
        runner.run("compute", () -> Thread.currentThread().getName(),
                worker -> { seen.add(worker); seen.add(Thread.currentThread().getName()); done.countDown(); },
                failure -> done.countDown());
        assertThat(done.await(5, TimeUnit.SECONDS)).isTrue();
        assertThat(seen.get(0)).startsWith("starling-task: compute");
        assertThat(seen.get(1)).isEqualTo("callbacks");
    }

    @Test
    void deliversFailuresToTheFailureCallback() throws Exception {
        CountDownLatch done = new CountDownLatch(1);
        List<Throwable> failures = new CopyOnWriteArrayList<>();
        runner.run("fail", () -> { throw new IllegalStateException("no network"); },
                result -> done.countDown(), failure -> { failures.add(failure); done.countDown(); });
        assertThat(done.await(5, TimeUnit.SECONDS)).isTrue();
        assertThat(failures).singleElement().satisfies(f -> assertThat(f).hasMessage("no network"));
    }

    @Test
    void aCancelledTaskDeliversNoCallback() throws Exception {
        CountDownLatch started = new CountDownLatch(1);
        List<Object> callbacks = new CopyOnWriteArrayList<>();
        TaskHandle handle = runner.run("slow", () -> { started.countDown(); new CountDownLatch(1).await(10, TimeUnit.SECONDS); return "late"; },
                callbacks::add, callbacks::add);
        assertThat(started.await(5, TimeUnit.SECONDS)).isTrue();
        handle.cancel();
        // A marker task queued behind the cancelled one's callback slot proves the queue drained.
        CountDownLatch marker = new CountDownLatch(1);
        runner.run("marker", () -> null, ignored -> marker.countDown(), ignored -> marker.countDown());
        assertThat(marker.await(5, TimeUnit.SECONDS)).isTrue();
        assertThat(handle.isCancelled()).isTrue();
        assertThat(callbacks).isEmpty();
    }

    @Test
    void theSameThreadRunnerCompletesBeforeReturning() {
        List<Object> seen = new CopyOnWriteArrayList<>();
        TaskHandle handle = new SameThreadTaskRunner().run("now", () -> 42, seen::add, seen::add);
        assertThat(seen).containsExactly(42);
        assertThat(handle.isDone()).isTrue();
    }

    @Test
    void workAskedForAfterShutdownIsDroppedWithoutCallbacksInsteadOfThrown() {
        PooledTaskRunner closed = new PooledTaskRunner(1, Runnable::run);
        closed.shutdown();
        List<String> calls = new CopyOnWriteArrayList<>();

        TaskHandle handle = closed.run("late save", () -> "saved", result -> calls.add("success"),
                failure -> calls.add("failure"));

        assertThat(handle.isCancelled()).isTrue();
        assertThat(handle.isDone()).isTrue();
        assertThat(calls).isEmpty();
    }
}

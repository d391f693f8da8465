package dev.starling.core.stream;

import dev.starling.core.api.http.Sleeper;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

/** A stream client running on a thread of its own, with everything it said kept for the test. */
final class Listening implements AutoCloseable {

    final List<StreamPost> posts = new CopyOnWriteArrayList<>();
    final List<StreamState> states = new CopyOnWriteArrayList<>();
    final List<Disconnect> problems = new CopyOnWriteArrayList<>();
    final StreamClient client;
    private final StreamControl control;
    private final Thread thread;

    /** @param sleeper waits before reconnects (a recording one returns at once), or null for real time */
    Listening(StreamTransport transport, StreamRequest request, Clock clock, Duration watchdog, Sleeper sleeper) {
        this.client = new StreamClient(transport, request, clock, watchdog, new StreamListener() {
            @Override
            public void onPosts(List<StreamPost> batch) {
                posts.addAll(batch);
            }

            @Override
            public void onState(StreamState state) {
                states.add(state);
            }

            @Override
            public void onProblem(Disconnect problem) {
                problems.add(problem);
            }
        });
        this.control = sleeper == null ? StreamControl.create() : StreamControl.sleepingWith(sleeper);
        this.thread = new Thread(() -> client.run(control), "test-stream");
        thread.start();
    }

    static void await(String what, BooleanSupplier condition) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("timed out waiting for " + what);
            }
            Thread.sleep(10);
        }
    }

    void awaitConnected(int times) throws InterruptedException {
        await(times + " connection(s)", () -> states.stream().filter(StreamState.Connected.class::isInstance).count() >= times);
    }

    List<StreamState.Waiting> waits() {
        List<StreamState.Waiting> waits = new ArrayList<>();
        states.forEach(state -> {
            if (state instanceof StreamState.Waiting waiting) {
                waits.add(waiting);
            }
        });
        return waits;
    }

    List<String> ids() {
        return posts.stream().map(StreamPost::id).toList();
    }

    @Override
    public void close() throws InterruptedException {
        control.stop();
        thread.join(10_000);
        if (thread.isAlive()) {
            throw new AssertionError("the stream did not stop");
        }
    }
}

package dev.starling.core.stream;

import dev.starling.core.api.http.Sleeper;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

/** A stream client running on a thread of its own, with everything it said kept for the test. */
final class Listening implements AutoCloseable {

    final Collected collected = new Collected();
    final List<StreamPost> posts = collected.posts;
    final List<StreamState> states = collected.states;
    final StreamClient client;
    private final StreamControl control;
    private final Thread thread;

    /** @param sleeper waits before reconnects (a recording one returns at once), or null for real time */
    Listening(StreamTransport transport, StreamRequest request, Clock clock, Duration watchdog, Sleeper sleeper) {
        this.client = new StreamClient(transport, request, clock, watchdog, collected);
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
        return collected.waits();
    }

    List<String> ids() {
        return collected.ids();
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

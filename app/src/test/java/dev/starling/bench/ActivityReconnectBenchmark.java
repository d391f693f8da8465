package dev.starling.bench;

import dev.starling.core.activity.ActivityEvent;
import dev.starling.core.activity.ActivityStream;
import dev.starling.core.activity.ActivityStreamRequest;
import dev.starling.core.stream.LineListener;
import dev.starling.core.stream.LiveSandbox;
import dev.starling.core.stream.StreamControl;
import dev.starling.core.stream.StreamState;
import dev.starling.core.stream.StreamStats;
import dev.starling.core.stream.StreamTransport;
import dev.starling.sandbox.events.ActivityModule;
import dev.starling.sandbox.events.ActivitySettings;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;

/**
 * Issue 34's activity-stream figure: the sandbox's scripted events flow at a steady rate to the
 * demo subscriptions (made by the benchmark, also while the stream is down) while 20 disconnects of every kind the sandbox can inject are made one after
 * another (operational disconnects of four types, silent stalls the watchdog finds, 503 on connect,
 * a stream closed without a word, two 503s in a row), each once the stream is back and delivering;
 * {@code backfill_minutes=2} on every reconnect. Then: events made against events shown, none lost,
 * none twice, and the duplicates the backfills replayed that were dropped by {@code event_uuid}.
 *
 * <pre>java -cp "$CP" dev.starling.bench.ActivityReconnectBenchmark 50</pre>
 */
public final class ActivityReconnectBenchmark {

    private static final Duration WATCHDOG = Duration.ofSeconds(2);

    private ActivityReconnectBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        double rate = args.length > 0 ? Double.parseDouble(args[0]) : 50;
        Path dir = Files.createTempDirectory("activity-reconnect");
        List<String> shown = new CopyOnWriteArrayList<>();
        AtomicInteger connections = new AtomicInteger();
        LineListener<ActivityEvent> listener = new LineListener<>() {
            @Override
            public void onItems(List<ActivityEvent> events) {
                events.forEach(event -> shown.add(event.uuid()));
            }

            @Override
            public void onState(StreamState state) {
                if (state instanceof StreamState.Connected) {
                    connections.incrementAndGet();
                }
            }
        };
        try (LiveSandbox sandbox = new LiveSandbox(Files.createDirectories(dir.resolve("vault")))) {
            ActivityModule activity = sandbox.sandbox().module(ActivityModule.class);
            activity.settings(ActivitySettings.defaults().withRate(0).withKeepAlive(Duration.ofMillis(500)));
            ActivityStream stream = new ActivityStream(StreamTransport.of(sandbox.endpoints(), ActivityStreamRequest.PATH),
                    ActivityStreamRequest.withBackfill(2), Clock.systemUTC(), WATCHDOG, null, StreamControl.create())
                    .listen(listener);
            Thread reader = new Thread(stream::run, "activity-stream");
            reader.start();
            await(() -> connections.get() == 1);
            // made on a thread of the benchmark, not the scripted source: that one pauses while no stream is open,
            // and the events made while the stream is down are the ones only a backfill brings
            AtomicInteger made = new AtomicInteger();
            Thread emitter = new Thread(() -> {
                long start = System.nanoTime();
                for (long i = 0; !Thread.currentThread().isInterrupted(); i++) {
                    long wait = start + (long) (i * 1e9 / rate) - System.nanoTime();
                    try {
                        if (wait > 0) {
                            Thread.sleep(wait / 1_000_000, (int) (wait % 1_000_000));
                        }
                    } catch (InterruptedException e) {
                        return;
                    }
                    made.addAndGet(activity.emit(1));
                }
            }, "activity-emitter");
            emitter.start();
            long started = System.nanoTime();
            int injected = 0;
            for (String type : List.of("OperationalDisconnect", "UpstreamOperationalDisconnect", "InternalError",
                    "SlowReader")) {
                injected += inject(connections, shown, () -> activity.disconnectAll(type));
            }
            for (int i = 0; i < 4; i++) {
                injected += inject(connections, shown, () -> activity.stallAll(WATCHDOG.plusSeconds(1)));
            }
            for (int i = 0; i < 4; i++) {
                injected += inject(connections, shown, () -> {
                    activity.refuseNextConnects(503, 1);
                    activity.disconnectAll("OperationalDisconnect");
                });
            }
            for (int i = 0; i < 4; i++) {
                injected += inject(connections, shown, () -> activity.disconnectAll(null));
            }
            for (int i = 0; i < 4; i++) {
                injected += inject(connections, shown, () -> activity.disconnectAll("OperationalDisconnect"));
            }
            emitter.interrupt();
            emitter.join();
            long published = made.get();
            long settle = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
            while (new HashSet<>(shown).size() < published && System.nanoTime() < settle) {
                Thread.sleep(50);
            }
            double minutes = (System.nanoTime() - started) / 6e10;
            stream.stop();
            reader.join(10_000);
            StreamStats stats = stream.stats();
            Set<String> unique = new HashSet<>(shown);
            System.out.printf(Locale.ROOT, "activity reconnect: %d disconnects injected, %d connections in %.1f min, "
                    + "%.0f events a second, backfill 2 minutes%n", injected, connections.get(), minutes, rate);
            System.out.printf(Locale.ROOT, "activity reconnect: %d events made, %d shown, lost %d, shown twice %d, "
                    + "duplicates dropped (backfill) %d, reconnects %d%n", published, shown.size(),
                    Math.max(0, published - unique.size()), shown.size() - unique.size(), stats.duplicatesDropped(),
                    stats.reconnects());
        }
    }

    /** Injects one disconnect and waits until the stream is back and delivering; returns 1. */
    private static int inject(AtomicInteger connections, List<String> shown, Runnable fault) throws InterruptedException {
        int before = connections.get();
        fault.run();
        await(() -> connections.get() > before);
        int count = shown.size();
        await(() -> shown.size() > count + 5);
        return 1;
    }

    private static void await(BooleanSupplier condition) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(3);
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException("the activity stream did not come back within 3 minutes");
            }
            Thread.sleep(5);
        }
    }
}

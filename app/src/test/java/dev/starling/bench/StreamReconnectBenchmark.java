package dev.starling.bench;

import dev.starling.core.rules.RuleDraft;
import dev.starling.core.stream.ConnectionsClient;
import dev.starling.core.stream.LiveSandbox;
import dev.starling.core.stream.StreamClient;
import dev.starling.core.stream.StreamControl;
import dev.starling.core.stream.StreamListener;
import dev.starling.core.stream.StreamPost;
import dev.starling.core.stream.StreamRequest;
import dev.starling.core.stream.StreamState;
import dev.starling.core.stream.StreamStats;
import dev.starling.core.stream.StreamTransport;
import dev.starling.sandbox.stream.Burst;
import dev.starling.sandbox.stream.StreamModule;
import dev.starling.sandbox.stream.StreamSettings;
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
import java.util.function.BooleanSupplier;

/**
 * Issue 33's reconnect figure: 20 disconnects of every kind injected into one run (operational
 * disconnects of four types, silent stalls the watchdog has to find, 503 and 429 on connect, ends
 * through {@code DELETE /2/connections}, a stream the server closes without a word, two 503s in a
 * row) while a steady burst of posts flows. For every wait before a reconnect it prints the wait X's
 * schedule says and the wait measured on the wall clock from the disconnect to the next attempt;
 * then posts sent against posts shown (with {@code backfill_minutes=2}: none lost, none twice).
 * Real waits: about four minutes (two 429s wait 60 s each).
 *
 * <pre>java -cp "$CP" dev.starling.bench.StreamReconnectBenchmark 100</pre>
 */
public final class StreamReconnectBenchmark {

    private static final Duration WATCHDOG = Duration.ofSeconds(2);

    /** One wait: what the schedule said and when it started and ended. */
    private record Wait(String reason, Duration scheduled, long startNanos, long[] endNanos) {
    }

    private StreamReconnectBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        int rate = args.length > 0 ? Integer.parseInt(args[0]) : 100;
        Path dir = Files.createTempDirectory("stream-reconnect");
        List<Wait> waits = new CopyOnWriteArrayList<>();
        List<String> shown = new CopyOnWriteArrayList<>();
        int[] connections = new int[1];
        StreamListener listener = new StreamListener() {
            @Override
            public void onPosts(List<StreamPost> posts) {
                posts.forEach(post -> shown.add(post.id()));
            }

            @Override
            public void onState(StreamState state) {
                long now = System.nanoTime();
                if (state instanceof StreamState.Waiting waiting) {
                    String detail = waiting.reason().detail() != null ? waiting.reason().detail()
                            : waiting.reason().status() > 0 ? "HTTP " + waiting.reason().status()
                            : waiting.reason().kind().name();
                    waits.add(new Wait(waiting.reason().kind() + " " + detail, waiting.delay(), now, new long[1]));
                } else if (state instanceof StreamState.Connecting && !waits.isEmpty()) {
                    Wait last = waits.get(waits.size() - 1);
                    if (last.endNanos()[0] == 0) {
                        last.endNanos()[0] = now;
                    }
                } else if (state instanceof StreamState.Connected) {
                    connections[0]++;
                }
            }
        };
        try (LiveSandbox sandbox = new LiveSandbox(Files.createDirectories(dir.resolve("vault")), StreamSettings.defaults()
                .withRate(0).withKeepAlive(Duration.ofMillis(500)))) {
            StreamModule stream = sandbox.stream();
            sandbox.rules(new RuleDraft("#Steady", "steady"));
            StreamClient client = new StreamClient(StreamTransport.of(sandbox.endpoints()),
                    StreamRequest.defaults().withBackfill(2), Clock.systemUTC(), WATCHDOG, listener);
            StreamControl control = StreamControl.create();
            Thread reader = new Thread(() -> client.run(control), "stream-client");
            reader.start();
            await(() -> connections[0] == 1);
            Burst burst = stream.burst(rate * 3_600, rate, "Steady");
            ConnectionsClient endpoints = new ConnectionsClient(sandbox.endpoints());
            long started = System.nanoTime();
            for (String type : List.of("OperationalDisconnect", "UpstreamOperationalDisconnect", "InternalError",
                    "SlowReader")) {
                inject(connections, shown, () -> stream.disconnectAll(type));
            }
            for (int i = 0; i < 4; i++) {
                inject(connections, shown, () -> stream.stallAll(WATCHDOG.plusSeconds(1)));
            }
            for (int i = 0; i < 4; i++) {
                inject(connections, shown, () -> {
                    stream.refuseNextConnects(503, 1);
                    stream.disconnectAll("OperationalDisconnect");
                });
            }
            for (int i = 0; i < 2; i++) {
                inject(connections, shown, () -> {
                    stream.refuseNextConnects(429, 1);
                    stream.disconnectAll("OperationalDisconnect");
                });
            }
            for (int i = 0; i < 2; i++) {
                inject(connections, shown, endpoints::endAll);
            }
            for (int i = 0; i < 2; i++) {
                inject(connections, shown, () -> stream.disconnectAll(null));
            }
            inject(connections, shown, () -> {
                stream.refuseNextConnects(503, 2);
                stream.disconnectAll("OperationalDisconnect");
            });
            inject(connections, shown, () -> {
                stream.refuseNextConnects(503, 2);
                stream.disconnectAll("OperationalDisconnect");
            });
            burst.cancel();
            Thread.sleep(3_000);
            double minutes = (System.nanoTime() - started) / 6e10;
            control.stop();
            reader.join(10_000);
            StreamStats stats = client.stats();

            System.out.println("stream reconnect: wait before each reconnect, as scheduled and as measured:");
            double worst = 0;
            for (Wait wait : waits) {
                double measured = (wait.endNanos()[0] - wait.startNanos()) / 1e6;
                double scheduled = wait.scheduled().toMillis();
                double off = measured - scheduled;
                double relative = scheduled >= 1_000 ? off / scheduled : Double.NaN;
                if (!Double.isNaN(relative)) {
                    worst = Math.max(worst, Math.abs(relative));
                }
                System.out.printf(Locale.ROOT, "  %-48s scheduled %8.0f ms, measured %8.1f ms (%+.1f ms%s)%n",
                        wait.reason(), scheduled, measured, off,
                        Double.isNaN(relative) ? "" : String.format(Locale.ROOT, ", %+.2f %%", 100 * relative));
            }
            Set<Long> sent = new HashSet<>();
            for (long id : burst.ids()) {
                sent.add(id);
            }
            Set<Long> got = new HashSet<>();
            shown.forEach(id -> got.add(Long.parseLong(id)));
            Set<Long> lost = new HashSet<>(sent);
            lost.removeAll(got);
            System.out.printf(Locale.ROOT, "stream reconnect: 20 disconnects, %d waits, %d connections in %.1f min; "
                    + "largest deviation of a wait of 1 s or more: %.2f %%%n", waits.size(), connections[0], minutes,
                    100 * worst);
            System.out.printf(Locale.ROOT, "stream reconnect: %d posts sent at %d/s, %d shown, lost %d, shown twice %d, "
                    + "duplicates dropped (backfill) %d, reconnects %d%n", sent.size(), rate, shown.size(), lost.size(),
                    shown.size() - got.size(), stats.duplicatesDropped(), stats.reconnects());
        }
    }

    /** Injects one disconnect and waits until the stream is back and delivering. */
    private static void inject(int[] connections, List<String> shown, Runnable fault) throws InterruptedException {
        int before = connections[0];
        fault.run();
        await(() -> connections[0] > before);
        int count = shown.size();
        await(() -> shown.size() > count + 5);
    }

    private static void await(BooleanSupplier condition) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(5);
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException("the stream did not come back within 5 minutes");
            }
            Thread.sleep(5);
        }
    }

}

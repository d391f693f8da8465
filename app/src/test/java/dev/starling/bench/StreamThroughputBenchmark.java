package dev.starling.bench;

import dev.starling.boot.DurableMigrations;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.starling.core.rules.RuleDraft;
import dev.starling.core.store.DurableStore;
import dev.starling.core.stream.LiveSandbox;
import dev.starling.core.stream.LiveStream;
import dev.starling.core.stream.StreamClient;
import dev.starling.core.stream.StreamControl;
import dev.starling.core.stream.StreamListener;
import dev.starling.core.stream.StreamPost;
import dev.starling.core.stream.StreamRequest;
import dev.starling.core.stream.StreamState;
import dev.starling.core.stream.StreamTransport;
import dev.starling.core.stream.recording.RecordingReader;
import dev.starling.core.stream.recording.RecordingStore;
import dev.starling.sandbox.stream.Burst;
import dev.starling.sandbox.stream.StreamSettings;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Issue 33's firehose figure: the sandbox's burst of {@code rate} posts a second for {@code seconds}
 * seconds (X's firehose average is 6,000 a second), every one matching a rule, received by the stream
 * client and recorded. Prints: posts sent and recorded (lost must be 0, recorded twice 0), the rate
 * received over the rate sent, the largest delay from a post's creation to its recording, the heap in
 * use after a full GC every 10 s (flat: nothing grows with the number of posts), and the client's CPU
 * per post against a bare loop that only parses each line and appends it to a file, on one thread
 * (the ratio). The client is {@link LiveStream}, as the console and {@code starling stream} run it. Sandbox
 * and client share this JVM and the machine's cores.
 *
 * <pre>java -Xmx1g -cp "$CP" dev.starling.bench.StreamThroughputBenchmark 6000 60</pre>
 */
public final class StreamThroughputBenchmark {

    private static final long X_EPOCH = 1288834974657L;

    private StreamThroughputBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        int rate = args.length > 0 ? Integer.parseInt(args[0]) : 6_000;
        int seconds = args.length > 1 ? Integer.parseInt(args[1]) : 60;
        Path dir = Files.createTempDirectory("stream-throughput");
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        try (LiveSandbox sandbox = new LiveSandbox(Files.createDirectories(dir.resolve("vault")), StreamSettings.defaults()
                .withRate(0).withKeepAlive(Duration.ofSeconds(1)).withBackfillPosts(20_000));
             DurableStore store = DurableStore.open(dir, DurableMigrations.ALL)) {
            sandbox.rules(new RuleDraft("#StarlingBurst", "burst"));
            RecordingStore.Started recording = new RecordingStore(store.database(), RecordingStore.folderIn(dir),
                    Clock.systemUTC()).start("throughput", "Sandbox", "{}");
            AtomicLong received = new AtomicLong();
            AtomicLong maxLagMillis = new AtomicLong();
            long[] connected = new long[1];
            StreamListener listener = new StreamListener() {
                @Override
                public void onPosts(List<StreamPost> posts) {
                    long now = System.currentTimeMillis();
                    for (StreamPost post : posts) {
                        long created = (Long.parseLong(post.id()) >> 22) + X_EPOCH;
                        maxLagMillis.accumulateAndGet(now - created, Math::max);
                    }
                    received.addAndGet(posts.size());
                }

                @Override
                public void onState(StreamState state) {
                    if (state instanceof StreamState.Connected) {
                        connected[0]++;
                    }
                }
            };
            // what the console and starling stream run: the recording first, the per-rule tally, then the view
            LiveStream live = new LiveStream(StreamTransport.of(sandbox.endpoints()), StreamRequest.defaults(),
                    Clock.systemUTC(), StreamClient.WATCHDOG, recording.writer(), 600, StreamControl.create())
                    .listen(listener);
            Thread reader = new Thread(live::run, "stream-client");
            reader.start();
            while (sandbox.stream().openConnections() == 0) {
                Thread.sleep(10);
            }
            long cpuBefore = threads.getThreadCpuTime(reader.getId());
            long started = System.nanoTime();
            Burst burst = sandbox.stream().burst(rate * seconds, rate, "StarlingBurst");
            List<String> heap = new ArrayList<>();
            for (int t = 10; t <= seconds; t += 10) {
                long at = started + TimeUnit.SECONDS.toNanos(t);
                while (System.nanoTime() < at) {
                    Thread.sleep(50);
                }
                System.gc();
                long used = Runtime.getRuntime().totalMemory() - Runtime.getRuntime().freeMemory();
                heap.add(String.format(Locale.ROOT, "%ds %d MB (%d received)", t, used >> 20, received.get()));
            }
            burst.await(seconds * 3L, TimeUnit.SECONDS);
            long sentAt = System.nanoTime();
            while (received.get() < burst.made() && System.nanoTime() - sentAt < TimeUnit.SECONDS.toNanos(30)) {
                Thread.sleep(20);
            }
            double elapsed = (System.nanoTime() - started) / 1e9;
            long cpu = threads.getThreadCpuTime(reader.getId()) - cpuBefore;
            live.stop();
            reader.join(10_000);
            recording.writer().close();

            Set<Long> sent = new HashSet<>();
            for (long id : burst.ids()) {
                sent.add(id);
            }
            Set<Long> recorded = new HashSet<>();
            long[] lines = new long[1];
            List<String> sample = new ArrayList<>();
            RecordingReader.forEach(recording.recording().file(), post -> {
                recorded.add(Long.parseLong(post.id()));
                lines[0]++;
                if (sample.size() < 100_000) {
                    sample.add(post.line());
                }
            });
            Set<Long> lost = new HashSet<>(sent);
            lost.removeAll(recorded);
            double bareNanosPerPost = bareParseAndAppend(sample, dir.resolve("bare.ndjson"));
            double clientNanosPerPost = cpu / (double) Math.max(1, received.get());

            System.out.printf(Locale.ROOT, "stream throughput: %d posts sent at %d/s for %d s, %d received, %d recorded "
                    + "(%d lines), lost %d, recorded twice %d, connections %d%n", burst.made(), rate, seconds,
                    received.get(), recorded.size(), lines[0], lost.size(), lines[0] - recorded.size(), connected[0]);
            System.out.printf(Locale.ROOT, "stream throughput: received %.0f posts/s over %.1f s = %.1f %% of the rate "
                    + "sent; largest delay from creation to recording %d ms%n", received.get() / elapsed, elapsed,
                    100.0 * received.get() / elapsed / rate, maxLagMillis.get());
            System.out.println("stream throughput: heap in use after a full GC: " + String.join(", ", heap));
            System.out.printf(Locale.ROOT, "stream throughput: client thread CPU %.1f us/post (read, parse, dedupe, "
                    + "record) vs bare parse+append %.1f us/post: ratio %.2f; load average %.2f%n",
                    clientNanosPerPost / 1000, bareNanosPerPost / 1000, clientNanosPerPost / bareNanosPerPost,
                    ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
        }
    }

    /** The baseline: parse each line with Jackson and append it to a file, one write per 100 lines, one thread. */
    private static double bareParseAndAppend(List<String> lines, Path file) throws Exception {
        ObjectMapper json = new ObjectMapper();
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        double best = Double.MAX_VALUE;
        for (int round = 0; round < 3; round++) {
            try (FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                    StandardOpenOption.TRUNCATE_EXISTING)) {
                long cpu = threads.getCurrentThreadCpuTime();
                StringBuilder batch = new StringBuilder();
                int n = 0;
                for (String line : lines) {
                    json.readTree(line).path("data").path("id").asText();
                    batch.append(line).append('\n');
                    if (++n % 100 == 0) {
                        channel.write(ByteBuffer.wrap(batch.toString().getBytes(StandardCharsets.UTF_8)));
                        batch.setLength(0);
                    }
                }
                channel.write(ByteBuffer.wrap(batch.toString().getBytes(StandardCharsets.UTF_8)));
                best = Math.min(best, (threads.getCurrentThreadCpuTime() - cpu) / (double) Math.max(1, lines.size()));
            }
        }
        return best;
    }
}

package dev.starling.bench;

import dev.starling.core.auth.Secret;
import dev.starling.core.store.DurableStore;
import dev.starling.core.stream.LiveSandbox;
import dev.starling.core.webhook.Delivery;
import dev.starling.core.webhook.DeliveryJournal;
import dev.starling.core.webhook.DeliveryVerdict;
import dev.starling.core.webhook.Webhook;
import dev.starling.core.webhook.WebhookReceiver;
import dev.starling.core.webhook.WebhookSignature;
import dev.starling.core.webhook.WebhooksClient;
import dev.starling.sandbox.SandboxConfig;
import dev.starling.sandbox.webhooks.Burst;
import dev.starling.sandbox.webhooks.WebhookDeliveries;
import dev.starling.sandbox.webhooks.WebhookModule;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.lang.management.ThreadMXBean;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Issue 34's receiver figure: the sandbox delivers signed events to Starling's receiver at a steady
 * rate (X's at-least-once: one in 50 sent twice) while the receiver checks every signature, records
 * every delivery in a durable journal on disk and shows each event once. Then: sent against shown
 * (none lost, none twice), every delivery's signature checked (deliveries received against verdicts
 * recorded), the receiver's CPU per delivery against a bare HMAC-SHA256 loop over the same bodies in
 * the same run, and a trial of bodies with one changed byte (each must be refused).
 *
 * <pre>java -cp "$CP" dev.starling.bench.WebhookReceiverBenchmark 1000 60 2000</pre>
 * (rate per second, seconds, changed-byte trials)
 */
public final class WebhookReceiverBenchmark {

    private WebhookReceiverBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        int rate = args.length > 0 ? Integer.parseInt(args[0]) : 1_000;
        int seconds = args.length > 1 ? Integer.parseInt(args[1]) : 60;
        int trials = args.length > 2 ? Integer.parseInt(args[2]) : 2_000;
        Path dir = Files.createTempDirectory("webhook-receiver");
        Map<String, Integer> shown = new ConcurrentHashMap<>();
        AtomicLong duplicates = new AtomicLong();
        AtomicLong refused = new AtomicLong();
        WebhookReceiver.Listener listener = new WebhookReceiver.Listener() {
            @Override
            public void onDelivery(Delivery delivery) {
                if (delivery.verdict() == DeliveryVerdict.ACCEPTED) {
                    shown.merge(delivery.eventKey(), 1, Integer::sum);
                } else if (delivery.verdict() == DeliveryVerdict.DUPLICATE) {
                    duplicates.incrementAndGet();
                } else {
                    refused.incrementAndGet();
                }
            }
        };
        WebhookSignature signature = new WebhookSignature(Secret.of(SandboxConfig.DEMO_CONSUMER_SECRET));
        try (LiveSandbox sandbox = new LiveSandbox(Files.createDirectories(dir.resolve("vault")));
             DurableStore store = DurableStore.open(Files.createDirectories(dir.resolve("data")), dev.starling.boot.DurableMigrations.ALL);
             DeliveryJournal journal = new DeliveryJournal(store.database());
             WebhookReceiver receiver = WebhookReceiver.start("127.0.0.1", 0, "/webhooks/x", signature, journal,
                     listener, Clock.systemUTC())) {
            WebhookModule hooks = sandbox.sandbox().module(WebhookModule.class);
            hooks.settings(hooks.settings().withDuplicateEvery(50));
            Webhook webhook = new WebhooksClient(sandbox.endpoints()).register(receiver.loopbackUrl().toString());
            System.out.printf(Locale.ROOT, "webhook receiver: registered %s (valid %s), %d a second for %d s%n",
                    webhook.id(), webhook.valid(), rate, seconds);

            long cpuBefore = receiverCpu();
            long started = System.nanoTime();
            Burst burst = hooks.burst(webhook.id(), rate * seconds, rate);
            WebhookDeliveries.Counts counts;
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds + 120L);
            do {
                Thread.sleep(100);
                counts = hooks.counts();
            } while ((!burst.done() || counts.delivered() + counts.failed() < counts.attempted())
                    && System.nanoTime() < deadline);
            double elapsed = (System.nanoTime() - started) / 1e9;
            long receiverNanos = receiverCpu() - cpuBefore;

            long received = shown.size() + duplicates.get() + refused.get();
            long shownTwice = shown.values().stream().filter(n -> n > 1).count();
            long lost = 0;
            for (int i = 0; i < burst.count(); i++) {
                if (!shown.containsKey("event:" + (7_000_000_000_000_000_000L + i))) {
                    lost++;
                }
            }
            Map<DeliveryVerdict, Long> recorded = journal.counts();
            long recordedTotal = recorded.values().stream().mapToLong(Long::longValue).sum();
            System.out.printf(Locale.ROOT, "webhook receiver: %d events sent (%d sent twice), %d deliveries attempted, "
                    + "%d delivered, %d retried, %d failed, in %.1f s%n", burst.count(), counts.duplicatesSent(),
                    counts.attempted(), counts.delivered(), counts.retried(), counts.failed(), elapsed);
            System.out.printf(Locale.ROOT, "webhook receiver: %d received, %d shown, lost %d, shown twice %d, "
                    + "duplicates recorded not shown %d, refused %d%n", received, shown.size(), lost, shownTwice,
                    duplicates.get(), refused.get());
            System.out.printf(Locale.ROOT, "webhook receiver: signatures checked: %d verdicts recorded for %d deliveries "
                    + "received (%s)%n", recordedTotal, received, recorded);

            List<byte[]> bodies = new ArrayList<>();
            for (long after = 0; ; ) {
                List<Delivery> page = journal.after(after, 10_000);
                if (page.isEmpty()) {
                    break;
                }
                page.forEach(delivery -> bodies.add(delivery.body()));
                after = page.get(page.size() - 1).id();
            }
            long bareNanos = bareHmac(signature, bodies);
            double perDelivery = receiverNanos / 1e3 / Math.max(1, received);
            double perBody = bareNanos / 1e3 / Math.max(1, bodies.size());
            System.out.printf(Locale.ROOT, "webhook receiver: receiver threads' CPU %.1f µs a delivery (HTTP, signature, "
                    + "journal commit, de-duplication); bare HMAC-SHA256 of the same %d bodies %.2f µs; ratio %.0f; "
                    + "%.1f %% of one core at %d a second%n", perDelivery, bodies.size(), perBody, perDelivery / perBody,
                    100.0 * receiverNanos / 1e9 / elapsed, rate);

            changedBytes(receiver.loopbackUrl(), signature, bodies, trials);
        }
    }

    /** One byte of a real body changed at a random place, sent with the original signature: each must be refused. */
    private static void changedBytes(URI url, WebhookSignature signature, List<byte[]> bodies, int trials)
            throws Exception {
        Random random = new Random(34);
        HttpClient http = HttpClient.newHttpClient();
        int refused = 0;
        int accepted = 0;
        for (int i = 0; i < trials; i++) {
            byte[] body = bodies.get(random.nextInt(bodies.size()));
            String signed = signature.sign(body);
            byte[] changed = body.clone();
            int at = random.nextInt(changed.length);
            changed[at] = (byte) (changed[at] ^ (1 + random.nextInt(255)));
            int status = http.send(HttpRequest.newBuilder(url).POST(HttpRequest.BodyPublishers.ofByteArray(changed))
                    .header(WebhookSignature.HEADER, signed).build(), HttpResponse.BodyHandlers.discarding()).statusCode();
            if (status == 401) {
                refused++;
            } else {
                accepted++;
            }
        }
        System.out.printf(Locale.ROOT, "webhook receiver: %d bodies with one changed byte (random place and value): "
                + "%d refused 401, %d taken%n", trials, refused, accepted);
    }

    /** Single-thread CPU time of HMAC-SHA256 over every body, after one warm-up pass. */
    private static long bareHmac(WebhookSignature signature, List<byte[]> bodies) {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long sink = 0;
        for (byte[] body : bodies) {
            sink += signature.digest(body)[0];
        }
        long start = threads.getCurrentThreadCpuTime();
        for (byte[] body : bodies) {
            sink += signature.digest(body)[0];
        }
        long spent = threads.getCurrentThreadCpuTime() - start;
        if (sink == Long.MIN_VALUE) {
            System.out.println(sink);
        }
        return spent;
    }

    /** CPU time of the receiver's threads: its HTTP workers (requests read, checked, answered) and the journal's writer. */
    private static long receiverCpu() {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        Set<String> prefixes = Set.of("webhook-receiver-", "webhook-journal");
        long total = 0;
        for (ThreadInfo info : threads.getThreadInfo(threads.getAllThreadIds())) {
            if (info != null && prefixes.stream().anyMatch(info.getThreadName()::startsWith)) {
                long cpu = threads.getThreadCpuTime(info.getThreadId());
                total += Math.max(0, cpu);
            }
        }
        return total;
    }
}

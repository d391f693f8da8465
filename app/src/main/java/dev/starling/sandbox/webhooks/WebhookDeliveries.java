package dev.starling.sandbox.webhooks;

import dev.starling.sandbox.v2.WebhookRegistry;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;

/**
 * Sends deliveries to webhooks as X does: each one signed, kept for replay, retried after a failure
 * with growing waits; now and then one sent twice (at least once, so a receiver's de-duplication is
 * exercised); a webhook that fails permanently (a redirect, TLS, a wrong CRC token) marked invalid at
 * once, one that keeps failing transiently marked invalid after the grace period; invalid webhooks get
 * nothing until re-validated. The CRC check also runs on a schedule. Deliveries run concurrently (at
 * most {@link #IN_FLIGHT} at once, the rest waiting in turn, so whoever delivers never waits for a slow
 * webhook), and their order is not guaranteed, as on X.
 */
public final class WebhookDeliveries implements AutoCloseable {

    static final int IN_FLIGHT = 128;
    private static final System.Logger LOG = System.getLogger(WebhookDeliveries.class.getName());

    /** The counts so far, for tests and the benchmark. */
    public record Counts(long attempted, long delivered, long retried, long failed, long duplicatesSent) {
    }

    private final WebhookRegistry registry;
    private final WebhookCaller caller;
    private final Supplier<WebhookSettings> settings;
    private final Clock clock;
    private final DeliveryHistory history;
    private final ScheduledExecutorService timers;
    private final Semaphore inFlight = new Semaphore(IN_FLIGHT);
    private final Map<String, Instant> failingSince = new ConcurrentHashMap<>();
    private final AtomicLong sequence = new AtomicLong();
    private final AtomicLong attempted = new AtomicLong();
    private final AtomicLong delivered = new AtomicLong();
    private final AtomicLong retried = new AtomicLong();
    private final AtomicLong failed = new AtomicLong();
    private final AtomicLong duplicates = new AtomicLong();
    /** Sends waiting for a free slot: callers never wait for a slow webhook. */
    private final java.util.concurrent.LinkedBlockingQueue<Runnable> waiting = new java.util.concurrent.LinkedBlockingQueue<>();
    private final Thread dispatcher;
    private volatile java.util.concurrent.ScheduledFuture<?> crcSchedule;
    private volatile Duration scheduledEvery;

    WebhookDeliveries(WebhookRegistry registry, WebhookCaller caller, Supplier<WebhookSettings> settings, Clock clock,
                      long seed) {
        this.registry = registry;
        this.caller = caller;
        this.settings = settings;
        this.clock = clock;
        this.history = new DeliveryHistory(clock);
        this.sequence.set(Math.floorMod(seed, 997));
        this.timers = Executors.newScheduledThreadPool(1, runnable -> {
            Thread thread = new Thread(runnable, "sandbox-webhooks");
            thread.setDaemon(true);
            return thread;
        });
        this.dispatcher = new Thread(this::dispatch, "sandbox-webhook-dispatch");
        dispatcher.setDaemon(true);
        dispatcher.start();
    }

    /** Takes each waiting send in turn once a slot is free. */
    private void dispatch() {
        try {
            while (true) {
                Runnable next = waiting.take();
                inFlight.acquire();
                try {
                    next.run();
                } catch (RuntimeException e) {
                    inFlight.release();
                    LOG.log(System.Logger.Level.WARNING, "A webhook delivery could not start", e);
                }
            }
        } catch (InterruptedException stopped) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * Delivers {@code body} to the webhook (kept for replay first): nothing when the webhook is unknown
     * or invalid. Returns at once; the delivery and its retries run on their own.
     */
    public void deliver(String webhookId, byte[] body) {
        var config = registry.find(webhookId);
        if (config.isEmpty() || !config.get().valid()) {
            return;
        }
        history.add(webhookId, body);
        String url = config.get().url();
        int every = settings.get().duplicateEvery();
        boolean twice = every > 0 && sequence.incrementAndGet() % every == 0;
        send(webhookId, url, body, 0, null);
        if (twice) {
            duplicates.incrementAndGet();
            send(webhookId, url, body, 0, null);
        }
    }

    /** Sends again what was delivered (a replay), with the same retries; completes true when it arrived. */
    CompletableFuture<Boolean> resend(String webhookId, byte[] body) {
        var config = registry.find(webhookId);
        if (config.isEmpty()) {
            return CompletableFuture.completedFuture(false);
        }
        CompletableFuture<Boolean> done = new CompletableFuture<>();
        send(webhookId, config.get().url(), body, 0, done);
        return done;
    }

    DeliveryHistory history() {
        return history;
    }

    public Counts counts() {
        return new Counts(attempted.get(), delivered.get(), retried.get(), failed.get(), duplicates.get());
    }

    /** Runs the CRC check of every valid webhook now (the schedule does this every {@code crcEvery}). */
    public void checkAll() {
        for (WebhookRegistry.WebhookConfig config : registry.list()) {
            if (!config.valid()) {
                continue;
            }
            WebhookCaller.Result result = caller.checkCrc(config.url());
            outcome(config.id(), result);
        }
    }

    /** Starts (or restarts, after the interval changed) the scheduled CRC checks. */
    synchronized void schedule() {
        Duration every = settings.get().crcEvery();
        if (every.equals(scheduledEvery) && crcSchedule != null) {
            return;
        }
        if (crcSchedule != null) {
            crcSchedule.cancel(false);
        }
        scheduledEvery = every;
        crcSchedule = timers.scheduleWithFixedDelay(() -> {
            try {
                checkAll();
            } catch (RuntimeException e) {
                LOG.log(System.Logger.Level.WARNING, "The scheduled CRC check failed", e);
            }
        }, every.toMillis(), every.toMillis(), TimeUnit.MILLISECONDS);
    }

    void clear() {
        history.clear();
        failingSince.clear();
    }

    @Override
    public void close() {
        timers.shutdownNow();
        dispatcher.interrupt();
    }

    private void send(String webhookId, String url, byte[] body, int attempt, CompletableFuture<Boolean> done) {
        waiting.add(() -> start(webhookId, url, body, attempt, done));
    }

    /** Runs with a slot taken (by the dispatcher); the answer gives it back. */
    private void start(String webhookId, String url, byte[] body, int attempt, CompletableFuture<Boolean> done) {
        attempted.incrementAndGet();
        caller.deliver(url, body).whenComplete((result, failure) -> {
            inFlight.release();
            WebhookCaller.Result outcome = result != null ? result
                    : new WebhookCaller.Result(WebhookCaller.Outcome.TRANSIENT, 0, String.valueOf(failure));
            outcome(webhookId, outcome);
            if (outcome.outcome() == WebhookCaller.Outcome.OK) {
                delivered.incrementAndGet();
                complete(done, true);
                return;
            }
            List<Duration> waits = settings.get().retries();
            boolean stillValid = registry.find(webhookId).map(WebhookRegistry.WebhookConfig::valid).orElse(false);
            if (outcome.outcome() == WebhookCaller.Outcome.TRANSIENT && attempt < waits.size() && stillValid) {
                retried.incrementAndGet();
                try {
                    timers.schedule(() -> send(webhookId, url, body, attempt + 1, done), waits.get(attempt).toMillis(),
                            TimeUnit.MILLISECONDS);
                } catch (java.util.concurrent.RejectedExecutionException stopping) {
                    complete(done, false);
                }
                return;
            }
            failed.incrementAndGet();
            complete(done, false);
        });
    }

    /** What a call says about the webhook's validity. */
    private void outcome(String webhookId, WebhookCaller.Result result) {
        switch (result.outcome()) {
            case OK -> failingSince.remove(webhookId);
            case PERMANENT -> {
                failingSince.remove(webhookId);
                registry.setValid(webhookId, false);
            }
            default -> {
                Instant now = clock.instant();
                Instant since = failingSince.computeIfAbsent(webhookId, id -> now);
                if (!now.isBefore(since.plus(settings.get().invalidAfter()))) {
                    registry.setValid(webhookId, false);
                    failingSince.remove(webhookId);
                }
            }
        }
    }

    private static void complete(CompletableFuture<Boolean> done, boolean arrived) {
        if (done != null) {
            done.complete(arrived);
        }
    }
}

package dev.starling.sandbox.webhooks;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.starling.sandbox.auth.Authenticator;
import dev.starling.sandbox.http.Json;
import dev.starling.sandbox.http.Router;
import dev.starling.sandbox.http.SandboxRequest;
import dev.starling.sandbox.http.SandboxResponse;
import dev.starling.sandbox.spi.SandboxContext;
import dev.starling.sandbox.spi.SandboxModule;
import dev.starling.sandbox.v2.WebhookRegistry;
import java.io.IOException;
import java.util.Map;
import java.util.Objects;

/**
 * Webhooks as X runs them: the CRC check (on registration and {@code PUT}, through the v2 routes, and
 * on a schedule), signed deliveries with retries, duplicates now and then and validity
 * ({@link WebhookDeliveries}), and replay of the last 24 hours ({@code POST /2/webhooks/replay}). The
 * registry itself is the v2 module's state; the filtered stream's link and the activity events deliver
 * through {@link #deliver}.
 *
 * <p>Admin routes (with the admin token): {@code POST /__sandbox/webhooks/crc} runs the scheduled CRC
 * check now; {@code POST /__sandbox/webhooks/burst} with {@code {"webhook_id": ID, "count": N,
 * "per_second": R}} sends N signed deliveries (distinct events) at R a second, for load tests;
 * {@code GET /__sandbox/webhooks/counts} says how many were attempted, delivered, retried, failed and
 * sent twice.
 */
public final class WebhookModule implements SandboxModule, AutoCloseable {

    private final SandboxContext context;
    private final WebhookRegistry registry;
    private final WebhookCaller caller;
    private final WebhookDeliveries deliveries;
    private final ReplayJobs replays;
    private volatile WebhookSettings settings = WebhookSettings.defaults();
    private volatile Burst lastBurst;

    /**
     * @param caller how URLs are called (made first: the v2 module's registration checks go through it)
     */
    public WebhookModule(SandboxContext context, Authenticator auth, WebhookRegistry registry, WebhookCaller caller) {
        this.context = Objects.requireNonNull(context, "context");
        this.registry = Objects.requireNonNull(registry, "registry");
        this.caller = Objects.requireNonNull(caller, "caller");
        this.deliveries = new WebhookDeliveries(registry, caller, () -> settings, context.clock(), context.seed());
        this.replays = new ReplayJobs(registry, deliveries, auth, context.clock());
        deliveries.schedule();
    }

    /** The caller for the app with this consumer secret, reading the module's settings once it exists. */
    public static WebhookCaller caller(String consumerSecret, java.util.function.Supplier<WebhookSettings> settings) {
        return new WebhookCaller(consumerSecret, settings);
    }

    @Override
    public void registerCore(Router core) {
        replays.register(core);
        core.route("POST", "/__sandbox/webhooks/crc", request -> {
            deliveries.checkAll();
            return SandboxResponse.json(200, Map.of("checked", registry.list().size()));
        });
        core.route("POST", "/__sandbox/webhooks/burst", this::burstRequest);
        core.route("GET", "/__sandbox/webhooks/counts", request -> SandboxResponse.json(200, counts()));
    }

    public WebhookSettings settings() {
        return settings;
    }

    public void settings(WebhookSettings newSettings) {
        settings = Objects.requireNonNull(newSettings, "settings");
        deliveries.schedule();
    }

    /** Delivers a body to a webhook (signed, kept for replay); nothing for an unknown or invalid one. */
    public void deliver(String webhookId, byte[] body) {
        deliveries.deliver(webhookId, body);
    }

    public WebhookDeliveries.Counts counts() {
        return deliveries.counts();
    }

    /** Runs the CRC check of every valid webhook now. */
    public void checkAll() {
        deliveries.checkAll();
    }

    /** Webhook ids with a replay job running, to their job ids. */
    public Map<String, String> runningReplays() {
        return replays.running();
    }

    /**
     * Sends {@code count} deliveries to the webhook at {@code perSecond}, each a distinct activity event
     * ({@code profile.update.bio}), on a thread of its own; the returned burst says how far it got.
     */
    public Burst burst(String webhookId, int count, double perSecond) {
        Burst burst = new Burst(count, perSecond, index -> {
            ObjectNode event = Json.object();
            ObjectNode data = event.putObject("data");
            data.put("event_uuid", Long.toString(7_000_000_000_000_000_000L + index));
            data.put("event_type", "profile.update.bio");
            data.putObject("filter").put("user_id", "2244994945");
            data.put("tag", "burst");
            data.putObject("payload").put("before", "bio " + index).put("after", "bio " + (index + 1));
            deliver(webhookId, Json.bytes(event));
        });
        lastBurst = burst;
        burst.start();
        return burst;
    }

    public Burst lastBurst() {
        return lastBurst;
    }

    public void reset() {
        deliveries.clear();
    }

    @Override
    public void close() {
        Burst burst = lastBurst;
        if (burst != null) {
            burst.cancel();
        }
        deliveries.close();
    }

    private SandboxResponse burstRequest(SandboxRequest request) {
        JsonNode body;
        try {
            body = request.body().length == 0 ? Json.object() : Json.parse(request.body());
        } catch (IOException e) {
            return SandboxResponse.json(400, Map.of("error", "the body is not JSON"));
        }
        String id = body.path("webhook_id").asText("");
        if (registry.find(id).isEmpty()) {
            return SandboxResponse.json(400, Map.of("error", "no webhook " + id));
        }
        try {
            Burst burst = burst(id, body.path("count").asInt(), body.path("per_second").asDouble());
            return SandboxResponse.json(202, Map.of("count", burst.count()));
        } catch (IllegalArgumentException e) {
            return SandboxResponse.json(400, Map.of("error", e.getMessage()));
        }
    }

}

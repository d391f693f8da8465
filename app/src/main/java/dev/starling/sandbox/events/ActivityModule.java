package dev.starling.sandbox.events;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.starling.sandbox.auth.Authenticator;
import dev.starling.sandbox.http.Json;
import dev.starling.sandbox.http.Router;
import dev.starling.sandbox.http.SandboxRequest;
import dev.starling.sandbox.http.SandboxResponse;
import dev.starling.sandbox.spi.SandboxContext;
import dev.starling.sandbox.spi.StatefulModule;
import dev.starling.sandbox.stream.StreamConnection;
import dev.starling.sandbox.stream.StreamEndpoints;
import dev.starling.sandbox.v2.LiveWorld;
import dev.starling.sandbox.v2.V2User;
import dev.starling.sandbox.v2.WebhookRegistry;
import dev.starling.sandbox.v2.World;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.BiConsumer;

/**
 * X's Activity API: subscriptions ({@code /2/activity/subscriptions}, with X's validation and a limit
 * per app), the activity stream ({@code GET /2/activity/stream}) and delivery to subscribed webhooks.
 * Events come from the world's changes (posts made and deleted, likes, follows, profile changes, direct
 * messages, conversation joins and leaves, spaces: {@link EventFactory}) and from the scripted source
 * ({@code --events-rate}, {@link ScriptedEvents}). The subscriptions are its state; a fresh sandbox has
 * the demo subscriptions of its first demo user.
 *
 * <p>Admin routes (with the admin token): {@code POST /__sandbox/activity/faults} ({@code {"disconnect":
 * "OperationalDisconnect", "stall_seconds": 3, "refuse": {"status": 503, "count": 2}}}); {@code POST
 * /__sandbox/activity/emit} ({@code {"count": N}} invented events now); the world changes X's API cannot
 * make: {@code POST /__sandbox/world/profile} ({@code {"user_id": ID, "fields": {"description": "..."}}}),
 * {@code POST /__sandbox/world/spaces} ({@code {"host_id": ID, "title": "..."}}) and {@code DELETE
 * /__sandbox/world/spaces/:id}.
 */
public final class ActivityModule extends StatefulModule implements AutoCloseable, StreamEndpoints.ConnectionFaults {

    private static final long X_EPOCH_MILLIS = 1288834974657L;

    private final SandboxContext context;
    private final Authenticator auth;
    /** The sandbox app's API key: the demo subscriptions are its. */
    private final String app;
    private final LiveWorld world;
    private final WebhookRegistry webhooks;
    private final SubscriptionBook book;
    private final ActivityHub hub;
    private final ScriptedEvents scripted;
    private final ActivityStreamHandler.Faults faults = new ActivityStreamHandler.Faults();
    private volatile ActivitySettings settings = ActivitySettings.defaults();

    /**
     * @param deliver how an event reaches a webhook (the webhooks module: signed, retried, kept for replay)
     */
    public ActivityModule(SandboxContext context, Authenticator auth, String app, LiveWorld world,
                          WebhookRegistry webhooks, BiConsumer<String, byte[]> deliver) {
        super("activity");
        this.app = Objects.requireNonNull(app, "app");
        this.context = Objects.requireNonNull(context, "context");
        this.auth = Objects.requireNonNull(auth, "auth");
        this.world = Objects.requireNonNull(world, "world");
        this.webhooks = Objects.requireNonNull(webhooks, "webhooks");
        this.book = new SubscriptionBook(this::seeds);
        this.hub = new ActivityHub(book, context.clock(), deliver);
        this.scripted = new ScriptedEvents(book, world::current, hub::publish, () -> settings.eventsPerSecond(),
                this::listening, context.clock(), context.seed());
        hub.onConnection(scripted::start);
        world.addListener((change, after) -> EventFactory.of(change, after).forEach(hub::publish));
    }

    @Override
    public void registerCore(Router core) {
        new SubscriptionHandlers(book, webhooks, auth, context.clock(), () -> {
            if (listening()) {
                scripted.start();
            }
        }).register(core);
        new ActivityStreamHandler(hub, auth, context.clock(), () -> settings.keepAlive(), faults).register(core);
        core.route("POST", "/__sandbox/activity/faults", this::faultRequest);
        core.route("POST", "/__sandbox/activity/emit", request -> {
            int count = Math.max(1, Math.min(10_000, Json.lenient(request).path("count").asInt(1)));
            return SandboxResponse.json(200, Map.of("events", emit(count)));
        });
        core.route("POST", "/__sandbox/world/profile", this::profileRequest);
        core.route("POST", "/__sandbox/world/spaces", this::spaceRequest);
        core.route("DELETE", "/__sandbox/world/spaces/:space_id", request -> world.endSpace(request.pathParam("space_id"),
                context.clock().instant()).map(space -> SandboxResponse.json(200, Map.of("data", space)))
                .orElse(SandboxResponse.json(404, Map.of("error", "no live space " + request.pathParam("space_id")))));
    }

    // --- steering (in-process, the command line and the admin routes) ---------------------------

    public ActivitySettings settings() {
        return settings;
    }

    public void settings(ActivitySettings newSettings) {
        settings = Objects.requireNonNull(newSettings, "settings");
        if (listening()) {
            scripted.start();
        }
    }

    /** Makes {@code count} invented events now, each for a random subscription; returns how many events that made. */
    public int emit(int count) {
        int made = 0;
        List<Subscription> subscriptions = book.all();
        if (subscriptions.isEmpty()) {
            return 0;
        }
        for (int i = 0; i < count; i++) {
            Happening happening = scripted.make(subscriptions.get(i % subscriptions.size()));
            if (happening != null) {
                made += hub.publish(happening);
            }
        }
        return made;
    }

    /** Events made so far (each match of a subscription is one). */
    public long published() {
        return hub.published();
    }

    @Override
    public List<StreamConnection> connections() {
        return hub.all();
    }

    /** The next {@code count} connection attempts are refused with {@code status} (429 or 503). */
    @Override
    public void refuseNextConnects(int status, int count) {
        StreamEndpoints.checkRefusal(status);
        faults.refuse(status, count);
    }

    /** Drops a deleted webhook from the subscriptions that sent to it. */
    public void webhookDeleted(String webhookId) {
        book.forgetWebhook(webhookId);
    }

    // --- state ------------------------------------------------------------------------------------

    @Override
    public JsonNode exportState() {
        return book.export();
    }

    @Override
    public void restoreState(JsonNode state) {
        if (state != null && state.isObject()) {
            book.restore(state);
        }
    }

    @Override
    public void reset() {
        book.reset();
        hub.clear();
        faults.clear();
    }

    @Override
    public void close() {
        scripted.stop();
        disconnectAll(null);
    }

    /** Someone listens: a stream is open, or a subscription sends to a webhook. */
    private boolean listening() {
        return !hub.all().isEmpty() || book.all().stream().anyMatch(subscription -> subscription.webhookId() != null);
    }

    /** The demo subscriptions: the first demo user's public events and direct messages. */
    private List<Subscription> seeds() {
        World now = world.current();
        List<Subscription> seeds = new ArrayList<>();
        if (context.users().all().isEmpty()) {
            return seeds;
        }
        V2User demo = now.userByUsername(context.users().all().get(0).username()).orElse(null);
        if (demo == null) {
            return seeds;
        }
        Instant at = now.anchor().minus(Duration.ofDays(2));
        long base = (at.toEpochMilli() - X_EPOCH_MILLIS) << 22;
        int n = 0;
        for (String type : List.of("profile.update.bio", "post.create", "post.mention.create", "follow.follow",
                "dm.received", "spaces.start")) {
            seeds.add(new Subscription(Long.toString(base + n++), app, type, demo.id(), null, null, "demo",
                    null, at, at));
        }
        return seeds;
    }

    private SandboxResponse faultRequest(SandboxRequest request) {
        return StreamEndpoints.faults(Json.lenient(request), this, true);
    }

    private SandboxResponse profileRequest(SandboxRequest request) {
        JsonNode body = Json.lenient(request);
        JsonNode fields = body.path("fields");
        if (!fields.isObject() || fields.isEmpty()) {
            return SandboxResponse.json(400, Map.of("error", "fields: an object of profile fields to set"));
        }
        for (Iterator<String> names = fields.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (List.of("id", "username_lower", "public_metrics", "created_at").contains(name)) {
                return SandboxResponse.json(400, Map.of("error", "the field " + name + " cannot be changed"));
            }
        }
        return world.changeProfile(body.path("user_id").asText(""), (ObjectNode) fields, context.clock().instant())
                .map(user -> SandboxResponse.json(200, Map.of("data", user.json())))
                .orElse(SandboxResponse.json(404, Map.of("error", "no user " + body.path("user_id").asText(""))));
    }

    private SandboxResponse spaceRequest(SandboxRequest request) {
        JsonNode body = Json.lenient(request);
        return world.startSpace(body.path("host_id").asText(""), body.path("title").asText("A space"),
                context.clock().instant()).map(space -> SandboxResponse.json(200, Map.of("data", space)))
                .orElse(SandboxResponse.json(404, Map.of("error", "no user " + body.path("host_id").asText(""))));
    }

}

package dev.starling.sandbox.stream;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.starling.sandbox.auth.Authenticator;
import dev.starling.sandbox.http.Json;
import dev.starling.sandbox.http.Router;
import dev.starling.sandbox.http.SandboxRequest;
import dev.starling.sandbox.http.SandboxResponse;
import dev.starling.sandbox.spi.SandboxContext;
import dev.starling.sandbox.spi.StatefulModule;
import dev.starling.sandbox.v2.World;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The filtered stream: its rules ({@link RuleHandlers}), the stream itself ({@link StreamHandler}) and
 * the app's connections ({@link ConnectionHandlers}), over posts made at a configurable rate from the
 * world's users ({@link PostSynthesizer}) and posts offered by the rest of the sandbox
 * ({@link #offer}). The rules are its state ({@code --state}); the settings, faults and recent posts
 * are not.
 *
 * <p>Admin routes (with the admin token): {@code POST /__sandbox/stream/faults} with
 * {@code {"disconnect": "UpstreamOperationalDisconnect", "stall_seconds": 3, "refuse": {"status": 503,
 * "count": 2}}} (any of them), {@code POST /__sandbox/stream/burst} with
 * {@code {"count": N, "per_second": R, "hashtag": "Tag"}} and {@code GET /__sandbox/stream/burst} for the
 * last burst's progress and ids.
 */
public final class StreamModule extends StatefulModule implements AutoCloseable, StreamEndpoints.ConnectionFaults {

    private final SandboxContext context;
    private final Authenticator auth;
    private final Supplier<World> world;
    private final RuleBook rules;
    private final StreamHub hub;
    private final PostSynthesizer synthesizer;
    private final PostGenerator generator;
    private final StreamFaults.Refusals refusals = new StreamFaults.Refusals();
    private volatile StreamSettings settings = StreamSettings.defaults();
    private volatile StreamFaults faults = StreamFaults.NONE;
    private volatile Burst lastBurst;

    public StreamModule(SandboxContext context, Authenticator auth, Supplier<World> world) {
        super("stream");
        this.context = Objects.requireNonNull(context, "context");
        this.auth = Objects.requireNonNull(auth, "auth");
        this.world = Objects.requireNonNull(world, "world");
        this.rules = new RuleBook(context.clock());
        this.hub = new StreamHub(rules, world, context.clock(), settings.backfillPosts());
        this.synthesizer = new PostSynthesizer(world, context.seed());
        this.generator = new PostGenerator(synthesizer, hub::publish, () -> settings, () -> faults,
                () -> disconnectAll("OperationalDisconnect"), () -> stallAll(settings.keepAlive().multipliedBy(3)),
                context.clock());
        hub.onConnection(generator::start);
    }

    @Override
    public void registerCore(Router core) {
        new RuleHandlers(rules, auth, context.clock(), () -> settings).register(core);
        new StreamHandler(hub, auth, context.clock(), () -> settings, refusals).register(core);
        new ConnectionHandlers(hub, auth).register(core);
        core.route("POST", "/__sandbox/stream/faults", this::faultRequest);
        core.route("POST", "/__sandbox/stream/burst", this::burstRequest);
        core.route("GET", "/__sandbox/stream/burst", request -> SandboxResponse.json(200, burstState(true)));
    }

    // --- steering (in-process, the command line and the admin routes) ---------------------------

    public StreamSettings settings() {
        return settings;
    }

    /** Rate, keep-alive interval, access level and backfill buffer; open connections keep their keep-alive. */
    public void settings(StreamSettings newSettings) {
        settings = Objects.requireNonNull(newSettings, "settings");
        hub.backfillPosts(newSettings.backfillPosts());
    }

    /** Periodic faults (operational disconnects, stalls), {@link StreamFaults#NONE} to stop them. */
    public void faults(StreamFaults newFaults) {
        faults = Objects.requireNonNull(newFaults, "faults");
        if (newFaults.disconnectEverySeconds() > 0 || newFaults.stallEverySeconds() > 0) {
            generator.start();
        }
    }

    @Override
    public List<StreamConnection> connections() {
        return hub.all();
    }

    /** The next {@code count} connection attempts are refused with {@code status} (429 or 503). */
    @Override
    public void refuseNextConnects(int status, int count) {
        StreamEndpoints.checkRefusal(status);
        refusals.add(status, count);
    }

    /** Makes {@code count} posts at {@code perSecond}, each with {@code #hashtag}, on top of the normal rate. */
    public Burst burst(int count, double perSecond, String hashtag) {
        Burst burst = new Burst(count, perSecond, hashtag);
        lastBurst = burst;
        generator.burst(burst);
        return burst;
    }

    /**
     * A post was created elsewhere in the sandbox (its JSON as the v2 world keeps it): the stream
     * delivers it to every connection whose rules it matches and keeps it for backfill.
     */
    public void offer(ObjectNode post) {
        hub.publish(synthesizer.offered(post));
    }

    /** A post of the last minutes of the stream, as the v2 world would keep it. */
    public Optional<ObjectNode> post(String id) {
        return hub.post(id).map(post -> post.json().deepCopy());
    }

    /** Where posts matching the rules go besides the stream: the webhooks linked to it. */
    public void links(StreamLinks links) {
        hub.links(java.util.Objects.requireNonNull(links, "links"));
    }

    // --- state ------------------------------------------------------------------------------

    @Override
    public JsonNode exportState() {
        return rules.export();
    }

    @Override
    public void restoreState(JsonNode state) {
        if (state != null && state.isObject()) {
            rules.restore(state);
        }
    }

    @Override
    public void reset() {
        rules.clear();
        hub.clear();
        refusals.clear();
        faults = StreamFaults.NONE;
    }

    @Override
    public void close() {
        generator.stop();
        disconnectAll(null);
    }

    // --- admin routes -------------------------------------------------------------------------

    private SandboxResponse faultRequest(SandboxRequest request) {
        return StreamEndpoints.faults(Json.lenient(request), this, false);
    }

    private SandboxResponse burstRequest(SandboxRequest request) {
        JsonNode body = Json.lenient(request);
        try {
            burst(body.path("count").asInt(), body.path("per_second").asDouble(),
                    body.path("hashtag").asText("StarlingBurst"));
        } catch (IllegalArgumentException e) {
            return SandboxResponse.json(400, Map.of("error", e.getMessage()));
        }
        return SandboxResponse.json(202, burstState(false));
    }

    private ObjectNode burstState(boolean withIds) {
        ObjectNode state = Json.object();
        Burst burst = lastBurst;
        if (burst == null) {
            return state.put("made", 0);
        }
        state.put("count", burst.count()).put("made", burst.made()).put("hashtag", burst.hashtag());
        if (withIds) {
            long[] ids = burst.ids();
            var array = state.putArray("ids");
            for (long id : ids) {
                array.add(Long.toString(id));
            }
        }
        return state;
    }

}

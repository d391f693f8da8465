package dev.starling.sandbox.v2;

import dev.starling.sandbox.spi.StatefulModule;
import dev.starling.sandbox.spi.SandboxContext;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.starling.sandbox.auth.Authenticator;
import dev.starling.sandbox.http.Router;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;

/**
 * The v2 resources: post and user lookups, a user's posts, mentions, likes, followers and
 * following, recent search and counts, webhook configs and the filtered-stream link, over a world
 * generated from the sandbox's seed. The state is the webhooks, the stream links and the journal of
 * the world's writes ({@link LiveWorld}): the world is regenerated from the seed (and the clock's
 * day) whenever the module starts, and the writes are replayed on it.
 */
public final class V2Module extends StatefulModule {

    private static final String WORLD_CHANGES = "world_changes";

    private final SandboxContext context;
    private final Authenticator auth;
    private final LiveWorld world;
    private final WebhookRegistry webhooks;
    private final dev.starling.sandbox.auth.AccessTier tier;
    private volatile Function<String, Optional<V2Post>> morePosts = id -> Optional.empty();
    private final WebhookCalls calls;

    public V2Module(SandboxContext context, Authenticator auth) {
        this(context, auth, dev.starling.sandbox.auth.AccessTier.PAY_PER_USE);
    }

    /** @param tier the app's access tier: what posting, likes and follows may do */
    public V2Module(SandboxContext context, Authenticator auth, dev.starling.sandbox.auth.AccessTier tier) {
        this(context, auth, tier, WebhookCalls.ANSWERING);
    }

    /** @param calls how a webhook URL is reached for X's CRC check (the webhooks module's caller) */
    public V2Module(SandboxContext context, Authenticator auth, dev.starling.sandbox.auth.AccessTier tier,
                    WebhookCalls calls) {
        super("v2");
        this.calls = Objects.requireNonNull(calls, "calls");
        this.tier = Objects.requireNonNull(tier, "tier");
        this.context = Objects.requireNonNull(context, "context");
        this.auth = Objects.requireNonNull(auth, "auth");
        World seeded = WorldGenerator.generate(context.seed(), context.clock().instant(), context.users().all());
        this.world = new LiveWorld(seeded, context.seed());
        this.webhooks = new WebhookRegistry(context.seed(), seeded.anchor());
    }

    /** The world as it is now, for in-process code and tests that need real ids (a post with media, its author). */
    public World world() {
        return world.current();
    }

    /** The app's webhook configs and stream links, which the webhooks module delivers to. */
    public WebhookRegistry webhooks() {
        return webhooks;
    }

    /** The world as it changes: its writes and the listeners that hear of them (the filtered stream, activity events). */
    public LiveWorld liveWorld() {
        return world;
    }

    /** Posts lookups also find outside the world: the filtered stream's recent posts. */
    public void lookUpPostsAlsoIn(Function<String, Optional<V2Post>> more) {
        morePosts = Objects.requireNonNull(more, "more");
    }

    @Override
    public void registerCore(Router core) {
        new LookupHandlers(world::current, auth, id -> morePosts.apply(id)).register(core);
        new UserReads(world::current, auth).register(core);
        new RecentSearch(world::current, auth, context.clock()).register(core);
        new TweetCounts(world::current, auth, context.clock()).register(core);
        new WebhookHandlers(webhooks, auth, context.clock(), calls).register(core);
        new PostWrites(world, auth, context.clock(), tier).register(core);
        new DmWrites(world, auth, context.clock()).register(core);
    }

    @Override
    public JsonNode exportState() {
        ObjectNode state = webhooks.export();
        state.set(WORLD_CHANGES, world.export());
        return state;
    }

    @Override
    public void restoreState(JsonNode state) {
        if (state != null && state.isObject()) {
            webhooks.restore(state);
            world.restore(state.path(WORLD_CHANGES));
        }
    }

    @Override
    public void reset() {
        webhooks.reset();
        world.reset();
    }
}

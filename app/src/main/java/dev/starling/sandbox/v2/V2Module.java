package dev.starling.sandbox.v2;

import dev.starling.sandbox.spi.StatefulModule;
import dev.starling.sandbox.spi.SandboxContext;
import com.fasterxml.jackson.databind.JsonNode;
import dev.starling.sandbox.auth.Authenticator;
import dev.starling.sandbox.http.Router;
import java.util.Objects;

/**
 * The v2 resources: post and user lookups, a user's posts, mentions, likes, followers and
 * following, recent search and counts, webhook configs and the filtered-stream link, over a world
 * generated from the sandbox's seed. Only webhooks and stream links are state;
 * the world is regenerated from the seed (and the clock's day) whenever the module starts.
 */
public final class V2Module extends StatefulModule {

    private final SandboxContext context;
    private final Authenticator auth;
    private final World world;
    private final WebhookRegistry webhooks;

    public V2Module(SandboxContext context, Authenticator auth) {
        super("v2");
        this.context = Objects.requireNonNull(context, "context");
        this.auth = Objects.requireNonNull(auth, "auth");
        this.world = WorldGenerator.generate(context.seed(), context.clock().instant(), context.users().all());
        this.webhooks = new WebhookRegistry(context.seed(), world.anchor());
    }

    /** The generated world, for in-process code and tests that need real ids (a post with media, its author). */
    public World world() {
        return world;
    }

    @Override
    public void registerCore(Router core) {
        new LookupHandlers(this::world, auth).register(core);
        new UserReads(this::world, auth).register(core);
        new RecentSearch(this::world, auth, context.clock()).register(core);
        new TweetCounts(this::world, auth, context.clock()).register(core);
        new WebhookHandlers(webhooks, auth, context.clock()).register(core);
    }

    @Override
    public JsonNode exportState() {
        return webhooks.export();
    }

    @Override
    public void restoreState(JsonNode state) {
        if (state != null && state.isObject()) {
            webhooks.restore(state);
        }
    }

    @Override
    public void reset() {
        webhooks.reset();
    }
}

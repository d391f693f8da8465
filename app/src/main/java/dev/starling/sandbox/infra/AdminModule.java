package dev.starling.sandbox.infra;

import dev.starling.sandbox.spi.SandboxModule;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.starling.sandbox.http.Json;
import dev.starling.sandbox.http.Router;
import dev.starling.sandbox.http.SandboxResponse;
import dev.starling.sandbox.oauth.OAuthModule;
import java.util.List;
import java.util.Map;

/**
 * The sandbox's own endpoints under {@code /__sandbox/} on the core server: reset, export of every
 * module's state (secrets masked), and an overview of apps and tokens (masked, never secrets). They live under a
 * prefix X never uses, so they cannot shadow a real API path.
 */
public final class AdminModule implements SandboxModule {

    private final List<SandboxModule> modules;
    private final OAuthModule oauth;

    /** @param modules all modules of the sandbox (read at request time, so later additions count) */
    public AdminModule(List<SandboxModule> modules, OAuthModule oauth) {
        this.modules = modules;
        this.oauth = oauth;
    }

    @Override
    public void registerCore(Router core) {
        core.route("POST", "/__sandbox/reset", request -> {
            modules.forEach(SandboxModule::reset);
            return SandboxResponse.json(200, Map.of("reset", true));
        });
        core.route("GET", "/__sandbox/export", request -> SandboxResponse.json(200, export(modules, true)));
        core.route("GET", "/__sandbox/apps-and-tokens", request -> SandboxResponse.json(200, oauth.appsAndTokens()));
    }

    /** Every module's state by its state key; {@code masked} for the admin endpoint (secrets masked). */
    static ObjectNode export(List<SandboxModule> modules, boolean masked) {
        ObjectNode state = Json.object();
        for (SandboxModule module : modules) {
            if (module.stateKey() != null) {
                state.set(module.stateKey(), masked ? module.exportMasked() : module.exportState());
            }
        }
        return state;
    }
}

package dev.starling.core.stream;

import dev.starling.boot.DurableMigrations;
import dev.starling.core.api.ApiServices;
import dev.starling.core.auth.FileCredentialVault;
import dev.starling.core.auth.Secret;
import dev.starling.core.config.ApiEnvironment;
import dev.starling.core.config.EnvironmentKind;
import dev.starling.core.rules.RuleDraft;
import dev.starling.core.store.DurableStore;
import dev.starling.sandbox.Sandbox;
import dev.starling.sandbox.SandboxConfig;
import dev.starling.sandbox.stream.StreamModule;
import dev.starling.sandbox.stream.StreamSettings;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

/**
 * A real in-process sandbox with a fast stream (short keep-alives, no posts of its own unless asked)
 * and the app's own API services pointed at it, with the app-only bearer token the live endpoints take.
 */
public final class LiveSandbox implements AutoCloseable {

    private final Sandbox sandbox;
    private final DurableStore store = DurableStore.inMemory(DurableMigrations.ALL);
    private final ApiServices services;

    public LiveSandbox(Path vault) {
        this(vault, StreamSettings.defaults().withRate(0).withKeepAlive(Duration.ofMillis(200)));
    }

    public LiveSandbox(Path vault, StreamSettings settings) {
        sandbox = Sandbox.start(SandboxConfig.defaults());
        stream().settings(settings);
        services = ApiServices.create(new ApiEnvironment(EnvironmentKind.SANDBOX, sandbox.coreBaseUri(),
                sandbox.adsBaseUri(), SandboxConfig.DEMO_CONSUMER_KEY, Secret.of(SandboxConfig.DEMO_CONSUMER_SECRET)),
                store, new FileCredentialVault(vault));
    }

    public Sandbox sandbox() {
        return sandbox;
    }

    public StreamModule stream() {
        return sandbox.module(StreamModule.class);
    }

    public ApiServices services() {
        return services;
    }

    public LiveEndpoints endpoints() {
        return LiveEndpoints.of(services);
    }

    public RulesClient rules() {
        return new RulesClient(endpoints());
    }

    /** Replaces the live rules with these (value, tag pairs). */
    public void rules(RuleDraft... drafts) {
        RulesClient rules = rules();
        rules.deleteAll(false);
        if (drafts.length > 0) {
            RulesAnswer answer = rules.add(List.of(drafts), false);
            if (answer.refusedAny()) {
                throw new AssertionError("the sandbox refused test rules: " + answer.refusals());
            }
        }
    }

    @Override
    public void close() {
        sandbox.close();
        store.close();
    }
}

package dev.starling.core.api;

import dev.starling.core.api.account.Account;
import dev.starling.core.api.http.HttpSettings;
import dev.starling.core.auth.CredentialVault;
import dev.starling.core.config.ApiEnvironment;
import dev.starling.core.config.EnvironmentManager;
import dev.starling.core.requestlog.RequestLogRepository;
import dev.starling.core.store.DurableStore;
import dev.starling.core.config.SandboxDemo;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * The API services of the active environment. When the user switches environment the services
 * are rebuilt (new base addresses and app keys, same stores), and listeners registered here stay
 * registered across the switch.
 */
public final class ActiveApi {

    private final EnvironmentManager environments;
    private final DurableStore store;
    private final CredentialVault vault;
    private final Function<RequestLogRepository, HttpSettings> settings;
    private final List<Consumer<ApiServices>> switchListeners = new CopyOnWriteArrayList<>();
    private final List<Consumer<Account>> signedOutListeners = new CopyOnWriteArrayList<>();
    private volatile ApiServices current;

    public ActiveApi(EnvironmentManager environments, DurableStore store, CredentialVault vault,
                     Function<RequestLogRepository, HttpSettings> settings) {
        this.environments = environments;
        this.store = store;
        this.vault = vault;
        this.settings = settings;
        this.current = build(environments.current());
        environments.addListener(environment -> {
            current = build(environment);
            switchListeners.forEach(listener -> listener.accept(current));
        });
    }

    public ApiServices current() {
        return current;
    }

    /** The embedded sandbox's published demo users and app key, while it is the active environment. */
    public Optional<SandboxDemo> sandboxDemo() {
        return environments.sandboxDemo();
    }

    /** The certificate file curl must be given to reach {@code url} (the embedded sandbox's), if any. */
    public Optional<java.nio.file.Path> certificateFileFor(String url) {
        return environments.certificateFileFor(url);
    }

    /** Called (on the switching thread) with the new services after an environment switch. */
    public void onSwitch(Consumer<ApiServices> listener) {
        switchListeners.add(listener);
    }

    /** Called when the server says an account's token is invalid (401, code 89), in any environment. */
    public void onSignedOut(Consumer<Account> listener) {
        signedOutListeners.add(listener);
    }

    private ApiServices build(ApiEnvironment environment) {
        ApiServices services = ApiServices.create(environment, store, vault, settings);
        services.accounts().onSignedOut(account -> signedOutListeners.forEach(listener -> listener.accept(account)));
        return services;
    }
}

package dev.starling.core.config;

import dev.starling.core.text.BundleText;
import dev.starling.core.auth.CredentialVault;
import dev.starling.core.auth.Secret;
import java.net.URI;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Stream;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

/**
 * Owns the active {@link ApiEnvironment}: resolves it at start-up (command line, then settings,
 * then the sandbox default), starts and stops the in-process sandbox, and switches when the user
 * chooses another environment in Settings. Switching starts a server: call it off the FX thread.
 */
public final class EnvironmentManager implements AutoCloseable {

    static final String SECRET_PREFIX = "consumer_secret.";
    static final String CLIENT_SECRET_PREFIX = "client_secret.";

    private final AppSettings settings;
    private final CredentialVault vault;
    private final LocalSandbox.Launcher sandboxLauncher;
    private final List<Consumer<ApiEnvironment>> listeners = new CopyOnWriteArrayList<>();
    private volatile LocalSandbox sandbox;
    private volatile ApiEnvironment current;
    /** The OAuth 2.0 client given on the command line for this run (it wins over the stored one), or null. */
    private final ClientCredentials runClient;

    public EnvironmentManager(AppSettings settings, CredentialVault vault, LocalSandbox.Launcher sandboxLauncher,
                              EnvironmentOverrides overrides) {
        this.settings = Objects.requireNonNull(settings, "settings");
        this.vault = Objects.requireNonNull(vault, "vault");
        this.sandboxLauncher = Objects.requireNonNull(sandboxLauncher, "sandboxLauncher");
        this.runClient = overrides.oauth2Client();
        this.current = initial(overrides);
    }

    public ApiEnvironment current() {
        return current;
    }

    /** The in-process sandbox when the sandbox environment is active. */
    public synchronized LocalSandbox sandbox() {
        return sandbox;
    }

    /** The embedded sandbox's demo users and app key, only while the sandbox environment is active. */
    public Optional<SandboxDemo> sandboxDemo() {
        LocalSandbox running = sandbox;
        return current.kind() == EnvironmentKind.SANDBOX && running != null ? Optional.ofNullable(running.demo())
                : Optional.empty();
    }

    /**
     * The certificate file a tool outside Starling must trust to reach {@code url} (the embedded sandbox's
     * own, as PEM, for an address of the running sandbox); empty for other addresses, which the system's
     * certificate authorities vouch for.
     */
    public Optional<java.nio.file.Path> certificateFileFor(String url) {
        LocalSandbox running = sandbox;
        if (current.kind() != EnvironmentKind.SANDBOX || running == null || running.certificateFile() == null
                || url == null) {
            return Optional.empty();
        }
        boolean sandboxAddress = Stream.of(running.coreBaseUri(), running.adsBaseUri()).filter(Objects::nonNull)
                .map(base -> base.toString().replaceAll("/+$", ""))
                .anyMatch(base -> url.equals(base) || url.startsWith(base + "/") || url.startsWith(base + "?"));
        return sandboxAddress ? Optional.of(running.certificateFile()) : Optional.empty();
    }

    /** Listeners are called on the thread that switched. */
    public void addListener(Consumer<ApiEnvironment> listener) {
        listeners.add(listener);
    }

    /** What Settings shows for a kind: the stored key and whether a secret is stored. */
    public StoredChoice stored(EnvironmentKind kind) {
        return new StoredChoice(settings.consumerKey(kind).orElse(""),
                vault.read(SECRET_PREFIX + kind.name()).isPresent(),
                settings.customApiBase().orElse(null), settings.customAdsApiBase().orElse(null));
    }

    /**
     * Saves the choice and makes it active. A null {@code consumerSecret} keeps the stored one.
     *
     * @throws InvalidSetting when the choice is incomplete
     */
    public synchronized ApiEnvironment switchTo(EnvironmentKind kind, URI customApiBase, URI customAdsApiBase,
                                                String consumerKey, Secret consumerSecret) {
        if (kind == EnvironmentKind.CUSTOM && customApiBase == null) {
            throw new InvalidSetting(BundleText.of("settings.refused.customBase"));
        }
        if (kind != EnvironmentKind.SANDBOX) {
            Secret secret = consumerSecret != null ? consumerSecret
                    : vault.read(SECRET_PREFIX + kind.name()).orElse(null);
            if (kind == EnvironmentKind.X_API && (consumerKey == null || consumerKey.isBlank() || secret == null)) {
                throw new InvalidSetting(BundleText.of("settings.refused.appKey"));
            }
            settings.setConsumerKey(kind, consumerKey);
            if (consumerSecret != null) {
                vault.write(SECRET_PREFIX + kind.name(), consumerSecret);
            }
            if (kind == EnvironmentKind.CUSTOM) {
                settings.setCustomBases(customApiBase, customAdsApiBase);
            }
        }
        settings.set(AppSettings.ENVIRONMENT_KIND, kind);
        ApiEnvironment next = fromSettings(kind, null, null);
        publish(next);
        return next;
    }

    /**
     * Saves an environment kind's OAuth 2.0 client (a null or blank secret makes it a public client and
     * forgets a stored secret) and access tier; the active environment takes them at once.
     */
    public synchronized void saveOAuth2Client(EnvironmentKind kind, String clientId, Secret clientSecret,
                                              AccessTier tier) {
        settings.setClientId(kind, clientId);
        if (clientSecret == null || clientSecret.isEmpty()) {
            vault.delete(CLIENT_SECRET_PREFIX + kind.name());
        } else {
            vault.write(CLIENT_SECRET_PREFIX + kind.name(), clientSecret);
        }
        settings.setTier(kind, tier);
        if (current.kind() == kind) {
            publish(withClientAndTier(current, kind));
        }
    }

    /**
     * What Settings shows of a kind's OAuth 2.0 client: its Client ID and whether a secret is stored
     * (never the secret); the running sandbox's own client for the sandbox.
     */
    public StoredClient storedOAuth2Client(EnvironmentKind kind) {
        LocalSandbox running = sandbox;
        if (kind == EnvironmentKind.SANDBOX && running != null) {
            ClientCredentials client = running.oauth2Client();
            return new StoredClient(client == null ? "" : client.clientId(), client != null && client.confidential(), true);
        }
        return new StoredClient(settings.clientId(kind).orElse(""),
                vault.read(CLIENT_SECRET_PREFIX + kind.name()).isPresent(), false);
    }

    /** As {@link #saveOAuth2Client}, a confidential client keeping the secret already stored. */
    public synchronized void saveOAuth2ClientKeepingSecret(EnvironmentKind kind, String clientId, AccessTier tier) {
        saveOAuth2Client(kind, clientId, vault.read(CLIENT_SECRET_PREFIX + kind.name()).orElse(null), tier);
    }

    /** A kind's OAuth 2.0 client for Settings; {@code sandbox}: the running sandbox's, not editable. */
    public record StoredClient(String clientId, boolean hasSecret, boolean sandbox) {
    }

    @Override
    public synchronized void close() {
        stopSandbox();
    }

    /** The environment with the run's or the stored OAuth 2.0 client and tier of {@code kind} (the sandbox's own for it). */
    private ApiEnvironment withClientAndTier(ApiEnvironment environment, EnvironmentKind kind) {
        ClientCredentials client;
        AccessTier tier;
        LocalSandbox running = sandbox;
        if (kind == EnvironmentKind.SANDBOX && running != null) {
            client = running.oauth2Client();
            tier = running.tier();
        } else {
            client = settings.clientId(kind).map(id -> new ClientCredentials(id,
                    vault.read(CLIENT_SECRET_PREFIX + kind.name()).orElse(null))).orElse(null);
            tier = settings.tier(kind);
        }
        return environment.withOAuth2Client(runClient != null ? runClient : client).withTier(tier);
    }

    private ApiEnvironment initial(EnvironmentOverrides overrides) {
        if (overrides.choosesEnvironment()) {
            String key = overrides.consumerKey() != null ? overrides.consumerKey() : overrides.envConsumerKey();
            Secret secret = overrides.consumerSecret() != null ? overrides.consumerSecret() : overrides.envConsumerSecret();
            if (overrides.apiBase() == null || isXApi(overrides.apiBase())) {
                return withClientAndTier(new ApiEnvironment(EnvironmentKind.X_API, ApiEnvironment.X_API_BASE,
                        overrides.adsApiBase() != null ? overrides.adsApiBase() : ApiEnvironment.X_ADS_API_BASE,
                        key, secret), EnvironmentKind.X_API);
            }
            return withClientAndTier(new ApiEnvironment(EnvironmentKind.CUSTOM, overrides.apiBase(),
                    overrides.adsApiBase(), key, secret), EnvironmentKind.CUSTOM);
        }
        return fromSettings(settings.get(AppSettings.ENVIRONMENT_KIND), overrides.envConsumerKey(), overrides.envConsumerSecret());
    }

    private ApiEnvironment fromSettings(EnvironmentKind kind, String envKey, Secret envSecret) {
        if (kind == EnvironmentKind.SANDBOX) {
            LocalSandbox running = ensureSandbox();
            return withClientAndTier(new ApiEnvironment(EnvironmentKind.SANDBOX, running.coreBaseUri(),
                    running.adsBaseUri(), running.consumerKey(), Secret.of(running.consumerSecret()),
                    running.certificate()), kind);
        }
        stopSandbox();
        String key = envKey != null ? envKey : settings.consumerKey(kind).orElse(null);
        Secret secret = envSecret != null ? envSecret : vault.read(SECRET_PREFIX + kind.name()).orElse(null);
        if (kind == EnvironmentKind.X_API) {
            return withClientAndTier(new ApiEnvironment(kind, ApiEnvironment.X_API_BASE, ApiEnvironment.X_ADS_API_BASE,
                    key, secret), kind);
        }
        URI api = settings.customApiBase().orElse(ApiEnvironment.X_API_BASE);
        return withClientAndTier(new ApiEnvironment(kind, api, settings.customAdsApiBase().orElse(null), key, secret),
                kind);
    }

    private synchronized LocalSandbox ensureSandbox() {
        if (sandbox == null) {
            sandbox = sandboxLauncher.start();
        }
        return sandbox;
    }

    private synchronized void stopSandbox() {
        if (sandbox != null) {
            sandbox.close();
            sandbox = null;
        }
    }

    private void publish(ApiEnvironment next) {
        current = next;
        listeners.forEach(listener -> listener.accept(next));
    }

    private static boolean isXApi(URI base) {
        return ApiEnvironment.X_API_BASE.getHost().equalsIgnoreCase(base.getHost())
                && "https".equalsIgnoreCase(base.getScheme());
    }

    /** The saved values behind a kind, for the Settings form. Never holds the secret itself. */
    public record StoredChoice(String consumerKey, boolean hasSecret, URI customApiBase, URI customAdsApiBase) {
    }
}

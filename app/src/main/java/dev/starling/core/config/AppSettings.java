package dev.starling.core.config;

import dev.starling.core.store.SettingsRepository;
import java.net.URI;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Typed access to the user's settings. Secrets are not settings: the X API consumer secret lives
 * in the credential vault.
 */
public final class AppSettings {

    /** Which environment the app talks to, unless the command line says otherwise for one run. */
    public static final Setting<EnvironmentKind> ENVIRONMENT_KIND =
            Setting.choice("environment.kind", EnvironmentKind.class, EnvironmentKind.SANDBOX);
    public static final Setting<ThemePreference> THEME =
            Setting.choice("ui.theme", ThemePreference.class, ThemePreference.SYSTEM);
    /** Where the window was and how large, for the next start. */
    public static final Setting<WindowGeometry> WINDOW =
            new Setting<>("ui.window", WindowGeometry::decode, WindowGeometry::encode, () -> null);
    /** The id of the workspace shown last ({@code Workspace.id()}). */
    public static final Setting<String> LAST_WORKSPACE = Setting.text("ui.last_workspace");
    /**
     * The region assumed for phone numbers written without a country code (ISO 3166, e.g. US), stored
     * in capitals. Defaults to the computer's country, or US when it has none.
     */
    public static final Setting<String> PHONE_REGION = new Setting<>("upload.phone_region", Optional::of,
            region -> region.trim().toUpperCase(Locale.ROOT), AppSettings::computerRegion);

    // --- OAuth 2.0 client, access tier, redirect URIs and prices (issue 35) ---

    /**
     * The loopback redirect URIs Starling's OAuth 2.0 sign-in tries in order (X matches them exactly,
     * so each must be registered for the app): three IPv4 ports, then IPv6.
     */
    public static final List<URI> DEFAULT_REDIRECT_URIS = List.of(
            URI.create("http://127.0.0.1:47821/oauth2/callback"), URI.create("http://127.0.0.1:47822/oauth2/callback"),
            URI.create("http://127.0.0.1:47823/oauth2/callback"), URI.create("http://[::1]:47821/oauth2/callback"));
    /** What a send costs, X's published prices unless the user edited them. */
    public static final Setting<PriceTable> PRICES = new Setting<>("publish.prices", PriceTable::decode,
            PriceTable::encode, PriceTable::defaults);
    static final String CLIENT_ID_PREFIX = "environment.client_id.";
    static final String TIER_PREFIX = "environment.tier.";
    static final String REDIRECT_URIS_PREFIX = "environment.redirect_uris.";

    /** The OAuth 2.0 Client ID (not secret) the user entered for an environment kind. */
    public Optional<String> clientId(EnvironmentKind kind) {
        return settings.get(CLIENT_ID_PREFIX + kind.name()).filter(value -> !value.isBlank());
    }

    public void setClientId(EnvironmentKind kind, String clientId) {
        putOrRemove(CLIENT_ID_PREFIX + kind.name(), clientId);
    }

    /** The access tier of the user's project for an environment kind (pay-per-use unless said otherwise). */
    public AccessTier tier(EnvironmentKind kind) {
        return settings.get(TIER_PREFIX + kind.name()).flatMap(value -> {
            try {
                return Optional.of(AccessTier.parse(value));
            } catch (IllegalArgumentException unknown) {
                return Optional.empty();
            }
        }).orElse(AccessTier.PAY_PER_USE);
    }

    public void setTier(EnvironmentKind kind, AccessTier tier) {
        settings.put(TIER_PREFIX + kind.name(), tier.name());
    }

    /** The redirect URIs to try, in order: the user's list for the kind, else {@link #DEFAULT_REDIRECT_URIS}. */
    public List<URI> redirectUris(EnvironmentKind kind) {
        List<URI> stored = settings.get(REDIRECT_URIS_PREFIX + kind.name()).stream()
                .flatMap(value -> java.util.Arrays.stream(value.split("\\s+"))).filter(value -> !value.isBlank())
                .map(AppSettings::parseUri).flatMap(Optional::stream).toList();
        return stored.isEmpty() ? DEFAULT_REDIRECT_URIS : stored;
    }

    public void setRedirectUris(EnvironmentKind kind, List<URI> uris) {
        putOrRemove(REDIRECT_URIS_PREFIX + kind.name(),
                String.join(" ", uris.stream().map(URI::toString).toList()));
    }

    private void putOrRemove(String key, String value) {
        if (value == null || value.isBlank()) {
            settings.remove(key);
        } else {
            settings.put(key, value.trim());
        }
    }

    static final String CUSTOM_API_BASE = "environment.custom.api_base";
    static final String CUSTOM_ADS_API_BASE = "environment.custom.ads_api_base";
    static final String CONSUMER_KEY_PREFIX = "environment.consumer_key.";

    private final SettingsRepository settings;

    public AppSettings(SettingsRepository settings) {
        this.settings = settings;
    }

    /** The setting's value, or its fallback while it is unset or unreadable. */
    public <T> T get(Setting<T> setting) {
        return find(setting).orElseGet(setting.fallback());
    }

    /** The setting's value, empty while it is unset or unreadable. */
    public <T> Optional<T> find(Setting<T> setting) {
        return settings.get(setting.key()).flatMap(setting.read());
    }

    public <T> void set(Setting<T> setting, T value) {
        settings.put(setting.key(), setting.write().apply(value));
    }

    public Optional<URI> customApiBase() {
        return settings.get(CUSTOM_API_BASE).flatMap(AppSettings::parseUri);
    }

    public Optional<URI> customAdsApiBase() {
        return settings.get(CUSTOM_ADS_API_BASE).flatMap(AppSettings::parseUri);
    }

    public void setCustomBases(URI apiBase, URI adsApiBase) {
        settings.put(CUSTOM_API_BASE, apiBase.toString());
        if (adsApiBase == null) {
            settings.remove(CUSTOM_ADS_API_BASE);
        } else {
            settings.put(CUSTOM_ADS_API_BASE, adsApiBase.toString());
        }
    }

    /** The API key (not secret) the user entered for an environment kind. */
    public Optional<String> consumerKey(EnvironmentKind kind) {
        return settings.get(CONSUMER_KEY_PREFIX + kind.name()).filter(value -> !value.isBlank());
    }

    public void setConsumerKey(EnvironmentKind kind, String consumerKey) {
        if (consumerKey == null || consumerKey.isBlank()) {
            settings.remove(CONSUMER_KEY_PREFIX + kind.name());
        } else {
            settings.put(CONSUMER_KEY_PREFIX + kind.name(), consumerKey.trim());
        }
    }

    private static String computerRegion() {
        String country = Locale.getDefault().getCountry();
        return country.length() == 2 ? country : "US";
    }

    private static Optional<URI> parseUri(String value) {
        try {
            URI uri = URI.create(value.trim());
            return uri.getScheme() == null || uri.getHost() == null ? Optional.empty() : Optional.of(uri);
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }
}

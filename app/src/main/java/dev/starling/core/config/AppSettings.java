package dev.starling.core.config;

import dev.starling.core.store.SettingsRepository;
import java.net.URI;
import java.util.Locale;
import java.util.Optional;

/**
 * Typed access to the user's settings. Secrets are not settings: the X API consumer secret lives
 * in the credential vault.
 */
public final class AppSettings {

    static final String ENVIRONMENT_KIND = "environment.kind";
    static final String CUSTOM_API_BASE = "environment.custom.api_base";
    static final String CUSTOM_ADS_API_BASE = "environment.custom.ads_api_base";
    static final String CONSUMER_KEY_PREFIX = "environment.consumer_key.";
    static final String THEME = "ui.theme";
    static final String WINDOW = "ui.window";
    static final String LAST_WORKSPACE = "ui.last_workspace";
    static final String PHONE_REGION = "upload.phone_region";

    private final SettingsRepository settings;

    public AppSettings(SettingsRepository settings) {
        this.settings = settings;
    }

    public EnvironmentKind environmentKind() {
        return choice(ENVIRONMENT_KIND, EnvironmentKind.class, EnvironmentKind.SANDBOX);
    }

    public void setEnvironmentKind(EnvironmentKind kind) {
        settings.put(ENVIRONMENT_KIND, kind.name());
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

    public ThemePreference theme() {
        return choice(THEME, ThemePreference.class, ThemePreference.SYSTEM);
    }

    public void setTheme(ThemePreference theme) {
        settings.put(THEME, theme.name());
    }

    public Optional<WindowGeometry> windowGeometry() {
        return settings.get(WINDOW).flatMap(WindowGeometry::decode);
    }

    public void setWindowGeometry(WindowGeometry geometry) {
        settings.put(WINDOW, geometry.encode());
    }

    public Optional<String> lastWorkspace() {
        return settings.get(LAST_WORKSPACE);
    }

    public void setLastWorkspace(String workspaceId) {
        settings.put(LAST_WORKSPACE, workspaceId);
    }

    /**
     * The region assumed for phone numbers written without a country code (ISO 3166, e.g. US).
     * Defaults to the computer's country, or US when it has none.
     */
    public String phoneRegion() {
        return settings.get(PHONE_REGION).orElseGet(() -> {
            String country = Locale.getDefault().getCountry();
            return country.length() == 2 ? country : "US";
        });
    }

    public void setPhoneRegion(String region) {
        settings.put(PHONE_REGION, region.trim().toUpperCase(Locale.ROOT));
    }

    /** A setting that is one of an enum's values; {@code fallback} when unset or not one of them. */
    private <E extends Enum<E>> E choice(String key, Class<E> type, E fallback) {
        return settings.get(key).flatMap(value -> {
            try {
                return Optional.of(Enum.valueOf(type, value.trim().toUpperCase(Locale.ROOT)));
            } catch (IllegalArgumentException e) {
                return Optional.<E>empty();
            }
        }).orElse(fallback);
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

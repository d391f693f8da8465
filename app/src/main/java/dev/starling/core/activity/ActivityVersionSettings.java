package dev.starling.core.activity;

import dev.starling.core.config.ApiEnvironment;
import dev.starling.core.config.EnvironmentKind;
import dev.starling.core.store.SettingsRepository;

/**
 * The activity API version of each environment, a setting per environment (by
 * {@link ApiEnvironment#key()}): X defaults to its current OpenAPI 2.167, the sandbox and custom
 * addresses to the spec's 2.166 (what Starling sends; the sandbox reads both).
 */
public final class ActivityVersionSettings {

    private static final String PREFIX = "live.activity_version.";

    private final SettingsRepository settings;

    public ActivityVersionSettings(SettingsRepository settings) {
        this.settings = settings;
    }

    public ActivityVersion of(ApiEnvironment environment) {
        return settings.get(PREFIX + environment.key()).flatMap(ActivityVersion::parse)
                .orElse(defaultFor(environment.kind()));
    }

    public void set(ApiEnvironment environment, ActivityVersion version) {
        settings.put(PREFIX + environment.key(), version.id());
    }

    public static ActivityVersion defaultFor(EnvironmentKind kind) {
        return kind == EnvironmentKind.X_API ? ActivityVersion.OPENAPI_2_167 : ActivityVersion.SPEC;
    }
}

package dev.starling.core.rules;

import dev.starling.core.config.ApiEnvironment;
import dev.starling.core.config.EnvironmentKind;
import dev.starling.core.store.SettingsRepository;
import java.util.Optional;

/**
 * The access level of each environment's project, a setting per environment (by
 * {@link ApiEnvironment#key()}): X defaults to pay-per-use, X's current self-serve level; the
 * sandbox and custom addresses (usually a sandbox on its own) to enterprise with embedding, which is
 * what the sandbox emulates unless started with {@code --stream-access}.
 */
public final class StreamAccessSettings {

    private static final String PREFIX = "live.access.";

    private final SettingsRepository settings;

    public StreamAccessSettings(SettingsRepository settings) {
        this.settings = settings;
    }

    public StreamAccess of(ApiEnvironment environment) {
        Optional<AccessLevel> level = settings.get(PREFIX + environment.key() + ".level").flatMap(AccessLevel::parse);
        if (level.isEmpty()) {
            return defaultFor(environment.kind());
        }
        boolean embedding = settings.get(PREFIX + environment.key() + ".embedding").map(Boolean::parseBoolean)
                .orElse(level.get().embeddingPossible());
        return new StreamAccess(level.get(), embedding);
    }

    public void set(ApiEnvironment environment, StreamAccess access) {
        settings.put(PREFIX + environment.key() + ".level", access.level().id());
        settings.put(PREFIX + environment.key() + ".embedding", Boolean.toString(access.embedding()));
    }

    public static StreamAccess defaultFor(EnvironmentKind kind) {
        return kind == EnvironmentKind.X_API ? StreamAccess.of(AccessLevel.PAY_PER_USE) : StreamAccess.of(AccessLevel.ENTERPRISE);
    }
}

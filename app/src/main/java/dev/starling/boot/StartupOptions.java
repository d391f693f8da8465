package dev.starling.boot;

import dev.starling.core.config.EnvironmentOverrides;

/** What the command line and the environment variables said about this run. */
public record StartupOptions(String dataDir, EnvironmentOverrides environment) {

    public static StartupOptions defaults() {
        return new StartupOptions(null, EnvironmentOverrides.NONE);
    }
}

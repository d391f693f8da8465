package dev.starling.testing;

import dev.starling.boot.AppServices;
import dev.starling.boot.Bootstrap;
import dev.starling.boot.StartupOptions;
import dev.starling.core.concurrent.SameThreadTaskRunner;
import dev.starling.core.config.EnvironmentOverrides;
import java.nio.file.Path;
import java.util.Map;

/** The application's one service graph as {@code starling} boots it (embedded sandbox), with background work run in place. */
public final class BootedServices {

    private BootedServices() {
    }

    public static AppServices boot(Path dataDir) {
        return Bootstrap.boot(new StartupOptions(dataDir.toString(), EnvironmentOverrides.NONE), Map.of(),
                notices -> new SameThreadTaskRunner());
    }
}

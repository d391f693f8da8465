package dev.starling.ui.app;

import dev.starling.boot.AppServices;
import dev.starling.boot.Bootstrap;
import dev.starling.boot.StartupOptions;
import dev.starling.core.concurrent.PooledTaskRunner;
import javafx.application.Application;
import javafx.application.Platform;

/** Opens the window: boots the services (off the FX thread), then hands them to the FX app. */
public final class StarlingGui {

    private StarlingGui() {
    }

    /** Blocks until the window is closed; returns the process exit code. */
    public static int launch(StartupOptions options) {
        AppServices services = boot(options);
        StarlingFxApp.handOver(services);
        try {
            Application.launch(StarlingFxApp.class);
        } finally {
            services.close();
        }
        return 0;
    }

    /** Builds the services the window runs on; background callbacks arrive on the FX thread. */
    public static AppServices boot(StartupOptions options) {
        return Bootstrap.boot(options, System.getenv(), notices -> new PooledTaskRunner(3, Platform::runLater));
    }
}

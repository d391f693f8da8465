package dev.starling.ui.app;

import dev.starling.boot.AppServices;
import dev.starling.boot.Bootstrap;
import dev.starling.boot.StartupOptions;
import dev.starling.core.concurrent.PooledTaskRunner;
import dev.starling.core.concurrent.TaskRunner;
import dev.starling.core.notice.NoticeBoard;
import javafx.application.Application;
import javafx.application.Platform;

/**
 * Opens the window: the services boot on a background thread while the toolkit starts and the shell
 * shows; the FX app takes them over when they are ready.
 */
public final class StarlingGui {

    private StarlingGui() {
    }

    /** Blocks until the window is closed; returns the process exit code. */
    public static int launch(StartupOptions options) {
        BackgroundBoot boot = BackgroundBoot.start(options);
        StarlingFxApp.handOver(boot);
        try {
            Application.launch(StarlingFxApp.class);
        } finally {
            boot.close();
        }
        return boot.failed() ? 1 : 0;
    }

    /** Builds the services the window runs on; background callbacks arrive on the FX thread. */
    public static AppServices boot(StartupOptions options) {
        return Bootstrap.boot(options, System.getenv(), StarlingGui::taskRunner);
    }

    static TaskRunner taskRunner(NoticeBoard notices) {
        // Below the window's threads: background work must not take the cores a frame needs (ADR 46).
        return new PooledTaskRunner(3, Platform::runLater, BackgroundPriority::lowerCurrentThread);
    }
}

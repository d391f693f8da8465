package dev.starling.ui.app;

import dev.starling.boot.AppServices;
import dev.starling.boot.Bootstrap;
import dev.starling.boot.StartupOptions;
import dev.starling.core.config.EnvironmentKind;
import dev.starling.core.config.ThemePreference;
import dev.starling.core.config.WindowGeometry;
import dev.starling.ui.shell.Workspace;
import java.time.Clock;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;

/**
 * The window's start: the services boot on a thread of their own while the JavaFX toolkit starts, so
 * the shell can be drawn before the stores and the sandbox are ready. {@link #shell()} completes
 * once the stores are open (with what the shell needs from them, read here rather than on the FX
 * thread), {@link #services()} once everything is up.
 */
final class BackgroundBoot implements AutoCloseable {

    private final CompletableFuture<ShellHints> shell = new CompletableFuture<>();
    private final CompletableFuture<AppServices> services = new CompletableFuture<>();
    private final Thread thread;
    private volatile Bootstrap.LocalData local;

    private BackgroundBoot(StartupOptions options) {
        thread = new Thread(() -> run(options), "starling-boot");
        thread.setDaemon(true);
    }

    static BackgroundBoot start(StartupOptions options) {
        BackgroundBoot boot = new BackgroundBoot(options);
        boot.thread.start();
        return boot;
    }

    CompletableFuture<ShellHints> shell() {
        return shell;
    }

    CompletableFuture<AppServices> services() {
        return services;
    }

    /** Whether the start ended in a failure (the shell said why). */
    boolean failed() {
        return services.isCompletedExceptionally();
    }

    private void run(StartupOptions options) {
        try {
            local = Bootstrap.openLocalData(options, System.getenv(), Clock.systemUTC());
            shell.complete(ShellHints.of(local, options));
            services.complete(Bootstrap.boot(local, options, StarlingGui::taskRunner));
        } catch (RuntimeException | Error failure) {
            shell.completeExceptionally(failure);
            services.completeExceptionally(failure);
        }
    }

    /** Waits for the start to end (it cannot be interrupted half-way), then closes what it opened. */
    @Override
    public void close() {
        boolean interrupted = false;
        while (thread.isAlive()) {
            try {
                thread.join();
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (services.isDone() && !services.isCompletedExceptionally()) {
            services.join().close();
        } else if (local != null) {
            local.stores().close();
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    /** What the shell needs from the stores: the user's theme, window and last workspace. */
    record ShellHints(boolean osPrefersDark, ThemePreference theme, Optional<WindowGeometry> geometry,
                      Optional<Workspace> lastWorkspace, boolean startsSandbox) {

        static ShellHints of(Bootstrap.LocalData local, StartupOptions options) {
            var settings = local.settings();
            return new ShellHints(local.osPrefersDark().orElse(false), settings.theme(), settings.windowGeometry(),
                    settings.lastWorkspace().flatMap(Workspace::byId),
                    !options.environment().choosesEnvironment() && settings.environmentKind() == EnvironmentKind.SANDBOX);
        }

        /** Before the stores are open: the operating system's light theme, the first-run window. */
        static ShellHints unknown() {
            return new ShellHints(false, ThemePreference.SYSTEM, Optional.empty(), Optional.empty(), true);
        }
    }
}

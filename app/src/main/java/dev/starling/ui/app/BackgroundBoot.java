package dev.starling.ui.app;

import dev.starling.boot.AppServices;
import dev.starling.boot.Bootstrap;
import dev.starling.boot.StartupOptions;
import dev.starling.core.config.AppSettings;
import dev.starling.core.config.EnvironmentKind;
import dev.starling.core.config.ShellHints;
import dev.starling.core.config.WindowGeometry;
import dev.starling.core.store.DataDirectories;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;

/**
 * The window's start: the shell is drawn first, then the services boot on a thread of their own
 * behind it. {@link #dataOpened()} completes once the stores are open (with whether the sandbox
 * starts next), {@link #services()} once everything is up.
 *
 * <p>The boot waits for the shell's first frame: started at the same time, on a 2-core machine its
 * native libraries, stores, certificate and HTTP server take the CPU the toolkit needs to draw the
 * shell, and the first frame came twice as late (docs/decisions/0021).
 */
final class BackgroundBoot implements AutoCloseable {

    private final CompletableFuture<Boolean> dataOpened = new CompletableFuture<>();
    private final CompletableFuture<AppServices> services = new CompletableFuture<>();
    private final Thread thread;
    private final CountDownLatch shellDrawn = new CountDownLatch(1);
    private volatile boolean closing;
    private volatile Throwable failure;
    private volatile Bootstrap.LocalData local;

    private final StartupOptions options;

    private BackgroundBoot(StartupOptions options) {
        this.options = options;
        thread = new Thread(() -> run(options), "starling-boot");
        thread.setDaemon(true);
    }

    static BackgroundBoot start(StartupOptions options) {
        BackgroundBoot boot = new BackgroundBoot(options);
        boot.thread.start();
        return boot;
    }

    /** Completes with whether the embedded sandbox starts next, once the stores are open. */
    CompletableFuture<Boolean> dataOpened() {
        return dataOpened;
    }

    CompletableFuture<AppServices> services() {
        return services;
    }

    /** The last window's theme and place, read from a small file in the data folder (not the stores). */
    ShellHints shellHints() {
        return ShellHints.read(dataDir());
    }

    /**
     * The person moved or resized the shell before the main window took it over: the place goes to the
     * hints file at once (in the background), so even a start killed before the stores open reopens there.
     * Nothing is said when it cannot be written: the next start then opens where the last one did.
     */
    void shellMoved(WindowGeometry where) {
        Path dir = dataDir();
        java.util.concurrent.CompletableFuture.runAsync(() -> {
            try {
                Files.createDirectories(dir);
                synchronized (BackgroundBoot.class) {
                    ShellHints.read(dir).withGeometry(where).write(dir);
                }
            } catch (java.io.IOException | RuntimeException unwritable) {
                // The folder's trouble is said by the start itself (Data folder not writable).
            }
        });
    }

    private Path dataDir() {
        return DataDirectories.resolve(options.dataDir(), System.getenv(), System.getProperty("os.name", ""),
                System.getProperty("user.home", "."));
    }

    /** The shell is on screen: the boot starts now. */
    void shellDrawn() {
        shellDrawn.countDown();
    }

    /** Whether the start ended in a failure (the shell said why); not when the window was closed during it. */
    boolean failed() {
        return failure != null;
    }

    private void run(StartupOptions options) {
        try {
            awaitShell();
            if (closing) {
                CancellationException closed = new CancellationException("The window was closed during the start");
                dataOpened.completeExceptionally(closed);
                services.completeExceptionally(closed);
                return;
            }
            local = Bootstrap.openLocalData(options, System.getenv(), Clock.systemUTC());
            dataOpened.complete(!options.environment().choosesEnvironment()
                    && local.settings().get(AppSettings.ENVIRONMENT_KIND) == EnvironmentKind.SANDBOX);
            services.complete(Bootstrap.boot(local, options, StarlingGui::taskRunner));
        } catch (RuntimeException | Error e) {
            failure = e;
            dataOpened.completeExceptionally(e);
            services.completeExceptionally(e);
        }
    }

    private void awaitShell() {
        boolean interrupted = false;
        while (true) {
            try {
                shellDrawn.await();
                break;
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * Waits for a start under way to end (it cannot be stopped half-way), then closes what it opened.
     * A start that has not begun (the window closed before its first frame) does not begin.
     */
    @Override
    public void close() {
        closing = true;
        shellDrawn.countDown();
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
}

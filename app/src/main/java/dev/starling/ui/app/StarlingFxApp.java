package dev.starling.ui.app;

import dev.starling.boot.AppServices;
import dev.starling.core.config.ShellHints;
import dev.starling.ui.common.PulseMonitor;
import dev.starling.ui.common.SystemBrowser;
import dev.starling.ui.shell.MainWindow;
import dev.starling.ui.shell.StartupView;
import dev.starling.ui.shell.StartupViewModel;
import dev.starling.ui.theme.EmojiFont;
import dev.starling.ui.theme.ThemeManager;
import java.util.concurrent.CompletionException;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.stage.Stage;

/**
 * The JavaFX application. {@code Application.launch} instantiates it reflectively, so the start
 * begun by {@link StarlingGui} is handed over through a one-shot slot: the shell shows at once and
 * the main window takes the stage over when the services are up. Tests construct it with services
 * already booted and call {@link #start(Stage)} through TestFX, which then opens the main window directly.
 */
public final class StarlingFxApp extends Application {

    private static final AtomicReference<BackgroundBoot> HANDED_OVER = new AtomicReference<>();

    private final AppServices services;
    private final BackgroundBoot boot;
    private final Consumer<String> browser;
    private MainWindow window;
    private volatile boolean stopped;
    private volatile ShellHints shellHints = ShellHints.FIRST_RUN;

    public StarlingFxApp() {
        this.services = null;
        this.browser = new SystemBrowser(this::openInBrowser);
        this.boot = HANDED_OVER.getAndSet(null);
        if (boot == null) {
            throw new IllegalStateException("Start Starling through dev.starling.Launcher");
        }
    }

    public StarlingFxApp(AppServices services) {
        this(services, null);
    }

    /** @param browser opens addresses instead of the system browser (tests), or null for the system's */
    public StarlingFxApp(AppServices services, Consumer<String> browser) {
        if (services == null) {
            throw new IllegalStateException("Start Starling through dev.starling.Launcher");
        }
        this.services = services;
        this.boot = null;
        this.browser = browser != null ? browser : new SystemBrowser(this::openInBrowser);
    }

    static void handOver(BackgroundBoot boot) {
        HANDED_OVER.set(boot);
    }

    /** Off the FX thread, before any text is laid out: emoji in posts need the bundled font. */
    @Override
    public void init() {
        EmojiFont.register();
        if (boot != null) {
            shellHints = boot.shellHints();
        }
    }

    @Override
    public void start(Stage stage) {
        if (services != null) {
            openWindow(stage, services);
        } else {
            showShell(stage);
        }
    }

    /**
     * The shell now, in the last window's theme and place (kept beside the stores, which open behind
     * it; a first start's size and the light theme when there are none); the main window, at the saved size and theme, or the reason the start failed
     * when the background start ends.
     */
    private void showShell(Stage stage) {
        StartupViewModel startup = new StartupViewModel();
        ThemeManager themes = new ThemeManager(shellHints.dark());
        new StartupView(startup, Platform::exit).show(stage, themes, shellHints.geometry(), boot::shellMoved);
        FirstFrame.then(stage, () -> {
            boot.shellDrawn();
            if (StartupProbe.enabled()) {
                StartupProbe.printFirstFrame();
                if (!StartupProbe.switching() && !StartupProbe.untilUsable()) {
                    Platform.exit();
                }
            }
        });
        boot.dataOpened().thenAccept(startsSandbox -> onFxThread(() -> startup.dataOpened(startsSandbox)));
        boot.services().whenComplete((ready, failure) -> onFxThread(() -> {
            if (failure != null) {
                startup.failed(failure instanceof CompletionException && failure.getCause() != null
                        ? failure.getCause() : failure);
            } else {
                openWindow(stage, ready);
                window.buildPagesAfterAFrame();
            }
        }));
    }

    private void openWindow(Stage stage, AppServices ready) {
        boolean shellShown = stage.isShowing();
        window = UiComposition.mainWindow(ready, stage, browser);
        window.show();
        if (Boolean.getBoolean("starling.pulseMonitor")) {
            new PulseMonitor().report(5_000, System.err::println);
        }
        if (StartupProbe.enabled()) {
            FirstFrame.then(stage, () -> {
                if (!shellShown) {
                    StartupProbe.printFirstFrame();
                }
                if (StartupProbe.switching()) {
                    StartupProbe.switchThrough(stage, window.shownWorkspace(), Platform::exit);
                } else if (StartupProbe.untilUsable()) {
                    StartupProbe.printUsable();
                    Platform.exit();
                } else {
                    Platform.exit();
                }
            });
        }
    }

    /** Runs {@code action} on the FX thread unless the window has already been closed (then nothing is left to update). */
    private void onFxThread(Runnable action) {
        if (!stopped) {
            Platform.runLater(() -> {
                if (!stopped) {
                    action.run();
                }
            });
        }
    }

    /** Some platforms (and headless glass) cannot open a browser; the caller then shows the address. */
    private void openInBrowser(String url) {
        try {
            getHostServices().showDocument(url);
        } catch (RuntimeException | LinkageError noBrowser) {
            throw new IllegalStateException("No browser could be opened", null);
        }
    }

    @Override
    public void stop() {
        stopped = true;
        if (window != null) {
            window.saveState();
        }
    }

    public MainWindow window() {
        return window;
    }
}

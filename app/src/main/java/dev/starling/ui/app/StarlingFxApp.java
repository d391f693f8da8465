package dev.starling.ui.app;

import dev.starling.boot.AppServices;
import dev.starling.ui.common.PulseMonitor;
import dev.starling.ui.common.SystemBrowser;
import dev.starling.ui.theme.EmojiFont;
import dev.starling.ui.shell.MainWindow;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import javafx.application.Application;
import javafx.stage.Stage;

/**
 * The JavaFX application. {@code Application.launch} instantiates it reflectively, so the services
 * built by {@link StarlingGui} are handed over through a one-shot slot; tests construct it with
 * their own services and call {@link #start(Stage)} through TestFX, the same path otherwise.
 */
public final class StarlingFxApp extends Application {

    private static final AtomicReference<AppServices> HANDED_OVER = new AtomicReference<>();

    private final AppServices services;
    private final Consumer<String> browser;
    private MainWindow window;

    public StarlingFxApp() {
        this(HANDED_OVER.getAndSet(null));
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
        this.browser = browser != null ? browser : new SystemBrowser(this::openInBrowser);
    }

    static void handOver(AppServices services) {
        HANDED_OVER.set(services);
    }

    /** Off the FX thread, before any text is laid out: emoji in posts need the bundled font. */
    @Override
    public void init() {
        EmojiFont.register();
    }

    @Override
    public void start(Stage stage) {
        window = UiComposition.mainWindow(services, stage, browser);
        window.show();
        if (Boolean.getBoolean("starling.pulseMonitor")) {
            new PulseMonitor().report(5_000, System.err::println);
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
        if (window != null) {
            window.saveState();
        }
    }

    public MainWindow window() {
        return window;
    }
}

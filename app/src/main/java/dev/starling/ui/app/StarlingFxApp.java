package dev.starling.ui.app;

import dev.starling.boot.AppServices;
import dev.starling.ui.common.PulseMonitor;
import dev.starling.ui.shell.MainWindow;
import java.util.concurrent.atomic.AtomicReference;
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
    private MainWindow window;

    public StarlingFxApp() {
        this(HANDED_OVER.getAndSet(null));
    }

    public StarlingFxApp(AppServices services) {
        if (services == null) {
            throw new IllegalStateException("Start Starling through dev.starling.Launcher");
        }
        this.services = services;
    }

    static void handOver(AppServices services) {
        HANDED_OVER.set(services);
    }

    @Override
    public void start(Stage stage) {
        window = UiComposition.mainWindow(services, stage, this::openInBrowser);
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

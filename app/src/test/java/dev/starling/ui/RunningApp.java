package dev.starling.ui;

import dev.starling.boot.AppServices;
import dev.starling.boot.StartupOptions;
import dev.starling.core.config.EnvironmentOverrides;
import java.nio.file.Path;
import javafx.stage.Stage;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The real application for a TestFX test, started the way {@code java -jar starling.jar} starts it
 * (boot with the in-process sandbox, then {@link StarlingFxApp#start}), on its own data folder.
 */
public final class RunningApp implements AutoCloseable {

    private final AppServices services;
    private final StarlingFxApp app;
    private final Stage stage;

    private RunningApp(AppServices services, StarlingFxApp app, Stage stage) {
        this.services = services;
        this.app = app;
        this.stage = stage;
    }

    public static RunningApp start(Path dataDir) throws Exception {
        Stage stage = FxToolkit.registerPrimaryStage();
        AppServices services = StarlingGui.boot(new StartupOptions(dataDir.toString(), EnvironmentOverrides.NONE));
        StarlingFxApp app = (StarlingFxApp) FxToolkit.setupApplication(() -> new StarlingFxApp(services));
        WaitForAsyncUtils.waitForFxEvents();
        return new RunningApp(services, app, stage);
    }

    public AppServices services() {
        return services;
    }

    public Stage stage() {
        return stage;
    }

    @Override
    public void close() throws Exception {
        FxToolkit.cleanupApplication(app);
        FxToolkit.cleanupStages();
        services.close();
    }
}

package dev.starling.ui;

import dev.starling.ui.app.StarlingGui;
import dev.starling.ui.app.StarlingFxApp;
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

    /** With a browser that takes every address (the test plays the browser itself), never the system's. */
    public static RunningApp start(Path dataDir) throws Exception {
        return start(dataDir, url -> { });
    }

    /** @param browser what opens the sign-in page: a test's stand-in, e.g. one that fails */
    public static RunningApp start(Path dataDir, java.util.function.Consumer<String> browser) throws Exception {
        Stage stage = FxToolkit.registerPrimaryStage();
        AppServices services = StarlingGui.boot(new StartupOptions(dataDir.toString(), EnvironmentOverrides.NONE));
        StarlingFxApp app = (StarlingFxApp) FxToolkit.setupApplication(() -> new StarlingFxApp(services, browser));
        WaitForAsyncUtils.waitForFxEvents();
        return new RunningApp(services, app, stage);
    }

    public AppServices services() {
        return services;
    }

    public dev.starling.ui.shell.MainWindow window() {
        return app.window();
    }

    public Stage stage() {
        return stage;
    }

    /** Signs in through the Account view with the sandbox's PIN page, as {@code username}. */
    public void signIn(org.testfx.api.FxRobot robot, String username) throws Exception {
        robot.press(javafx.scene.input.KeyCode.CONTROL, javafx.scene.input.KeyCode.DIGIT1)
                .release(javafx.scene.input.KeyCode.DIGIT1, javafx.scene.input.KeyCode.CONTROL);
        robot.clickOn("#signInButton");
        javafx.scene.control.TextField authorizeUrl = robot.lookup("#authorizeUrl").queryAs(javafx.scene.control.TextField.class);
        WaitForAsyncUtils.waitFor(10, java.util.concurrent.TimeUnit.SECONDS, () -> !authorizeUrl.getText().isEmpty());
        robot.clickOn("#pinField").write(dev.starling.core.api.ads.SignedInSandbox.approve(authorizeUrl.getText(), username));
        robot.clickOn("#finishSignIn");
        javafx.scene.control.Label signedInAs = robot.lookup("#signedInAs").queryAs(javafx.scene.control.Label.class);
        WaitForAsyncUtils.waitFor(10, java.util.concurrent.TimeUnit.SECONDS, () -> signedInAs.getText().startsWith("@" + username));
    }

    @Override
    public void close() throws Exception {
        FxToolkit.cleanupApplication(app);
        FxToolkit.cleanupStages();
        services.close();
    }
}

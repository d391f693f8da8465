package dev.starling.ui.app;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.boot.AppServices;
import dev.starling.boot.StartupOptions;
import dev.starling.core.config.AppSettings;
import dev.starling.core.config.EnvironmentOverrides;
import dev.starling.core.config.ShellHints;
import dev.starling.core.config.WindowGeometry;
import dev.starling.ui.shell.StartupView;
import dev.starling.ui.shell.StartupViewModel;
import dev.starling.ui.theme.ThemeManager;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The window's size and place changed in the first seconds of a start are kept: while the start-up
 * shell shows (the stores not open yet) the change goes to the hints file at once, and the main window
 * taking the stage over keeps it and saves it in the settings.
 */
class EarlyWindowPlaceTest {

    @TempDir
    Path dataDir;

    private final FxRobot robot = new FxRobot();

    @Test
    void aWindowResizedWhileTheShellShowsStaysThereWhenTheMainWindowTakesItOverAndIsSavedAtOnce() throws Exception {
        FxToolkit.registerPrimaryStage();
        List<WindowGeometry> reported = new CopyOnWriteArrayList<>();
        Stage[] stage = new Stage[1];
        robot.interact(() -> {
            stage[0] = new Stage();
            new StartupView(new StartupViewModel(), () -> { }).show(stage[0], new ThemeManager(false), Optional.empty(),
                    reported::add);
        });
        // After the window system's answer (WindowPlacementFix), as a person would a moment after the window appeared.
        Thread.sleep(400);
        robot.interact(() -> {
            stage[0].setX(20);
            stage[0].setY(10);
            stage[0].setWidth(1240);
            stage[0].setHeight(700);
        });
        WindowGeometry moved = new WindowGeometry(20, 10, 1240, 700, false);
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> reported.contains(moved));

        AppServices services = StarlingGui.boot(new StartupOptions(dataDir.toString(), EnvironmentOverrides.NONE));
        try {
            robot.interact(() -> UiComposition.mainWindow(services, stage[0], url -> { }).show());
            // the setting, then the hints file, in one background save
            WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> services.settings().find(AppSettings.WINDOW)
                    .filter(moved::equals).isPresent() && ShellHints.read(dataDir).geometry().isPresent());
            assertThat(stage[0].getX()).isEqualTo(20);
            assertThat(stage[0].getWidth()).isEqualTo(1240);
            assertThat(stage[0].getHeight()).isEqualTo(700);
            assertThat(ShellHints.read(dataDir).geometry()).contains(moved);
        } finally {
            robot.interact(stage[0]::close);
            services.close();
        }
    }

    @Test
    void theShellsPlaceGoesToTheHintsFileBeforeTheStoresAreOpen() throws Exception {
        BackgroundBoot boot = BackgroundBoot.start(new StartupOptions(dataDir.toString(), EnvironmentOverrides.NONE));
        try {
            WindowGeometry where = new WindowGeometry(30, 40, 1100, 720, false);
            boot.shellMoved(where);
            WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> ShellHints.read(dataDir).geometry().isPresent());
            assertThat(ShellHints.read(dataDir).geometry()).contains(where);
        } finally {
            boot.close();
        }
    }

}

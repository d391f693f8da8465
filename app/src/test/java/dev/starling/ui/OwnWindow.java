package dev.starling.ui;

import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;

/**
 * One view or control in a window of its own, for tests that need it laid out and drawn but not the
 * whole app ({@link RunningApp} is for those). Show it from the FX thread, close it after each test.
 */
public final class OwnWindow {

    private final FxRobot robot = new FxRobot();
    private Stage stage;

    /** Starts the toolkit once per JVM (TestFX's primary stage); call from {@code @BeforeAll}. */
    public static void toolkit() throws Exception {
        FxToolkit.registerPrimaryStage();
    }

    /** Shows {@code root} at the given size; call on the FX thread (e.g. inside {@code robot.interact}). */
    public void show(Parent root, double width, double height) {
        stage = new Stage();
        stage.setScene(new Scene(root, width, height));
        stage.show();
    }

    /** Closes the window if one was shown; call from {@code @AfterEach}. */
    public void close() {
        if (stage != null) {
            robot.interact(stage::close);
            stage = null;
        }
    }
}

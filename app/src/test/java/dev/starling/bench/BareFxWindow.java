package dev.starling.bench;

import javafx.application.Application;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.stage.Stage;

/**
 * The start-up baseline of {@code installer/measure-startup.sh}: a bare JavaFX window with one Label,
 * launched from the class path on the same openjfx jars as the app. With
 * {@code -Dstarling.startup.probe=true} it prints {@value #FIRST_FRAME} on its first shown frame
 * (the first pulse laid out while the window is showing, as the app's probe) and exits.
 * A plain main class: a main class that extends Application cannot start from the class path.
 */
public final class BareFxWindow {

    /** The line both the app and this baseline print on their first frame. */
    public static final String FIRST_FRAME = "starling-probe first-frame";

    private BareFxWindow() {
    }

    public static void main(String[] args) {
        Application.launch(Window.class, args);
    }

    /** The window itself. */
    public static final class Window extends Application {
        @Override
        public void start(Stage stage) {
            Scene scene = new Scene(new Label("Hello"), 1200, 780);
            stage.setScene(scene);
            if (Boolean.getBoolean("starling.startup.probe")) {
                scene.addPostLayoutPulseListener(new Runnable() {
                    @Override
                    public void run() {
                        if (stage.isShowing()) {
                            scene.removePostLayoutPulseListener(this);
                            System.out.println(FIRST_FRAME);
                            System.out.flush();
                            Platform.exit();
                        }
                    }
                });
            }
            stage.show();
        }
    }
}

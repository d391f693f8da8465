package dev.starling.ui.app;

import javafx.scene.Scene;
import javafx.stage.Stage;

/** The first frame of a window: the first pulse that lays out its scene while it shows. */
final class FirstFrame {

    private FirstFrame() {
    }

    /** Runs {@code then} once, right after the first pulse that lays out {@code stage}'s scene while it shows. */
    static void then(Stage stage, Runnable then) {
        Scene scene = stage.getScene();
        scene.addPostLayoutPulseListener(new Runnable() {
            @Override
            public void run() {
                if (stage.isShowing()) {
                    scene.removePostLayoutPulseListener(this);
                    then.run();
                }
            }
        });
    }
}

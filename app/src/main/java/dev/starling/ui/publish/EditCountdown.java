package dev.starling.ui.publish;

import javafx.animation.Animation;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.scene.Node;
import javafx.util.Duration;

/**
 * Once a second while the workspace is in a window: the time left in an edit window is said anew, and a
 * window that closed meanwhile is said as closed (Edit turns off) without waiting for a click.
 */
final class EditCountdown {

    private EditCountdown() {
    }

    /** @param shown run each time the workspace is shown again (prices or accounts may have changed meanwhile) */
    static void every(Node shownIn, Runnable tick, Runnable shown) {
        Timeline timeline = new Timeline(new KeyFrame(Duration.seconds(1), event -> tick.run()));
        timeline.setCycleCount(Animation.INDEFINITE);
        shownIn.sceneProperty().addListener((obs, old, scene) -> {
            if (scene == null) {
                timeline.stop();
            } else {
                shown.run();
                timeline.play();
            }
        });
    }
}

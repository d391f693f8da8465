package dev.starling.ui.events;

import javafx.animation.Animation;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.util.Duration;

/**
 * Moves what arrived off the FX thread (live events, receiver deliveries) into the tables in batches,
 * ten times a second while the workspace is shown: however fast events come, the FX thread adds each
 * batch at once instead of one update per event.
 */
final class ArrivalBatcher {

    private final Timeline timeline;

    ArrivalBatcher(Runnable... takers) {
        timeline = new Timeline(new KeyFrame(Duration.millis(100), event -> {
            for (Runnable taker : takers) {
                taker.run();
            }
        }));
        timeline.setCycleCount(Animation.INDEFINITE);
    }

    void start() {
        timeline.play();
    }

    void stop() {
        timeline.stop();
    }
}

package dev.starling.ui.common;

import dev.starling.ui.frames.Debounce;
import javafx.stage.Stage;
import javafx.util.Duration;

/**
 * GTK under some window managers (openbox among them) maps a new window at a minimum size, and where
 * it likes, whatever was asked: the main window opened at 638 x 395 and the upload wizard at 202 x 225.
 * Once the window system has answered, the size (and, where one was asked, the place) is asked again.
 */
public final class WindowPlacementFix {

    /** Long enough for the window system's first answer, short enough to go unnoticed. */
    private static final Duration ANSWER = Duration.millis(150);

    private WindowPlacementFix() {
    }

    /**
     * After {@code stage} has just been shown: puts back the size it was shown at (a scene's preferred
     * size included) when the window system shrank it, then runs {@code then}.
     */
    public static void keepShownSize(Stage stage, Runnable then) {
        double width = stage.getWidth();
        double height = stage.getHeight();
        afterMapping(stage, width, height, Double.NaN, Double.NaN, then);
    }

    /** As {@link #keepShownSize}, for a window asked to stand at {@code x}, {@code y} with this size. */
    public static void keep(Stage stage, double x, double y, double width, double height, Runnable then) {
        afterMapping(stage, width, height, x, y, then);
    }

    private static void afterMapping(Stage stage, double width, double height, double x, double y, Runnable then) {
        Debounce.once(ANSWER, () -> {
            if (!stage.isMaximized()) {
                if (stage.getWidth() < width - 1 || stage.getHeight() < height - 1) {
                    stage.setWidth(width);
                    stage.setHeight(height);
                    if (Double.isNaN(x)) {
                        centre(stage);
                    }
                }
                if (!Double.isNaN(x) && (Math.abs(stage.getX() - x) > 1 || Math.abs(stage.getY() - y) > 1)) {
                    stage.setX(x);
                    stage.setY(y);
                }
            }
            then.run();
        });
    }

    /** Over the owner when there is one (as a dialog opens), else on the screen. */
    private static void centre(Stage stage) {
        var owner = stage.getOwner();
        if (owner != null) {
            stage.setX(owner.getX() + (owner.getWidth() - stage.getWidth()) / 2);
            stage.setY(owner.getY() + (owner.getHeight() - stage.getHeight()) / 2);
        } else {
            stage.centerOnScreen();
        }
    }
}

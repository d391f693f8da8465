package dev.starling.ui.shell;

import dev.starling.core.config.WindowGeometry;
import java.util.function.Consumer;
import javafx.animation.PauseTransition;
import javafx.beans.InvalidationListener;
import javafx.stage.Stage;
import javafx.util.Duration;

/**
 * Where a window stands, reported half a second after the person last moved, resized, maximised or
 * restored it: the size and place it has when not maximised (kept while it is, so a window reopened
 * maximised un-maximises back there) and whether it is maximised. The start-up shell and the main
 * window each report to their own store; {@link #stop()} hands the window over.
 */
final class WindowPlace {

    static final Duration SETTLE = Duration.millis(500);

    private final Stage stage;
    private final Consumer<WindowGeometry> changed;
    private final PauseTransition settle = new PauseTransition(SETTLE);
    private final InvalidationListener moved = observable -> settle.playFromStart();
    private WindowGeometry normal;

    private WindowPlace(Stage stage, WindowGeometry normal, Consumer<WindowGeometry> changed) {
        this.stage = stage;
        this.normal = normal;
        this.changed = changed;
        settle.setOnFinished(event -> changed.accept(now()));
    }

    /**
     * Reports every change of {@code stage}'s place until {@link #stop()} or the window is hidden.
     *
     * @param normal its size and place when not maximised, as far as known
     */
    static WindowPlace watch(Stage stage, WindowGeometry normal, Consumer<WindowGeometry> changed) {
        WindowPlace place = new WindowPlace(stage, normal, changed);
        stage.xProperty().addListener(place.moved);
        stage.yProperty().addListener(place.moved);
        stage.widthProperty().addListener(place.moved);
        stage.heightProperty().addListener(place.moved);
        stage.maximizedProperty().addListener(place.moved);
        stage.showingProperty().addListener(new javafx.beans.value.ChangeListener<>() {
            @Override
            public void changed(javafx.beans.value.ObservableValue<? extends Boolean> showing, Boolean was, Boolean now) {
                if (!now) {
                    place.stop();
                    stage.showingProperty().removeListener(this);
                }
            }
        });
        return place;
    }

    /** The window's place now: its bounds when not maximised, and whether it is. */
    WindowGeometry now() {
        if (!stage.isMaximized() && stage.getWidth() > 0 && stage.getHeight() > 0) {
            normal = new WindowGeometry(stage.getX(), stage.getY(), stage.getWidth(), stage.getHeight(), false);
        }
        return normal == null ? null
                : new WindowGeometry(normal.x(), normal.y(), normal.width(), normal.height(), stage.isMaximized());
    }

    /** Reports nothing more (a change not yet reported is dropped: the next owner reports the window). */
    void stop() {
        settle.stop();
        stage.xProperty().removeListener(moved);
        stage.yProperty().removeListener(moved);
        stage.widthProperty().removeListener(moved);
        stage.heightProperty().removeListener(moved);
        stage.maximizedProperty().removeListener(moved);
    }
}

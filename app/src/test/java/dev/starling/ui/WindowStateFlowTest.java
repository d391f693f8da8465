package dev.starling.ui;

import dev.starling.core.config.AppSettings;
import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.config.WindowGeometry;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The window reopens where it was: size and position, and maximised, saved as they change (not
 * only on a clean close) and put back at the next start.
 */
class WindowStateFlowTest extends FlowTest {

    // The headless screen is 1280 x 800 and the window at least 1200 wide (the widest workspace).
    private Optional<WindowGeometry> saved() {
        return services.settings().find(AppSettings.WINDOW);
    }

    @Test
    void aMovedAndResizedWindowIsSavedAtOnceAndReopensThere() throws Exception {
        Stage stage = running.stage();
        place(stage, 40, 30, 1240, 700);

        waitForSave(stage, geometry -> geometry.width() == 1240 && geometry.x() == 40);
        assertThat(saved()).contains(new WindowGeometry(40, 30, 1240, 700, false));

        Stage reopened = restart().stage();
        assertThat(reopened.getX()).isEqualTo(40);
        assertThat(reopened.getY()).isEqualTo(30);
        assertThat(reopened.getWidth()).isEqualTo(1240);
        assertThat(reopened.getHeight()).isEqualTo(700);
        assertThat(reopened.isMaximized()).isFalse();
    }

    @Test
    void aMaximisedWindowReopensMaximisedAndKeepsItsEarlierSizeForLater() throws Exception {
        Stage stage = running.stage();
        place(stage, 50, 40, 1220, 650);
        waitForSave(stage, geometry -> geometry.width() == 1220 && geometry.x() == 50);
        robot.interact(() -> stage.setMaximized(true));

        waitForSave(stage, WindowGeometry::maximized);
        assertThat(saved()).contains(new WindowGeometry(50, 40, 1220, 650, true));

        Stage reopened = restart().stage();
        assertThat(reopened.isMaximized()).isTrue();
        assertThat(saved()).as("the size from before maximising is kept for un-maximising")
                .contains(new WindowGeometry(50, 40, 1220, 650, true));
    }

    private void waitForSave(Stage stage, java.util.function.Predicate<WindowGeometry> expected) {
        try {
            WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> saved().filter(expected).isPresent());
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError("saved " + saved() + ", the stage is at " + stage.getX() + "," + stage.getY() + " "
                    + stage.getWidth() + " x " + stage.getHeight() + (stage.isMaximized() ? " maximised" : "")
                    + (stage.isShowing() ? "" : " hidden"), e);
        }
    }

    /**
     * Moves and resizes the window as a user would, again until it sticks and is saved: right after the window
     * shows, JavaFX may still size it to its scene once, and {@code WindowPlacementFix} puts back the asked place and size
     * once the window system has answered (150 ms after showing), undoing a move made before that. Changes are saved
     * only from then on, so a saved geometry equal to this one means nothing will undo it any more.
     */
    private void place(Stage stage, double x, double y, double width, double height) throws Exception {
        WindowGeometry wanted = new WindowGeometry(x, y, width, height, false);
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> {
            boolean there = stage.getX() == x && stage.getY() == y && stage.getWidth() == width && stage.getHeight() == height;
            if (there && saved().filter(wanted::equals).isPresent()) {
                return true;
            }
            if (there) {
                return false; // not saved yet: wait, and place again if it is undone meanwhile
            }
            robot.interact(() -> {
                stage.setMaximized(false); // the test stage is shared: an earlier test may have maximised it
                stage.setX(x);
                stage.setY(y);
                stage.setWidth(width);
                stage.setHeight(height);
            });
            return false;
        });
    }
}

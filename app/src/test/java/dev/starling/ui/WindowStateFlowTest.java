package dev.starling.ui;

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
        return services.settings().windowGeometry();
    }

    @Test
    void aMovedAndResizedWindowIsSavedAtOnceAndReopensThere() throws Exception {
        Stage stage = running.stage();
        robot.interact(() -> {
            stage.setMaximized(false); // the test stage is shared: an earlier test may have maximised it
            stage.setX(40);
            stage.setY(30);
            stage.setWidth(1240);
            stage.setHeight(700);
        });

        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS,
                () -> saved().filter(geometry -> geometry.width() == 1240 && geometry.x() == 40).isPresent());
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
        robot.interact(() -> {
            stage.setMaximized(false); // the test stage is shared: an earlier test may have maximised it
            stage.setX(50);
            stage.setY(40);
            stage.setWidth(1220);
            stage.setHeight(650);
        });
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> saved().filter(g -> g.width() == 1220).isPresent());
        robot.interact(() -> stage.setMaximized(true));

        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> saved().filter(WindowGeometry::maximized).isPresent());
        assertThat(saved()).contains(new WindowGeometry(50, 40, 1220, 650, true));

        Stage reopened = restart().stage();
        assertThat(reopened.isMaximized()).isTrue();
        assertThat(saved()).as("the size from before maximising is kept for un-maximising")
                .contains(new WindowGeometry(50, 40, 1220, 650, true));
    }
}

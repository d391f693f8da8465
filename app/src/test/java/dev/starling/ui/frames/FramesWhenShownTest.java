package dev.starling.ui.frames;

import static dev.starling.ui.FxCalls.fx;
import static dev.starling.ui.FxCalls.fxGet;
import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.ui.OwnWindow;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import javafx.scene.Scene;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

/** Work asked for once a window shows waits for it, runs once it has settled, and goes when the window closes. */
class FramesWhenShownTest {

    @Test
    void workForAWindowThatClosesBeforeItsFirstPulseIsDroppedNotKeptWaiting() throws Exception {
        OwnWindow.toolkit();
        Object owner = new Object();
        AtomicBoolean ran = new AtomicBoolean();
        fx(() -> {
            StackPane root = new StackPane();
            Stage stage = new Stage();
            stage.setScene(new Scene(root, 100, 100));
            stage.show();
            FrameScheduler.fx().jobsOf(owner).whenShown(root, () -> ran.set(true));
            stage.close();
        });

        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> fxGet(() -> FrameScheduler.fx().jobsOf(owner).isIdle()));
        assertThat(ran).as("the work for a closed window").isFalse();
    }

    @Test
    void workForAShowingWindowRunsOnceItHasSettled() throws Exception {
        OwnWindow.toolkit();
        Object owner = new Object();
        AtomicBoolean ran = new AtomicBoolean();
        Stage[] stage = new Stage[1];
        fx(() -> {
            StackPane root = new StackPane();
            stage[0] = new Stage();
            stage[0].setScene(new Scene(root, 100, 100));
            stage[0].show();
            FrameScheduler.fx().jobsOf(owner).whenShown(root, () -> ran.set(true));
        });
        try {
            WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, ran::get);
            assertThat(fxGet(() -> FrameScheduler.fx().jobsOf(owner).isIdle())).isTrue();
        } finally {
            fx(() -> stage[0].close());
        }
    }
}

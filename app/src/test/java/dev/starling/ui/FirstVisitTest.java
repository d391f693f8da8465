package dev.starling.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.ToggleButton;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The launched app's first visit to a workspace: the key press is answered at once by an "Opening ..."
 * page, and the page itself is built after that frame (so the previous page is never left frozen on
 * screen while a large page is built).
 */
class FirstVisitTest extends FlowTest {

    @Test
    void aFirstVisitShowsOpeningAtOnceThenThePageAndALaterVisitShowsThePageAtOnce() throws Exception {
        Scene scene = running.stage().getScene();
        robot.interact(() -> running.window().buildPagesAfterAFrame());
        AtomicBoolean openingAtOnce = new AtomicBoolean();
        AtomicBoolean pageAtOnce = new AtomicBoolean();
        AtomicBoolean railMoved = new AtomicBoolean();
        java.util.concurrent.atomic.AtomicReference<String> said = new java.util.concurrent.atomic.AtomicReference<>();
        robot.interact(() -> {
            ((ToggleButton) scene.lookup("#nav-query")).fire();
            openingAtOnce.set(scene.lookup("#opening-query") != null);
            pageAtOnce.set(scene.lookup("#queryView") != null);
            railMoved.set(((ToggleButton) scene.lookup("#nav-query")).isSelected());
            said.set(((Label) scene.lookup("#opening-query").lookup(".label")).getText());
        });
        assertThat(openingAtOnce).isTrue();
        assertThat(pageAtOnce).isFalse();
        assertThat(railMoved).isTrue();
        assertThat(said).hasValue("Opening Query\u2026");

        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> scene.lookup("#queryView") != null);
        assertThat(scene.lookup("#opening-query")).isNull();

        AtomicBoolean revisitAtOnce = new AtomicBoolean();
        robot.interact(() -> {
            ((ToggleButton) scene.lookup("#nav-account")).fire();
            ((ToggleButton) scene.lookup("#nav-query")).fire();
            revisitAtOnce.set(scene.lookup("#queryView") != null);
        });
        assertThat(revisitAtOnce).isTrue();
    }

    @Test
    void leavingBeforeThePageIsBuiltDoesNotShowItOverTheNextWorkspace() throws Exception {
        Scene scene = running.stage().getScene();
        robot.interact(() -> running.window().buildPagesAfterAFrame());
        robot.interact(() -> {
            ((ToggleButton) scene.lookup("#nav-query")).fire();
            ((ToggleButton) scene.lookup("#nav-account")).fire();
        });
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> scene.lookup("#accountView") != null);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(scene.lookup("#queryView")).isNull();
        assertThat(scene.lookup("#accountView")).isNotNull();
    }
}

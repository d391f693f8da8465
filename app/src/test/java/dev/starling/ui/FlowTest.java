package dev.starling.ui;

import dev.starling.boot.AppServices;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;

/**
 * The one set-up of the TestFX flow tests: the real application ({@link RunningApp}) on a fresh data
 * folder, a robot to click it, and the window closed after each test. A test that must prepare the
 * data folder first (an unfinished upload, say) says so with {@link #startsAtOnce()} and calls
 * {@link #restart()} when ready.
 */
abstract class FlowTest {

    @TempDir
    Path dataDir;

    final FxRobot robot = new FlowRobot();
    RunningApp running;
    AppServices services;

    /** False when the test starts the app itself, after preparing {@link #dataDir}. */
    boolean startsAtOnce() {
        return true;
    }

    @BeforeEach
    void startApp() throws Exception {
        if (startsAtOnce()) {
            restart();
        }
    }

    /** Closes the window, if one is open, and starts the app again on the same data folder. */
    RunningApp restart() throws Exception {
        closeApp();
        running = RunningApp.start(dataDir);
        services = running.services();
        return running;
    }

    /** Picks the ad account named {@code name} in a workspace's account choice ({@code #choiceId}), once listed. */
    dev.starling.core.api.ads.AdAccount chooseAccount(String choiceId, String name) throws Exception {
        @SuppressWarnings("unchecked")
        javafx.scene.control.ComboBox<dev.starling.core.api.ads.AdAccount> accounts =
                robot.lookup(choiceId).queryAs(javafx.scene.control.ComboBox.class);
        org.testfx.util.WaitForAsyncUtils.waitFor(10, java.util.concurrent.TimeUnit.SECONDS,
                () -> accounts.getItems().stream().anyMatch(a -> a.name().equals(name)));
        dev.starling.core.api.ads.AdAccount account = accounts.getItems().stream().filter(a -> a.name().equals(name))
                .findFirst().orElseThrow();
        robot.interact(() -> accounts.setValue(account));
        return account;
    }

    @AfterEach
    void closeApp() throws Exception {
        if (running != null) {
            running.close();
            running = null;
        }
    }

    /**
     * Scrolls the page a node is on (its nearest ScrollPane) so that the node is in view, as a person scrolls
     * to a control before clicking it; then waits until it is laid out there.
     */
    void reveal(String query) throws java.util.concurrent.TimeoutException {
        javafx.scene.Node node = robot.lookup(query).query();
        robot.interact(() -> {
            javafx.scene.Parent parent = node.getParent();
            while (parent != null && !(parent instanceof javafx.scene.control.ScrollPane)) {
                parent = parent.getParent();
            }
            if (parent instanceof javafx.scene.control.ScrollPane pane && pane.getContent() != null) {
                javafx.geometry.Bounds at = pane.getContent().sceneToLocal(node.localToScene(node.getLayoutBounds()));
                double room = pane.getContent().getLayoutBounds().getHeight() - pane.getViewportBounds().getHeight();
                if (room > 0) {
                    pane.setVvalue(Math.max(0, Math.min(1, (at.getMinY() - 8) / room)));
                }
            }
        });
        org.testfx.util.WaitForAsyncUtils.waitFor(10, java.util.concurrent.TimeUnit.SECONDS, () -> robot.lookup(query)
                .match(org.testfx.util.NodeQueryUtils.isVisible()).tryQuery().isPresent());
    }
}

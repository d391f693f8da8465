package dev.starling.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.input.Clipboard;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

/**
 * What a first-time user sees on the Account page of the real window with the embedded sandbox:
 * the demo users with copy buttons, and words instead of a green message when no browser opens.
 */
class FirstRunHintsFlowTest extends FlowTest {

    @Override
    boolean startsAtOnce() {
        return false;
    }

    @Test
    void theAccountPageListsTheDemoUsersAndItsCopyButtonPutsThePasswordOnTheClipboard() throws Exception {
        restart();
        robot.clickOn("#nav-account");

        Node hints = robot.lookup("#accountDemoUsers").query();
        assertThat(hints.isVisible()).isTrue();
        assertThat(robot.lookup("#demoUser0").queryAs(TextField.class).getText()).isEqualTo("demo_marketer");
        assertThat(robot.lookup("#demoUser1").queryAs(TextField.class).getText()).isEqualTo("demo_engineer");
        assertThat(robot.lookup("#demoUser0Password").queryAs(TextField.class).getText()).isEqualTo("starling-demo");

        robot.clickOn("#demoUser0PasswordCopy");
        WaitForAsyncUtils.waitForFxEvents();
        AtomicReference<String> copied = new AtomicReference<>();
        robot.interact(() -> copied.set(Clipboard.getSystemClipboard().getString()));
        assertThat(copied.get()).isEqualTo("starling-demo");
        robot.clickOn("#demoUser1Copy");
        robot.interact(() -> copied.set(Clipboard.getSystemClipboard().getString()));
        assertThat(copied.get()).isEqualTo("demo_engineer");
    }

    @Test
    void whenNoBrowserOpensTheAddressIsOfferedAndNoApproveMessageShows() throws Exception {
        running = RunningApp.start(dataDir, url -> {
            throw new IllegalStateException("this computer has no xdg-open to open web pages with.");
        });
        services = running.services();
        robot.clickOn("#nav-account");
        robot.clickOn("#signInButton");

        Label error = robot.lookup("#accountError").queryAs(Label.class);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> error.isVisible() && !error.getText().isEmpty());
        assertThat(error.getText()).startsWith("Starling could not open a browser");
        assertThat(robot.lookup("#accountMessage").queryAs(Label.class).isVisible()).as("no green message").isFalse();
        TextField address = robot.lookup("#authorizeUrl").queryAs(TextField.class);
        assertThat(address.getText()).contains("/oauth/authorize?oauth_token=");
        assertThat(address.getSelectedText()).as("selected, ready for Ctrl+C").isEqualTo(address.getText());
        assertThat(robot.lookup("#copyAuthorizeUrl").queryAs(Button.class).isVisible()).isTrue();
    }
}

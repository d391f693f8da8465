package dev.starling.ui;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.api.ads.SignedInSandbox;
import java.util.concurrent.TimeUnit;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TitledPane;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

/** The Account page once someone is signed in: the sign-in block folds, the accounts list is in view, the default starred. */
class AccountPageFlowTest extends FlowTest {

    @Test
    void onceSignedInTheSignInBlockFoldsAndTheDefaultAccountsStarIsFilled() throws Exception {
        robot.interact(() -> {
            running.stage().setMaximized(false);
            running.stage().setWidth(1280);
            running.stage().setHeight(800);
        });
        TitledPane signIn = robot.lookup("#signInSection").queryAs(TitledPane.class);
        assertThat(signIn.isExpanded()).as("nobody signed in: the block is open").isTrue();
        assertThat(signIn.getText()).isEqualTo("Sign in");

        running.signIn(robot, SignedInSandbox.MARKETER);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !signIn.isExpanded());
        assertThat(signIn.getText()).isEqualTo("Sign in another account");
        ListView<?> accounts = robot.lookup("#accountList").queryAs(ListView.class);
        WaitForAsyncUtils.waitForFxEvents();
        Bounds list = accounts.localToScene(accounts.getLayoutBounds());
        assertThat(list.getMaxY()).as("the accounts list is in view").isLessThan(running.stage().getScene().getHeight());
        Node star = robot.from(accounts).lookup(".default-star").query();
        assertThat(((Label) star).getText()).isEqualTo("\u2605");

        // Opened by its title to sign in another account.
        reveal("#signInSection");
        robot.clickOn(signIn.lookup(".title"));
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, signIn::isExpanded);
        assertThat(robot.lookup("#signInButton").query().isVisible()).isTrue();
    }
}

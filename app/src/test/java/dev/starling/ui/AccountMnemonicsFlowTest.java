package dev.starling.ui;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.ui.shell.Workspace;
import java.util.concurrent.TimeUnit;
import javafx.scene.control.CheckBox;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The Account page's check boxes answer their Alt keys as Space does: JavaFX alone only moved the focus to
 * "The browser is on another computer" on Alt+B and left it unticked (ToggleMnemonics); and no two of the
 * page's controls share an Alt key (Alt+P was both the PIN flow's password box and the import's Preview).
 */
class AccountMnemonicsFlowTest extends FlowTest {

    @Test
    void altBTicksAndUnticksTheBrowserElsewhereBox() throws Exception {
        CheckBox elsewhere = openAccountAndFind("#oauth2Elsewhere");
        assertThat(elsewhere.isSelected()).isFalse();

        altAnd(KeyCode.B);
        assertThat(elsewhere.isSelected()).as("ticked by Alt+B").isTrue();
        assertThat(elsewhere.isFocused()).isTrue();

        altAnd(KeyCode.B);
        assertThat(elsewhere.isSelected()).as("unticked by Alt+B again").isFalse();
    }

    @Test
    void altAAndAltPTickThePinSignInsBoxes() throws Exception {
        CheckBox authenticate = openAccountAndFind("#authenticateCheck");
        CheckBox forceLogin = robot.lookup("#forceLoginCheck").queryAs(CheckBox.class);
        boolean approval = authenticate.isSelected();
        boolean password = forceLogin.isSelected();

        altAnd(KeyCode.A);
        assertThat(authenticate.isSelected()).isNotEqualTo(approval);
        altAnd(KeyCode.P);
        assertThat(forceLogin.isSelected()).as("Alt+P is the password box's alone").isNotEqualTo(password);
        assertThat(forceLogin.isFocused()).isTrue();
    }

    private CheckBox openAccountAndFind(String query) throws Exception {
        KeyCode account = WorkspaceKeys.of(Workspace.ACCOUNT);
        robot.press(KeyCode.CONTROL, account).release(account, KeyCode.CONTROL);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> robot.lookup(query).tryQuery()
                .filter(node -> node.getScene() != null && ((CheckBox) node).getSkin() != null).isPresent());
        WaitForAsyncUtils.waitForFxEvents();
        return robot.lookup(query).queryAs(CheckBox.class);
    }

    private void altAnd(KeyCode key) {
        robot.press(KeyCode.ALT, key).release(key, KeyCode.ALT);
        WaitForAsyncUtils.waitForFxEvents();
    }
}

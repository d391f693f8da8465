package dev.starling.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.TimeUnit;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A confirmation dialog of the window (FxDialogs) as a person's keys meet it: what it shows as it opens,
 * and the stray keys that must never go ahead (Enter, Space, and both again on its button).
 */
final class Confirmations {

    private final FxRobot robot;

    Confirmations(FxRobot robot) {
        this.robot = robot;
    }

    /** Waits for the confirmation to open; its button must say what it does and be neither default nor focused. */
    DialogPane awaitOpen(String actionText) throws Exception {
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> robot.lookup("#confirmation").tryQuery().isPresent());
        WaitForAsyncUtils.waitForFxEvents();
        DialogPane pane = robot.lookup("#confirmation").queryAs(DialogPane.class);
        Button action = action();
        assertThat(action.getText().replace("__", "\u0000").replace("_", "").replace("\u0000", "_"))
                .isEqualTo(actionText);
        assertThat(action.isDefaultButton()).as("the button that goes ahead is never the default").isFalse();
        assertThat(action.isFocused()).as("nor focused as the dialog opens").isFalse();
        Button cancel = robot.lookup("#dialogCancel").queryAs(Button.class);
        assertThat(cancel.isDefaultButton()).as("Cancel is the default").isTrue();
        return pane;
    }

    Button action() {
        return robot.lookup("#confirmAction").queryAs(Button.class);
    }

    String message() {
        return robot.lookup("#confirmationMessage").queryAs(Label.class).getText();
    }

    boolean isOpen() {
        return robot.lookup("#confirmation").tryQuery().map(Node::isVisible).orElse(false)
                && robot.lookup("#confirmation").queryAs(DialogPane.class).getScene().getWindow().isShowing();
    }

    void awaitClosed() throws Exception {
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !isOpen());
        WaitForAsyncUtils.waitForFxEvents();
    }

    /**
     * The stray keys on a plain confirmation opened by {@code open}: Enter cancels it; opened again, Space
     * cancels it; opened again and with its button focused (as after a stray Tab), Space and Enter do
     * nothing, and Escape closes it.
     */
    void strayKeysCancel(ThrowingRunnable open, String actionText) throws Exception {
        open.run();
        awaitOpen(actionText);
        robot.type(KeyCode.ENTER);
        awaitClosed();

        open.run();
        awaitOpen(actionText);
        robot.type(KeyCode.SPACE);
        awaitClosed();

        open.run();
        awaitOpen(actionText);
        robot.interact(() -> action().requestFocus());
        robot.type(KeyCode.SPACE).type(KeyCode.ENTER).type(KeyCode.SPACE);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(isOpen()).as("Space and Enter on the focused button do not go ahead").isTrue();
        robot.type(KeyCode.ESCAPE);
        awaitClosed();
    }

    /**
     * The stray keys on a confirmation that asks for a name: the keyboard starts in the name, where Enter
     * does nothing and Space types a space; the button stays off until the name is typed, and with it
     * focused Space and Enter do nothing. Escape closes it.
     */
    void strayKeysWhileTypingTheName(ThrowingRunnable open, String actionText) throws Exception {
        open.run();
        awaitOpen(actionText);
        TextField name = robot.lookup("#confirmName").queryAs(TextField.class);
        assertThat(name.isFocused()).as("the keyboard starts in the name").isTrue();
        assertThat(action().isDisabled()).isTrue();
        robot.type(KeyCode.ENTER).type(KeyCode.SPACE).type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(isOpen()).isTrue();
        assertThat(action().isDisabled()).isTrue();
        robot.type(KeyCode.ESCAPE);
        awaitClosed();

        open.run();
        awaitOpen(actionText);
        robot.interact(() -> action().requestFocus());
        robot.type(KeyCode.SPACE).type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(isOpen()).isTrue();
        robot.type(KeyCode.ESCAPE);
        awaitClosed();
    }

    /** Goes ahead on purpose, as a keyboard user does: the button's Alt key (after typing the name, if asked). */
    void goAheadWithAltKey(ThrowingRunnable open, String actionText, String name, KeyCode mnemonic) throws Exception {
        open.run();
        DialogPane pane = awaitOpen(actionText);
        if (name != null) {
            // Typed where the keyboard is: the dialog's window (the robot's writing goes to its target window).
            robot.targetWindow(pane.getScene().getWindow()).write(name);
            WaitForAsyncUtils.waitForFxEvents();
            TextField typed = robot.lookup("#confirmName").queryAs(TextField.class);
            assertThat(action().isDisabled()).as("the name typed (%s, focused: %s) turns the button on",
                    typed.getText(), typed.isFocused()).isFalse();
        }
        robot.press(KeyCode.ALT, mnemonic).release(mnemonic, KeyCode.ALT);
        awaitClosed();
    }

    @FunctionalInterface
    interface ThrowingRunnable {
        void run() throws Exception;
    }
}

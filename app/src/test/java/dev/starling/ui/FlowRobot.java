package dev.starling.ui;

import javafx.scene.input.KeyCode;
import javafx.stage.Window;
import org.testfx.api.FxRobot;
import org.testfx.service.finder.WindowFinder;
import org.testfx.util.WaitForAsyncUtils;

/**
 * TestFX's robot for the window's tests, writing text as a quick typist does: TestFX's {@code write} waits for
 * the FX thread's events after each character (five round trips and 50 ms of sleep: a 45-character file path
 * took over 2 s); this one sends every character's key events, in order, to the same window, and waits once
 * at the end. What the field and its listeners see is the same sequence of key events.
 */
public class FlowRobot extends FxRobot {

    @Override
    public FxRobot write(String text) {
        // The window TestFX's write chooses: the focused one, else the robot's target window, else the first.
        WindowFinder windows = robotContext().getWindowFinder();
        Window window = windows.window(Window::isFocused);
        if (window == null) {
            window = windows.targetWindow();
        }
        if (window == null) {
            window = windows.window(0);
        }
        for (int i = 0; i < text.length(); i++) {
            char character = text.charAt(i);
            KeyCode key = character == '\n' ? KeyCode.ENTER : character == '\t' ? KeyCode.TAB : KeyCode.UNDEFINED;
            robotContext().getBaseRobot().typeKeyboard(window.getScene(), key, Character.toString(character));
        }
        WaitForAsyncUtils.waitForFxEvents();
        return this;
    }
}

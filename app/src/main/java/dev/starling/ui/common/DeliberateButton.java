package dev.starling.ui.common;

import java.util.function.BooleanSupplier;
import javafx.scene.control.ButtonBase;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;

/**
 * A button that deletes, uploads or sends something that cannot be called back: Enter and Space do
 * nothing on it, even when it has the focus, so a stray key never presses it. A click, or its Alt key
 * (the mnemonic its label marks), does.
 */
public final class DeliberateButton {

    private DeliberateButton() {
    }

    /** Makes Enter and Space inert on {@code button}; returns it. */
    public static <B extends ButtonBase> B guard(B button) {
        return guardWhile(button, () -> true);
    }

    /** Makes Enter and Space inert on {@code button} while {@code deliberate} says so (a wizard's last step). */
    public static <B extends ButtonBase> B guardWhile(B button, BooleanSupplier deliberate) {
        button.addEventFilter(KeyEvent.ANY, event -> {
            if ((event.getCode() == KeyCode.ENTER || event.getCode() == KeyCode.SPACE
                    || (event.getEventType() == KeyEvent.KEY_TYPED && isEnterOrSpace(event.getCharacter())))
                    && deliberate.getAsBoolean()) {
                event.consume();
            }
        });
        return button;
    }

    private static boolean isEnterOrSpace(String typed) {
        return " ".equals(typed) || "\r".equals(typed) || "\n".equals(typed);
    }
}

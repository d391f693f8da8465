package dev.starling.ui.shell;

import java.util.Optional;
import javafx.scene.input.KeyCode;

/** Between a workspace's key (a character, so the view-model stays free of JavaFX) and the key code pressed. */
public final class WorkspaceKeyCodes {

    private WorkspaceKeyCodes() {
    }

    public static KeyCode of(Workspace workspace) {
        char key = workspace.key();
        if (Character.isDigit(key)) {
            return KeyCode.valueOf("DIGIT" + key);
        }
        return key == ',' ? KeyCode.COMMA : KeyCode.getKeyCode(String.valueOf(key));
    }

    /** The workspace a key code opens with Ctrl, if any (digits of the main row and of the keypad alike). */
    public static Optional<Workspace> workspaceOf(KeyCode code) {
        if (code.isDigitKey()) {
            String name = code.getName();
            return Workspace.byKey(name.charAt(name.length() - 1));
        }
        if (code == KeyCode.COMMA) {
            return Workspace.byKey(',');
        }
        return code.isLetterKey() ? Workspace.byKey(code.getName().charAt(0)) : Optional.empty();
    }
}

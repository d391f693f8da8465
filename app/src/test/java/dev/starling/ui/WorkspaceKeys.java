package dev.starling.ui;

import dev.starling.ui.shell.Workspace;
import javafx.scene.input.KeyCode;

/** The key that opens a workspace with Ctrl (a digit, a letter or the comma: {@link Workspace#key()}). */
public final class WorkspaceKeys {

    private WorkspaceKeys() {
    }

    public static KeyCode of(Workspace workspace) {
        return dev.starling.ui.shell.WorkspaceKeyCodes.of(workspace);
    }
}

package dev.starling.ui;

import dev.starling.ui.shell.Workspace;
import javafx.scene.input.KeyCode;

/** The digit key that opens a workspace with Ctrl, from the rail's order (which grows as workspaces are added). */
public final class WorkspaceKeys {

    private WorkspaceKeys() {
    }

    public static KeyCode of(Workspace workspace) {
        return KeyCode.valueOf("DIGIT" + workspace.shortcut());
    }
}

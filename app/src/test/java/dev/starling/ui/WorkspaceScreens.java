package dev.starling.ui;

import static dev.starling.ui.FxCalls.fx;
import static dev.starling.ui.SignedInScreens.scene;

import dev.starling.boot.AppServices;
import dev.starling.core.config.ThemePreference;
import javafx.scene.control.ButtonBase;

/**
 * Opens the real window signed in to the built-in sandbox on one workspace, for looking at it
 * (screenshots under Xvfb with a window manager):
 * {@code java -cp <test classpath> dev.starling.ui.WorkspaceScreens DATA_DIR LIGHT|DARK WIDTH HEIGHT WORKSPACE_ID}
 * (ids as in the rail: account, query, audiences, flexible, keywords, dnr, requests, settings).
 * It prints "ready" once the workspace is shown, and stays open until the window is closed.
 */
public final class WorkspaceScreens {

    private WorkspaceScreens() {
    }

    public static void main(String[] args) throws Exception {
        String dataDir = args[0];
        ThemePreference theme = ThemePreference.valueOf(args.length > 1 ? args[1] : "LIGHT");
        double width = args.length > 2 ? Double.parseDouble(args[2]) : 1280;
        double height = args.length > 3 ? Double.parseDouble(args[3]) : 800;
        String workspace = args.length > 4 ? args[4] : "account";
        AppServices services = SignedInScreens.boot(dataDir, theme);
        SignedInScreens.openWindow(services, width, height);
        Thread.sleep(1500);
        fx(() -> ((ButtonBase) scene().lookup("#nav-" + workspace)).fire());
        Thread.sleep(2500);
        System.out.println("ready");
    }
}

package dev.starling.ui;

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
        SignedInScreens.openOn(args, args.length > 4 ? args[4] : "account");
        Thread.sleep(2500);
        System.out.println("ready");
    }
}

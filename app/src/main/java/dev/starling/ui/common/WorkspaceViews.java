package dev.starling.ui.common;

import javafx.scene.Node;

/**
 * A workspace's feature factory, {@code ui.<feature>.XViews}, the one shape every workspace follows. It is
 * made once by {@code ui.app.UiComposition} with {@code AppServices} first, then the window's shared parts
 * it needs, in this order: {@link SignInState}, the ad-account picker, the upload opener, the {@link Dialogs}
 * port, the {@link TextClipboard}, the theme; last, callbacks into other workspaces. It builds the
 * workspace's view-models and view in {@link #view()}; what other workspaces ask of it (a lookup, card
 * actions) are methods of its own, and the work it wants done before first use is a static {@code warmUps()}
 * the composition runs.
 */
public interface WorkspaceViews {

    /** Builds the view-models and the view: called by the window when the workspace is first shown. */
    Node view();
}

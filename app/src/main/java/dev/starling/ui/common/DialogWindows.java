package dev.starling.ui.common;

import javafx.css.PseudoClass;
import javafx.scene.Scene;
import javafx.scene.control.Dialog;
import javafx.stage.Window;

/**
 * What every dialog of the app gets before it shows: the window it belongs to (it is modal over it and
 * opens centred on it) and that window's styles, so a dialog over the dark theme is dark too.
 */
public final class DialogWindows {

    private static final PseudoClass DARK = PseudoClass.getPseudoClass("dark");

    private DialogWindows() {
    }

    /** Owns {@code dialog} by {@code owner} (when there is one) and styles it as the owner is styled. */
    public static void prepare(Dialog<?> dialog, Window owner) {
        if (owner == null) {
            return;
        }
        dialog.initOwner(owner);
        Scene ownerScene = owner.getScene();
        if (ownerScene != null) {
            dialog.getDialogPane().getStylesheets().setAll(ownerScene.getStylesheets());
            dialog.getDialogPane().pseudoClassStateChanged(DARK,
                    ownerScene.getRoot() != null && ownerScene.getRoot().getPseudoClassStates().contains(DARK));
        }
    }
}

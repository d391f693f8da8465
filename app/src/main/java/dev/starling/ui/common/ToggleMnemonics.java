package dev.starling.ui.common;

import java.util.ArrayList;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.ButtonBase;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Toggle;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.Mnemonic;
import javafx.stage.Window;

/**
 * Alt+letter ticks a check box, chooses a radio button or presses a toggle button whose text underlines that
 * letter, as Space does once it has the focus. JavaFX's own mnemonic only moves the focus to such a control:
 * it fires an ActionEvent at it, which runs a button's action but toggles nothing (a CheckBox's state changes
 * in {@code fire()} only). Where the letter is shared by several reachable controls, JavaFX's handling stays:
 * each press moves the focus to the next of them. A held key toggles once, as Space does (its repeats are
 * swallowed until it is released).
 */
public final class ToggleMnemonics {

    private ToggleMnemonics() {
    }

    /**
     * Makes the mnemonics of toggling controls in {@code window}'s scene toggle them. On the window, not the
     * scene: the scene handles mnemonics before its own event filters see the key. Once per window, however
     * often it is given a new scene (each filter would toggle).
     */
    public static void install(Window window) {
        if (window.getProperties().putIfAbsent(ToggleMnemonics.class, Boolean.TRUE) != null) {
            return;
        }
        KeyCode[] held = {null};
        window.addEventFilter(KeyEvent.KEY_RELEASED, event -> {
            if (event.getCode() == held[0]) {
                held[0] = null;
            }
        });
        window.addEventFilter(KeyEvent.KEY_PRESSED, event -> {
            if (event.getCode() == held[0]) {
                event.consume();
                return;
            }
            Scene scene = window.getScene();
            if (scene == null || !event.isAltDown() || event.isControlDown() || event.isMetaDown()) {
                return;
            }
            List<Node> reachable = new ArrayList<>();
            scene.getMnemonics().forEach((combination, mnemonics) -> {
                if (combination.match(event)) {
                    for (Mnemonic mnemonic : mnemonics) {
                        if (reachable(mnemonic.getNode(), scene)) {
                            reachable.add(mnemonic.getNode());
                        }
                    }
                }
            });
            if (reachable.size() == 1 && reachable.get(0) instanceof ButtonBase control
                    && (control instanceof CheckBox || control instanceof Toggle)) {
                held[0] = event.getCode();
                control.requestFocus();
                control.fire();
                event.consume();
            }
        });
    }

    /** What JavaFX asks of a mnemonic's target: shown (with every parent), enabled and reachable by Tab. */
    private static boolean reachable(Node node, Scene scene) {
        if (node == null || node.getScene() != scene || node.isDisabled() || !node.isFocusTraversable()) {
            return false;
        }
        for (Node shown = node; shown != null; shown = shown.getParent()) {
            if (!shown.isVisible()) {
                return false;
            }
        }
        return true;
    }
}

package dev.starling.ui.common;

import java.util.Optional;
import java.util.function.Supplier;
import javafx.animation.PauseTransition;
import javafx.application.Platform;
import javafx.beans.value.ChangeListener;
import javafx.css.PseudoClass;
import javafx.event.Event;
import javafx.event.EventHandler;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Dialog;
import javafx.scene.control.DialogPane;
import javafx.scene.control.TextInputControl;
import javafx.scene.input.InputEvent;
import javafx.stage.Modality;
import javafx.stage.Stage;
import javafx.stage.Window;
import javafx.stage.WindowEvent;
import javafx.util.Duration;

/**
 * How every dialog of the app is shown: over the window it belongs to, centred on it, styled as it is
 * (dark over the dark theme), and without un-maximising it.
 *
 * <p>A modal window makes GTK turn its owner non-resizable while it shows, and openbox (and other window
 * managers) then un-maximise the owner: a maximised main window came back at its restored size after
 * every confirmation. So dialogs are shown modeless and the owner's input is held back while one is open
 * (clicks, keys and closing do nothing there; its focus goes back to the dialog), which is what a modal
 * dialog does, without the resize. The window manager also places a dialog where it likes (the top left
 * corner over a maximised window) and only then takes a place asked of it: the dialog is centred before it
 * shows and again once the window system has answered. GTK's own file choosers are modal and cannot be
 * made otherwise: {@link #keepMaximized} maximises the window again after one.
 */
public final class DialogWindows {

    private static final PseudoClass DARK = PseudoClass.getPseudoClass("dark");
    /** Long enough for the window system's first answer, short enough to go unnoticed. */
    private static final Duration ANSWER = Duration.millis(150);

    private DialogWindows() {
    }

    /**
     * Owns {@code dialog} by {@code owner} (when there is one), modeless, styled as the owner is styled and
     * centred over it; for a dialog that is only shown ({@link Dialog#show()}), not waited for.
     */
    public static void prepare(Dialog<?> dialog, Window owner) {
        if (owner == null) {
            return;
        }
        dialog.initOwner(owner);
        dialog.initModality(Modality.NONE);
        DialogPane pane = dialog.getDialogPane();
        Scene ownerScene = owner.getScene();
        if (ownerScene != null) {
            pane.getStylesheets().setAll(ownerScene.getStylesheets());
            pane.pseudoClassStateChanged(DARK,
                    ownerScene.getRoot() != null && ownerScene.getRoot().getPseudoClassStates().contains(DARK));
        }
        pane.applyCss();
        double width = pane.prefWidth(-1);
        double height = pane.prefHeight(width);
        dialog.setX(owner.getX() + Math.max(0, (owner.getWidth() - width) / 2));
        dialog.setY(owner.getY() + Math.max(0, (owner.getHeight() - height) / 2));
        Window window = pane.getScene().getWindow();
        window.addEventHandler(WindowEvent.WINDOW_SHOWN, event -> {
            double shownWidth = window.getWidth();
            double shownHeight = window.getHeight();
            PauseTransition answered = new PauseTransition(ANSWER);
            answered.setOnFinished(done -> {
                // Some window managers map a new window at a minimum size: the size it was shown at, again.
                if (window.getWidth() < shownWidth - 1 || window.getHeight() < shownHeight - 1) {
                    window.setWidth(shownWidth);
                    window.setHeight(shownHeight);
                }
                centre(window, owner);
            });
            answered.play();
        });
    }

    /**
     * Shows {@code dialog} over {@code owner} as described above and waits for its answer; the keyboard
     * starts in {@code first} (null: where the dialog puts it).
     */
    public static <R> Optional<R> showAndWait(Dialog<R> dialog, Window owner, Node first) {
        prepare(dialog, owner);
        DialogPane pane = dialog.getDialogPane();
        Window window = pane.getScene().getWindow();
        EventHandler<Event> heldBack = Event::consume;
        ChangeListener<Boolean> refocus = (obs, was, focused) -> {
            if (focused && window.isShowing()) {
                Platform.runLater(window::requestFocus);
            }
        };
        if (owner != null) {
            owner.addEventFilter(InputEvent.ANY, heldBack);
            owner.addEventFilter(WindowEvent.WINDOW_CLOSE_REQUEST, heldBack);
            owner.focusedProperty().addListener(refocus);
        }
        dialog.setOnShown(event -> {
            if (first != null) {
                focus(first);
                // The dialog puts the focus on its own choice once shown: take it back after that.
                Platform.runLater(() -> focus(first));
            }
        });
        try {
            return dialog.showAndWait();
        } finally {
            if (owner != null) {
                owner.removeEventFilter(InputEvent.ANY, heldBack);
                owner.removeEventFilter(WindowEvent.WINDOW_CLOSE_REQUEST, heldBack);
                owner.focusedProperty().removeListener(refocus);
            }
        }
    }

    /**
     * The keyboard into {@code node}; in a text field the caret goes to the end rather than the text being
     * selected, so a stray key adds to it instead of replacing it (a Space then Enter cleared a description).
     */
    private static void focus(Node node) {
        node.requestFocus();
        if (node instanceof TextInputControl text) {
            text.end();
        }
    }

    /**
     * Runs a GTK file chooser (or anything else modal) over {@code owner} and maximises the owner again
     * afterwards if it was maximised before.
     */
    public static <T> T keepMaximized(Window owner, Supplier<T> chooser) {
        boolean maximized = owner instanceof Stage stage && stage.isMaximized();
        try {
            return chooser.get();
        } finally {
            if (maximized && !((Stage) owner).isMaximized()) {
                ((Stage) owner).setMaximized(true);
            }
        }
    }

    /** Centres {@code window} over {@code owner} unless it already is (within a pixel or two). */
    static void centre(Window window, Window owner) {
        if (!window.isShowing() || Double.isNaN(window.getX()) || window.getWidth() <= 0) {
            return;
        }
        double x = owner.getX() + Math.max(0, (owner.getWidth() - window.getWidth()) / 2);
        double y = owner.getY() + Math.max(0, (owner.getHeight() - window.getHeight()) / 2);
        if (Math.abs(window.getX() - x) > 2 || Math.abs(window.getY() - y) > 2) {
            window.setX(x);
            window.setY(y);
        }
    }
}

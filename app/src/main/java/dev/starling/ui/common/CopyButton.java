package dev.starling.ui.common;

import dev.starling.core.text.Messages;
import javafx.animation.PauseTransition;
import javafx.scene.control.Labeled;
import javafx.util.Duration;

/**
 * A copy button says "Copied" for a moment after it copied, so the person sees the click took (nothing
 * else on screen changes). Its width stays as it was, so the row beside it does not move.
 */
public final class CopyButton {

    /** How long "Copied" shows. */
    static final Duration SHOWN = Duration.millis(1500);
    private static final String PROPERTY = "starling.copyButton";

    private CopyButton() {
    }

    /** Makes {@code button} run {@code copy} when pressed, then say "Copied" for a moment. */
    public static <L extends javafx.scene.control.ButtonBase> L copies(L button, Runnable copy) {
        button.setOnAction(event -> {
            copy.run();
            copied(button);
        });
        return button;
    }

    /** Shows "Copied" on {@code button} for a moment (again from the start when pressed again meanwhile). */
    public static void copied(Labeled button) {
        State state = (State) button.getProperties().get(PROPERTY);
        if (state == null) {
            state = new State(button);
            button.getProperties().put(PROPERTY, state);
        }
        state.show();
    }

    /** The button's own text and width, put back when the moment is over. */
    private static final class State {
        private final Labeled button;
        private final PauseTransition moment = new PauseTransition(SHOWN);
        private String text;
        private double minWidth;
        private boolean showing;

        State(Labeled button) {
            this.button = button;
            moment.setOnFinished(event -> restore());
        }

        void show() {
            if (!showing && !button.textProperty().isBound()) {
                text = button.getText();
                minWidth = button.getMinWidth();
                button.setMinWidth(Math.max(button.getWidth(), minWidth));
                button.setText(Messages.text("copy.done"));
                button.pseudoClassStateChanged(javafx.css.PseudoClass.getPseudoClass("copied"), true);
                showing = true;
            }
            moment.playFromStart();
        }

        private void restore() {
            if (showing) {
                button.setText(text);
                button.setMinWidth(minWidth);
                button.pseudoClassStateChanged(javafx.css.PseudoClass.getPseudoClass("copied"), false);
                showing = false;
            }
        }
    }
}

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

    /**
     * Makes {@code button} run {@code copy} when pressed, then say "Copied" for a moment. Once laid out it keeps
     * the width "Copied" needs, so saying it neither cuts it short nor moves or squeezes its neighbours.
     */
    public static <L extends javafx.scene.control.ButtonBase> L copies(L button, Runnable copy) {
        button.setOnAction(event -> {
            copy.run();
            copied(button);
        });
        javafx.beans.value.ChangeListener<Number> reserve = new javafx.beans.value.ChangeListener<>() {
            @Override
            public void changed(javafx.beans.value.ObservableValue<? extends Number> obs, Number old, Number width) {
                if (width.doubleValue() > 0 && !button.textProperty().isBound()) {
                    button.widthProperty().removeListener(this);
                    double extra = textWidth(button, Messages.text("copy.done")) - textWidth(button, button.getText());
                    if (extra > 0) {
                        button.setMinWidth(Math.ceil(width.doubleValue() + extra));
                    }
                }
            }
        };
        button.widthProperty().addListener(reserve);
        return button;
    }

    private static double textWidth(Labeled button, String text) {
        javafx.scene.text.Text measured = new javafx.scene.text.Text(text.replace("_", ""));
        measured.setFont(button.getFont());
        return measured.getLayoutBounds().getWidth();
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

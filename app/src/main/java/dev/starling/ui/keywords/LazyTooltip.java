package dev.starling.ui.keywords;

import javafx.event.EventHandler;
import javafx.scene.control.Control;
import javafx.scene.control.Tooltip;
import javafx.scene.input.MouseEvent;

/**
 * A tooltip made when the pointer first reaches its control rather than with the control: a
 * {@link Tooltip} is a popup window and costs far more to make than the button it explains, and the
 * related-keyword chips and legend rows come by the dozen. The control's accessible help carries the
 * same text from the start.
 */
final class LazyTooltip {

    private LazyTooltip() {
    }

    static void install(Control control, String text) {
        control.setAccessibleHelp(text);
        EventHandler<MouseEvent> first = new EventHandler<>() {
            @Override
            public void handle(MouseEvent event) {
                control.removeEventHandler(MouseEvent.MOUSE_ENTERED, this);
                if (control.getTooltip() == null) {
                    control.setTooltip(new Tooltip(text));
                }
            }
        };
        control.addEventHandler(MouseEvent.MOUSE_ENTERED, first);
    }
}

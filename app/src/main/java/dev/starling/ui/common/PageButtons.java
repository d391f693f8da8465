package dev.starling.ui.common;

import javafx.scene.control.ButtonBase;

/** A list's Previous and Next buttons over its {@link CursorPages}: each goes there, and works only where there is a page. */
public final class PageButtons {

    private PageButtons() {
    }

    public static void bind(ButtonBase previous, ButtonBase next, CursorPages pages) {
        previous.disableProperty().bind(pages.hasPreviousProperty().not());
        previous.setOnAction(event -> pages.previous());
        next.disableProperty().bind(pages.hasNextProperty().not());
        next.setOnAction(event -> pages.next());
    }
}

package dev.starling.ui.common;

import javafx.scene.control.ListCell;
import javafx.scene.layout.Region;

/**
 * A list row drawn as a small card of labels (no cell text): an empty row shows nothing and no
 * tooltip; a filled one is drawn by {@link #show}. The card wraps within the list's width rather
 * than widening the list.
 */
public abstract class CardCell<T> extends ListCell<T> {

    /** Room the list keeps for its scroll bar and the cell's padding. */
    private static final double LIST_MARGIN = 24;

    /** @param card the row's graphic, filled in by {@link #show} */
    protected CardCell(Region card) {
        card.setMinWidth(0);
        card.prefWidthProperty().bind(widthProperty().subtract(LIST_MARGIN));
    }

    @Override
    protected final void updateItem(T item, boolean empty) {
        super.updateItem(item, empty);
        setText(null);
        if (empty || item == null) {
            setGraphic(null);
            setTooltip(null);
            return;
        }
        show(item);
    }

    /** Fills the card for {@code item}, sets it as the graphic and sets the tooltip. */
    protected abstract void show(T item);
}

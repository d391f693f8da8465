package dev.starling.ui.query;

import java.util.List;
import javafx.scene.control.TableCell;

/** A Data table cell whose long value can be seen whole (see {@link WholeValue}). */
final class WholeValueCell extends TableCell<List<String>, String> {

    private final String column;

    WholeValueCell(String column) {
        this.column = column;
    }

    @Override
    protected void updateItem(String item, boolean empty) {
        super.updateItem(item, empty);
        if (empty || item == null) {
            setText(null);
            setTooltip(null);
            setContextMenu(null);
            return;
        }
        WholeValue.offer(this, column, item, item);
    }
}

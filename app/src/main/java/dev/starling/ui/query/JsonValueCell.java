package dev.starling.ui.query;

import com.fasterxml.jackson.databind.JsonNode;
import javafx.geometry.Side;
import javafx.scene.Node;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.CustomMenuItem;
import javafx.scene.control.TableCell;
import javafx.scene.control.TreeView;
import javafx.scene.input.MouseButton;
import org.kordamp.ikonli.feather.Feather;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * A result table cell: a value in the user's locale, copyable whole (see {@link WholeValue}); a
 * nested object or array shows a chevron and a one-line summary, and a click (or Enter on the
 * selected cell) opens it as a tree under the cell, first level open. Rows keep one height and a
 * cell is only a label and an icon, so the table fills and scrolls any number of rows smoothly.
 */
final class JsonValueCell extends TableCell<JsonNode, JsonNode> {

    private final String column;
    private final ValueActions actions;
    private FontIcon chevron;

    JsonValueCell(String column, ValueActions actions) {
        this.column = column;
        this.actions = actions;
        setOnMouseClicked(event -> {
            if (event.getButton() == MouseButton.PRIMARY && getGraphic() != null
                    && (event.getClickCount() == 2 || event.getTarget() == chevron)) {
                open(this, column, getItem(), actions);
            }
        });
    }

    @Override
    protected void updateItem(JsonNode value, boolean empty) {
        super.updateItem(value, empty);
        if (empty || value == null || value.isNull()) {
            setGraphic(null);
            WholeValue.offer(this, actions, column, null, (String) null);
            return;
        }
        if (!value.isContainerNode() || value.isEmpty()) {
            setGraphic(null);
            WholeValue.offer(this, actions, column, CellText.shown(column, value), () -> CellText.raw(value));
            return;
        }
        if (chevron == null) {
            chevron = new FontIcon(Feather.CHEVRON_DOWN); // the icon itself: no search of the pack by its name
            chevron.getStyleClass().add("cell-toggle");
        }
        setGraphic(chevron);
        WholeValue.offer(this, actions, column, CellText.summary(value), () -> CellText.raw(value));
    }

    /** Shows a nested value as a tree in a popup under {@code anchor}; nothing for a plain value. */
    static void open(Node anchor, String column, JsonNode value, ValueActions actions) {
        if (value == null || !value.isContainerNode() || value.isEmpty()) {
            return;
        }
        TreeView<String> tree = new TreeView<>(JsonTreeItem.openToFirstLevel(value));
        tree.setShowRoot(false);
        tree.setCellFactory(view -> new JsonTreeCell(actions));
        tree.setPrefSize(Math.max(380, anchor.getLayoutBounds().getWidth()), 280);
        tree.setAccessibleText(column);
        CustomMenuItem item = new CustomMenuItem(tree, false);
        item.getStyleClass().add("nested-value-item");
        ContextMenu popup = new ContextMenu(item);
        popup.show(anchor, Side.BOTTOM, 0, 0);
        tree.requestFocus();
    }
}

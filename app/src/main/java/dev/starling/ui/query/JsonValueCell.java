package dev.starling.ui.query;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Set;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * A result table cell: a value in the user's locale, copyable whole (see {@link WholeValue}); a
 * nested object or array shows a one-line summary with a button that opens it in place, one member
 * per line, and closes it again. Which cells are open is kept per table, so scrolling keeps them.
 */
final class JsonValueCell extends TableCell<JsonNode, JsonNode> {

    private static final int EXPANDED_LINES = 200;

    private final String column;
    private final Set<JsonNode> open;

    /** @param open the table's open cells, by identity of the nested value */
    JsonValueCell(String column, Set<JsonNode> open) {
        this.column = column;
        this.open = open;
    }

    @Override
    protected void updateItem(JsonNode value, boolean empty) {
        super.updateItem(value, empty);
        setGraphic(null);
        if (empty || value == null || value.isNull()) {
            setText(null);
            setTooltip(null);
            setContextMenu(null);
            return;
        }
        if (!value.isContainerNode() || value.isEmpty()) {
            WholeValue.offer(this, column, CellText.shown(column, value), CellText.raw(value));
            return;
        }
        WholeValue.offer(this, column, null, CellText.raw(value));
        boolean expanded = open.contains(value);
        Button toggle = new Button(null, new FontIcon(expanded ? "fth-chevron-down" : "fth-chevron-right"));
        toggle.getStyleClass().addAll("flat", "cell-toggle");
        toggle.setAccessibleText(column);
        toggle.setOnAction(event -> {
            if (!open.remove(value)) {
                open.add(value);
            }
            updateItem(value, false);
        });
        Label summary = new Label(CellText.summary(value));
        summary.setMnemonicParsing(false);
        HBox line = new HBox(2, toggle, summary);
        line.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        if (!expanded) {
            setGraphic(line);
            return;
        }
        Label members = new Label(CellText.expanded(value, EXPANDED_LINES));
        members.setMnemonicParsing(false);
        members.getStyleClass().add("expanded-value");
        setGraphic(new VBox(2, line, members));
    }
}

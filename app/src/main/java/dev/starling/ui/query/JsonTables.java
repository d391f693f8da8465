package dev.starling.ui.query;

import dev.starling.ui.frames.PacedHeight;
import dev.starling.ui.frames.Frames;
import com.fasterxml.jackson.databind.JsonNode;
import dev.starling.core.query.answer.ObjectTable;
import java.util.List;
import java.util.function.BooleanSupplier;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.FXCollections;
import javafx.scene.control.SelectionMode;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TablePosition;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.layout.Region;
import javafx.scene.text.Text;

/**
 * The result tables (Data and each kind of Includes): one column per member, whole ids, nested
 * values opened from their cell, cells selectable and copied with Ctrl+C (tab-separated, as sent).
 * Tables are virtualised: only visible rows are ever built, whatever the size of the response.
 */
final class JsonTables {

    private static final KeyCombination COPY = new KeyCodeCombination(KeyCode.C, KeyCombination.SHORTCUT_DOWN);
    /** Nineteen digits, the longest id X sends, measured in the table's font. */
    private static final String LONGEST_ID = "8888888888888888888";
    /** Column headers made per pulse while a table gets new columns. */
    private static final int COLUMNS_PER_PULSE = 3;
    /** The column headers' height, in rows, with room to spare (the headers alone are a little under one row). */
    private static final double HEADER_ROWS = 1.5;

    private JsonTables() {
    }

    /** A table ready for {@link #fill}: cell selection and Ctrl+C. */
    static TableView<JsonNode> create(String id, ValueActions actions) {
        TableView<JsonNode> table = new TableView<>();
        table.setId(id);
        prepare(table, actions);
        return table;
    }

    static void prepare(TableView<JsonNode> table, ValueActions actions) {
        // One row height (set in query.css): the table never measures rows it does not show.
        table.getStyleClass().add("result-table");
        table.getSelectionModel().setCellSelectionEnabled(true);
        table.getSelectionModel().setSelectionMode(SelectionMode.MULTIPLE);
        // The rows are the answer's, read-only and made when shown: a sort could only fail, and trying
        // would first make every row (FX's sort copies the list out before it finds it cannot write back).
        table.setSortPolicy(view -> false);
        table.setOnKeyPressed(event -> {
            if (COPY.match(event)) {
                actions.clipboard().copy(selectedText(table));
                event.consume();
            } else if (event.getCode() == KeyCode.ENTER && table.getFocusModel().getFocusedCell() != null) {
                // Enter opens the focused cell's nested value, as a click on its chevron does.
                TablePosition<JsonNode, ?> focused = table.getFocusModel().getFocusedCell();
                if (focused.getTableColumn() != null && focused.getRow() >= 0) {
                    JsonValueCell.open(table, focused.getTableColumn().getText(),
                            (JsonNode) focused.getTableColumn().getCellData(focused.getRow()), actions);
                }
            }
        });
    }

    /**
     * Shows the objects. Making a row's cells (their skins, CSS and text) is what takes time, and a
     * whole screen of rows in one frame is a stall, so a table shows a new answer's rows a few a pulse
     * ({@link PacedHeight}). Columns stay when the new answer has the same ones (a refresh, the next
     * page), so the table keeps its cells and the user's widths; its rows still take their new values
     * a few a pulse.
     */
    static void fill(TableView<JsonNode> table, ObjectTable objects, Frames steps, ValueActions actions) {
        boolean sameColumns = table.getColumns().stream().map(TableColumn::getText).toList().equals(objects.columns());
        boolean hasRows = sameColumns && !table.getItems().isEmpty();
        // The prepared list is wrapped, not copied: no work here however many rows there are.
        AnswerRows<JsonNode> items = AnswerRows.firstOf(objects.rows(), 1);
        double rowHeight = table.getFixedCellSize() > 0 ? table.getFixedCellSize() : 30;
        // Rows are made only once every column is there (the headers alone meanwhile).
        table.setMaxHeight(hasRows ? Region.USE_COMPUTED_SIZE : rowHeight);
        table.setItems(items);
        BooleanSupplier stillSame = () -> table.getItems() == items;
        Runnable rows = () -> PacedHeight.grow(table, items, rowHeight, HEADER_ROWS, hasRows, stillSame, steps);
        if (sameColumns) {
            rows.run();
            return;
        }
        // A column header is a few controls with their CSS: a wide answer's headers come a few a pulse.
        List<TableColumn<JsonNode, JsonNode>> columns = columns(objects, actions);
        table.getColumns().setAll(columns.subList(0, Math.min(COLUMNS_PER_PULSE, columns.size())));
        steps.soon(new BooleanSupplier() {
            @Override
            public boolean getAsBoolean() {
                if (!stillSame.getAsBoolean()) {
                    return false;
                }
                int shown = table.getColumns().size();
                if (shown < columns.size()) {
                    table.getColumns().addAll(columns.subList(shown, Math.min(shown + COLUMNS_PER_PULSE, columns.size())));
                    steps.soon(this);
                    return true;
                }
                rows.run();
                return false;
            }
        });
    }

    private static List<TableColumn<JsonNode, JsonNode>> columns(ObjectTable objects, ValueActions actions) {
        double idWidth = new Text(LONGEST_ID).getLayoutBounds().getWidth() * 1.15 + 28;
        return objects.columns().stream().map(name -> {
            TableColumn<JsonNode, JsonNode> column = new TableColumn<>(name);
            column.setCellValueFactory(cell -> new ReadOnlyObjectWrapper<>(cell.getValue().get(name)));
            column.setCellFactory(col -> new JsonValueCell(name, actions));
            column.setSortable(false); // the rows keep the answer's order (see prepare)
            if (name.equals("id") || name.endsWith("_id") || name.endsWith("_ids") || name.equals("media_key")) {
                // A list of ids has the chevron before its first id.
                double width = name.endsWith("_ids") ? idWidth + 24 : idWidth;
                column.setMinWidth(width);
                column.setPrefWidth(width);
            } else {
                JsonNode first = objects.rows().isEmpty() ? null : objects.rows().get(0).get(name);
                column.setPrefWidth(name.equals("text") || name.equals("description") ? 420
                        : first != null && first.isContainerNode() ? 260
                        : CellText.isInstant(first) ? new Text(CellText.widestInstant()).getLayoutBounds().getWidth() * 1.1 + 24
                        : 160);
            }
            return column;
        }).toList();
    }

    static void clear(TableView<JsonNode> table) {
        table.setMaxHeight(Region.USE_COMPUTED_SIZE);
        table.getColumns().clear();
        table.setItems(FXCollections.observableArrayList());
    }

    /** The selected cells as sent, a tab between cells of one row and a line per row. */
    static String selectedText(TableView<JsonNode> table) {
        List<TablePosition> cells = table.getSelectionModel().getSelectedCells().stream()
                .sorted((a, b) -> a.getRow() != b.getRow() ? Integer.compare(a.getRow(), b.getRow())
                        : Integer.compare(a.getColumn(), b.getColumn())).map(cell -> (TablePosition) cell).toList();
        StringBuilder out = new StringBuilder();
        int row = -1;
        for (TablePosition<?, ?> cell : cells) {
            if (row != -1) {
                out.append(cell.getRow() == row ? "\t" : "\n");
            }
            row = cell.getRow();
            Object value = cell.getTableColumn() == null ? null : cell.getTableColumn().getCellData(row);
            out.append(CellText.raw((JsonNode) value));
        }
        return out.toString();
    }
}

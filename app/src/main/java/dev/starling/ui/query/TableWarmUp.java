package dev.starling.ui.query;

import com.fasterxml.jackson.databind.JsonNode;
import dev.starling.ui.common.TableRowsWarmUp;
import java.util.List;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;

/**
 * What the first rows of a result table need, loaded off the FX thread ({@link TableRowsWarmUp}) with the locale's
 * number and date data and a detached row of the inspector's own cells. Given to
 * the window's composition ({@link QueryViews#warmUps}), so it has run before the first answer is parsed rather
 * than after (when it was still loading classes as the first rows were made).
 */
final class TableWarmUp {

    private TableWarmUp() {
    }

    static Runnable create(ValueActions actions) {
        return new TableRowsWarmUp(List.of("dev.starling.ui.query.JsonValueCell", "dev.starling.ui.query.WholeValue"), () -> {
            CellText.loadLocaleData();
            TableView<JsonNode> table = JsonTables.create("warm-up", actions);
            TableColumn<JsonNode, JsonNode> column = new TableColumn<>("text");
            table.getColumns().add(column);
            TableRowsWarmUp.makeOneRow(table, column, new JsonValueCell("text", actions));
        });
    }
}

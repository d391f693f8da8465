package dev.starling.ui.query;

import java.util.List;

/**
 * Loads, off the FX thread, what the first rows of a result table need: JavaFX's row, cell and
 * header classes and the locale's number and date data. The first answer of a session would
 * otherwise load them in the frame that makes its first rows. Given to
 * {@link QueryViewModel#prepareWhileFetching}, so it runs while the answer is fetched and parsed rather
 * than after (when it was still loading classes as the first rows were made); does its work once.
 */
final class TableWarmUp implements Runnable {

    private static final List<String> CLASSES = List.of(
            "javafx.scene.control.TableRow",
            "javafx.scene.control.skin.TableRowSkinBase",
            "javafx.scene.control.skin.TableRowSkin",
            "javafx.scene.control.skin.CellSkinBase",
            "javafx.scene.control.skin.LabeledSkinBase",
            "javafx.scene.control.skin.TableCellSkinBase",
            "javafx.scene.control.skin.TableCellSkin",
            "com.sun.javafx.scene.control.behavior.CellBehaviorBase",
            "com.sun.javafx.scene.control.behavior.TableRowBehaviorBase",
            "com.sun.javafx.scene.control.behavior.TableRowBehavior",
            "com.sun.javafx.scene.control.behavior.TableCellBehaviorBase",
            "com.sun.javafx.scene.control.behavior.TableCellBehavior",
            "javafx.scene.control.skin.TableColumnHeader",
            "javafx.scene.control.skin.NestedTableColumnHeader",
            "javafx.scene.control.skin.TableHeaderRow",
            "dev.starling.ui.query.JsonValueCell",
            "dev.starling.ui.query.WholeValue");

    private volatile boolean done;

    /**
     * Makes one detached row of a result table with its skin and a cell, so the lambdas their
     * constructors and skins use are linked here: loading the classes is not enough, each lambda's
     * class is spun when it is first run, and the first table row of a session spun some forty of
     * them in its frame. Controls may be made off the FX thread while they belong to no scene.
     */
    private static void makeOneRow() {
        try {
            javafx.scene.control.TableView<com.fasterxml.jackson.databind.JsonNode> table = JsonTables.create("warm-up");
            javafx.scene.control.TableColumn<com.fasterxml.jackson.databind.JsonNode, com.fasterxml.jackson.databind.JsonNode> column =
                    new javafx.scene.control.TableColumn<>("text");
            table.getColumns().add(column);
            javafx.scene.control.TableRow<com.fasterxml.jackson.databind.JsonNode> row = new javafx.scene.control.TableRow<>();
            row.updateTableView(table);
            row.setSkin(new javafx.scene.control.skin.TableRowSkin<>(row));
            JsonValueCell cell = new JsonValueCell("text");
            cell.updateTableView(table);
            cell.updateTableColumn(column);
            cell.updateTableRow(row);
            cell.setSkin(new javafx.scene.control.skin.TableCellSkin<>(cell));
        } catch (RuntimeException notInThisJavaFx) {
            // Only a head start: what it did not link is linked when the first row is made.
        }
    }

    @Override
    public void run() {
        if (done) {
            return;
        }
        ClassLoader loader = TableWarmUp.class.getClassLoader();
        for (String name : CLASSES) {
            try {
                Class.forName(name, true, loader);
            } catch (ClassNotFoundException | LinkageError notInThisJavaFx) {
                // Only a head start: a class another JavaFX version lacks is loaded (or not) when used.
            }
        }
        CellText.loadLocaleData();
        makeOneRow();
        done = true;
    }
}

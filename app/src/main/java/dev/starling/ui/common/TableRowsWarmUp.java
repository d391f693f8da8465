package dev.starling.ui.common;

import java.util.ArrayList;
import java.util.List;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.skin.TableCellSkin;
import javafx.scene.control.skin.TableRowSkin;

/**
 * Loads, off the FX thread, what the first rows of a table need: JavaFX's row, cell and header classes (and a view's
 * own), then makes one detached row with a cell and their skins, so the lambdas their constructors and skins use are
 * linked too (loading the classes is not enough: each lambda's class is spun when it is first run, and the first table
 * row of a session spun some forty of them in its frame). Controls may be made off the FX thread while they belong to
 * no scene. Meant for a view-model's background task that runs before the table's first rows arrive (a query's fetch,
 * an upload preview's dry run); does its work once. Only a head start: whatever it could not do is done when the
 * first row is made.
 */
public final class TableRowsWarmUp implements Runnable {

    private static final List<String> TABLE_CLASSES = List.of(
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
            "javafx.scene.control.skin.TableHeaderRow");

    private final List<String> classes;
    private final Runnable more;
    private volatile boolean done;

    /**
     * @param viewClasses the view's own classes its rows use (cells, values)
     * @param more what else the first rows need (a locale's number data, a detached row of the view's own cells); run
     *     after the classes are loaded, its failures ignored
     */
    public TableRowsWarmUp(List<String> viewClasses, Runnable more) {
        this.classes = new ArrayList<>(TABLE_CLASSES);
        this.classes.addAll(viewClasses);
        this.more = more;
    }

    /** Just JavaFX's classes and one plain detached row of text cells. */
    public static TableRowsWarmUp plainTextRows() {
        return new TableRowsWarmUp(List.of(), () -> {
            TableView<String> table = new TableView<>();
            TableColumn<String, String> column = new TableColumn<>("text");
            table.getColumns().add(column);
            makeOneRow(table, column, new TableCell<>());
        });
    }

    /** A detached row of {@code table} with its skin, and {@code cell} of {@code column} in it with its skin. */
    public static <S, T> void makeOneRow(TableView<S> table, TableColumn<S, T> column, TableCell<S, T> cell) {
        TableRow<S> row = new TableRow<>();
        row.updateTableView(table);
        row.setSkin(new TableRowSkin<>(row));
        cell.updateTableView(table);
        cell.updateTableColumn(column);
        cell.updateTableRow(row);
        cell.setSkin(new TableCellSkin<>(cell));
    }

    @Override
    public void run() {
        if (done) {
            return;
        }
        ClassLoader loader = TableRowsWarmUp.class.getClassLoader();
        for (String name : classes) {
            try {
                Class.forName(name, true, loader);
            } catch (ClassNotFoundException | LinkageError notInThisJavaFx) {
                // a class another JavaFX version lacks is loaded (or not) when used
            }
        }
        try {
            more.run();
        } catch (RuntimeException notInThisJavaFx) {
            // what it did not link is linked when the first row is made
        }
        done = true;
    }
}

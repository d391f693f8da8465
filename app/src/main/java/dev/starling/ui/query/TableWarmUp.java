package dev.starling.ui.query;

import java.util.List;

/**
 * Loads, off the FX thread, what the first rows of a result table need: JavaFX's row, cell and
 * header classes and the locale's number and date data. The first answer of a session would
 * otherwise load them in the frame that makes its first rows. Given to
 * {@link QueryViewModel#prepareBeforeShowing}; does its work once.
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
        done = true;
    }
}

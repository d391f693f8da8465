package dev.starling.ui.query;

import dev.starling.ui.common.FxDialogs;
import dev.starling.ui.common.Messages;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.IndexedCell;
import javafx.scene.control.MenuItem;
import javafx.scene.control.OverrunStyle;
import javafx.scene.control.TextArea;
import javafx.scene.control.Tooltip;
import javafx.util.Duration;

/**
 * Long values (a 900-character URL, a 300-character post) in one-line cells: the cell keeps both
 * ends visible (the middle is elided, so a URL's end is never hidden), the tooltip shows the whole
 * value wrapped, and the context menu copies it or opens it in full.
 */
final class WholeValue {

    /** Values longer than this get the tooltip; shorter ones fit their cell. Every value gets the menu. */
    static final int LONG = 20;
    private static final int TOOLTIP_LIMIT = 4000;

    private WholeValue() {
    }

    /** Sets the cell's text and, for long values, the ways to see all of it. */
    static void offer(IndexedCell<?> cell, String name, String shown, String whole) {
        cell.setMnemonicParsing(false);
        cell.setTextOverrun(OverrunStyle.CENTER_ELLIPSIS);
        cell.setText(shown);
        if (whole == null || whole.isEmpty()) {
            cell.setTooltip(null);
            cell.setContextMenu(null);
            return;
        }
        if (whole.length() > LONG) {
            Tooltip tooltip = new Tooltip(whole.length() > TOOLTIP_LIMIT ? whole.substring(0, TOOLTIP_LIMIT) + "\u2026"
                    : whole);
            tooltip.setWrapText(true);
            tooltip.setMaxWidth(640);
            tooltip.setShowDuration(Duration.minutes(2));
            cell.setTooltip(tooltip);
        } else {
            cell.setTooltip(null);
        }
        MenuItem copy = new MenuItem(Messages.text("realx.query.copyValue"));
        copy.setOnAction(event -> FxDialogs.clipboard().copy(whole));
        MenuItem show = new MenuItem(Messages.text("realx.query.showValue"));
        show.setOnAction(event -> showWhole(cell, name, whole));
        cell.setContextMenu(new ContextMenu(copy, show));
    }

    private static void showWhole(IndexedCell<?> cell, String name, String whole) {
        TextArea area = new TextArea(whole);
        area.setEditable(false);
        area.setWrapText(true);
        area.setPrefColumnCount(70);
        area.setPrefRowCount(Math.min(20, 2 + whole.length() / 70));
        Alert alert = new Alert(Alert.AlertType.NONE, "", ButtonType.CLOSE);
        alert.setTitle(Messages.text("realx.query.valueTitle", name));
        alert.setHeaderText(Messages.text("realx.query.valueLength", whole.length()));
        alert.getDialogPane().setContent(area);
        alert.setResizable(true);
        if (cell.getScene() != null) {
            alert.initOwner(cell.getScene().getWindow());
        }
        alert.show();
    }
}

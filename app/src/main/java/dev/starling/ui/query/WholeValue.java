package dev.starling.ui.query;

import dev.starling.ui.common.DialogWindows;
import dev.starling.ui.common.FxDialogs;
import dev.starling.core.text.Messages;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.IndexedCell;
import javafx.scene.control.MenuItem;
import javafx.scene.control.OverrunStyle;
import javafx.scene.control.TextArea;
import javafx.scene.control.Tooltip;
import javafx.scene.input.ContextMenuEvent;
import javafx.scene.input.MouseEvent;
import java.util.function.Supplier;
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

    /**
     * Sets the cell's text and, for long values, the ways to see all of it. The tooltip and the menu
     * are made when first wanted (the pointer enters, a menu is asked for), once per cell, and then
     * act on whatever value the cell shows: filling a table's cells costs nothing extra.
     */
    static void offer(IndexedCell<?> cell, String name, String shown, String whole) {
        offer(cell, name, shown, () -> whole);
    }

    /**
     * As {@link #offer(IndexedCell, String, String, String)}, with the whole value made only when it
     * is wanted (a nested object's indented JSON, say, is not written for every cell a table fills).
     */
    static void offer(IndexedCell<?> cell, String name, String shown, Supplier<String> whole) {
        cell.setMnemonicParsing(false);
        cell.setTextOverrun(OverrunStyle.CENTER_ELLIPSIS);
        cell.setText(shown);
        Offer offer = (Offer) cell.getProperties().computeIfAbsent(Offer.class, key -> new Offer(cell));
        offer.name = name;
        offer.source = whole;
        offer.whole = null;
        if (cell.getTooltip() != null) {
            offer.installTooltip();
        }
    }

    /** One cell's tooltip and menu, acting on the value the cell shows now. */
    private static final class Offer {
        private final IndexedCell<?> cell;
        private Tooltip tooltip;
        private ContextMenu menu;
        private String name;
        private Supplier<String> source = () -> "";
        /** The value from {@link #source}, once asked for. */
        private String whole;

        Offer(IndexedCell<?> cell) {
            this.cell = cell;
            cell.addEventHandler(MouseEvent.MOUSE_ENTERED, event -> installTooltip());
            cell.addEventHandler(ContextMenuEvent.CONTEXT_MENU_REQUESTED, event -> {
                if (!whole().isEmpty()) {
                    menu().show(cell, event.getScreenX(), event.getScreenY());
                    event.consume();
                }
            });
        }

        String whole() {
            if (whole == null) {
                String made = source.get();
                whole = made == null ? "" : made;
            }
            return whole;
        }

        void installTooltip() {
            String whole = whole();
            if (whole.length() <= LONG) {
                cell.setTooltip(null);
                return;
            }
            if (tooltip == null) {
                tooltip = new Tooltip();
                tooltip.setWrapText(true);
                tooltip.setMaxWidth(640);
                tooltip.setShowDuration(Duration.minutes(2));
            }
            tooltip.setText(whole.length() > TOOLTIP_LIMIT ? whole.substring(0, TOOLTIP_LIMIT) + "\u2026" : whole);
            cell.setTooltip(tooltip);
        }

        private ContextMenu menu() {
            if (menu == null) {
                MenuItem copy = new MenuItem(Messages.text("realx.query.copyValue"));
                copy.setOnAction(event -> FxDialogs.clipboard().copy(whole()));
                MenuItem show = new MenuItem(Messages.text("realx.query.showValue"));
                show.setOnAction(event -> showWhole(cell, name, whole()));
                menu = new ContextMenu(copy, show);
            }
            return menu;
        }
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
            DialogWindows.prepare(alert, cell.getScene().getWindow());
        }
        alert.show();
    }
}

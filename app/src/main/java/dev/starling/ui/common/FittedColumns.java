package dev.starling.ui.common;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import javafx.beans.InvalidationListener;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.text.Font;
import javafx.scene.text.Text;

/**
 * Table columns as wide as what they show: each column takes the width of its header and of its
 * widest cell (measured in the table's font), and one column (the name) also takes whatever room is
 * left; when the table is too narrow for all of it, it scrolls sideways rather than cutting values
 * short. Columns stay resizable by hand; refitted when the rows change.
 */
public final class FittedColumns<S> {

    /** A cell's padding and a little air, beyond its text. */
    static final double PADDING = 22;
    /** Rows measured at most (a page of a list): beyond this the widths are the first rows'. */
    static final int MEASURED_ROWS = 1000;

    private final TableView<S> table;
    private final TableColumn<S, ?> filler;
    private final Map<TableColumn<S, ?>, Function<S, String>> texts = new LinkedHashMap<>();
    private final Text measure = new Text();

    private FittedColumns(TableView<S> table, TableColumn<S, ?> filler) {
        this.table = table;
        this.filler = filler;
    }

    /**
     * Fits {@code table}'s columns to their texts.
     *
     * @param filler the column that takes the room left (at least its own content)
     * @param texts what each column shows for a row (a column not named keeps its width)
     */
    public static <S> FittedColumns<S> fit(TableView<S> table, TableColumn<S, ?> filler,
                                           Map<TableColumn<S, ?>, Function<S, String>> texts) {
        FittedColumns<S> fitted = new FittedColumns<>(table, filler);
        fitted.texts.putAll(texts);
        table.setColumnResizePolicy(TableView.UNCONSTRAINED_RESIZE_POLICY);
        InvalidationListener refit = changed -> fitted.refit();
        table.getItems().addListener(refit);
        table.itemsProperty().addListener((obs, old, now) -> {
            if (old != null) {
                old.removeListener(refit);
            }
            if (now != null) {
                now.addListener(refit);
            }
            fitted.refit();
        });
        table.widthProperty().addListener(refit);
        // Again once cells exist: measured in their own font, which the theme sets.
        table.skinProperty().addListener((obs, old, now) -> javafx.application.Platform.runLater(fitted::refit));
        fitted.refit();
        return fitted;
    }

    /** Sizes every named column to its widest text, the filler to at least the room left. */
    public void refit() {
        Font font = font();
        measure.setFont(font);
        List<S> rows = table.getItems().subList(0, Math.min(MEASURED_ROWS, table.getItems().size()));
        double used = 0;
        for (Map.Entry<TableColumn<S, ?>, Function<S, String>> column : texts.entrySet()) {
            double widest = width(column.getKey().getText());
            for (S row : rows) {
                widest = Math.max(widest, width(column.getValue().apply(row)));
            }
            double fitted = Math.max(column.getKey().getMinWidth(), Math.ceil(widest + PADDING));
            column.getKey().setPrefWidth(fitted);
            if (column.getKey() != filler) {
                used += fitted;
            }
        }
        for (TableColumn<S, ?> column : table.getColumns()) {
            if (!texts.containsKey(column)) {
                used += column.getWidth();
            }
        }
        // The room left, less the vertical scroll bar's and the borders' share.
        double room = table.getWidth() - used - 20;
        if (room > filler.getPrefWidth()) {
            filler.setPrefWidth(Math.floor(room));
        }
    }

    private double width(String text) {
        if (text == null || text.isEmpty()) {
            return 0;
        }
        measure.setText(text);
        return measure.getLayoutBounds().getWidth();
    }

    /** The font the table's cells are drawn in (a rendered cell's), else the default one. */
    private Font font() {
        return table.lookupAll(".table-cell").stream().filter(node -> node instanceof javafx.scene.control.Labeled)
                .map(node -> ((javafx.scene.control.Labeled) node).getFont()).findFirst().orElse(Font.getDefault());
    }
}

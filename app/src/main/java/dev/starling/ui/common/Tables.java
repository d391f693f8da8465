package dev.starling.ui.common;

import javafx.collections.ObservableList;
import javafx.scene.control.TableView;
import javafx.scene.control.TableView.ResizeFeatures;
import javafx.util.Callback;

/** Table wiring the views share (the columns' own is {@link TableColumns}). */
public final class Tables {

    private Tables() {
    }

    /**
     * Shows {@code rows} in {@code table}, its columns sharing its width by {@code resize} (one of
     * {@code TableView}'s constrained policies), and the line {@code emptyKey} says while there are none.
     */
    public static <S> void rows(TableView<S> table, ObservableList<S> rows, Callback<ResizeFeatures, Boolean> resize,
                                String emptyKey) {
        table.setItems(rows);
        table.setColumnResizePolicy(resize);
        table.setPlaceholder(Placeholder.text(emptyKey));
    }
}

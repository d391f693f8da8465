package dev.starling.ui.common;

import dev.starling.core.text.Messages;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.value.ObservableValue;
import javafx.scene.control.TableColumn;

/** Table column wiring the views share: read-only text columns computed from their rows, or following a row's own values. */
public final class TableColumns {

    private TableColumns() {
    }

    /** Shows {@code value} of each row in {@code column}, read-only (a column declared in FXML). */
    public static <S> void text(TableColumn<S, String> column, Function<S, String> value) {
        column.setCellValueFactory(cell -> new ReadOnlyStringWrapper(value.apply(cell.getValue())));
    }

    /** A new read-only text column titled from the bundle ({@code titleKey}), {@code width} wide to begin with. */
    public static <S> TableColumn<S, String> text(String titleKey, double width, Function<S, String> value) {
        TableColumn<S, String> column = new TableColumn<>(Messages.text(titleKey));
        text(column, value);
        column.setPrefWidth(width);
        return column;
    }

    /**
     * A new text column whose cells follow {@code value} as it changes, without the row being replaced (a table
     * rebuilds every row it shows when one of its items is replaced).
     */
    public static <S> TableColumn<S, String> observed(String titleKey, double width, Function<S, ObservableValue<String>> value) {
        TableColumn<S, String> column = new TableColumn<>(Messages.text(titleKey));
        column.setCellValueFactory(cell -> value.apply(cell.getValue()));
        column.setPrefWidth(width);
        return column;
    }
}

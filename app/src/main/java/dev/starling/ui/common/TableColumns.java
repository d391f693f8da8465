package dev.starling.ui.common;

import dev.starling.core.text.Messages;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.scene.control.TableColumn;

/** Table column wiring the views share: read-only text columns computed from their rows. */
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
}

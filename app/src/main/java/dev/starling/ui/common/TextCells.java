package dev.starling.ui.common;

import java.util.function.Function;
import javafx.scene.control.ComboBox;
import javafx.scene.control.ListCell;
import javafx.scene.control.Tooltip;
import javafx.util.StringConverter;

/**
 * Items shown as a line of text in choices and lists, the way the views share: a converter that words an
 * item and never reads one back, and list cells that never take an underscore in a name (an API's
 * {@code audience_size}, a list called "Spring_CRM") for a mnemonic.
 */
public final class TextCells {

    private TextCells() {
    }

    /** Words each item with {@code text}, and no item as nothing; typed text is never read back. */
    public static <T> StringConverter<T> converter(Function<? super T, String> text) {
        return converter(text, "");
    }

    /** Words each item with {@code text}, and no item as {@code none} (e.g. "Ignore" for a column left out). */
    public static <T> StringConverter<T> converter(Function<? super T, String> text, String none) {
        return new StringConverter<>() {
            @Override
            public String toString(T item) {
                return item == null ? none : text.apply(item);
            }

            @Override
            public T fromString(String string) {
                return null;
            }
        };
    }

    /** Shows each item of {@code combo} with {@code text}, in the list and on the button. */
    public static <T> void combo(ComboBox<T> combo, Function<? super T, String> text) {
        combo.setConverter(converter(text));
        combo.setCellFactory(list -> cell(text));
        combo.setButtonCell(cell(text));
    }

    /** A list cell showing {@code text} of the item. */
    public static <T> ListCell<T> cell(Function<? super T, String> text) {
        return cell(text, null);
    }

    /** A list cell showing {@code text} of the item, with {@code tooltip} of it (e.g. the API's term) when given. */
    public static <T> ListCell<T> cell(Function<? super T, String> text, Function<? super T, String> tooltip) {
        return new ListCell<>() {
            @Override
            protected void updateItem(T item, boolean empty) {
                super.updateItem(item, empty);
                setMnemonicParsing(false);
                setText(empty || item == null ? null : text.apply(item));
                setTooltip(empty || item == null || tooltip == null ? null : new Tooltip(tooltip.apply(item)));
            }
        };
    }

    /** A list cell whose text wraps at the list's width rather than being cut at its edge (long lines read whole). */
    public static <T> ListCell<T> wrapping(Function<? super T, String> text) {
        return new ListCell<>() {
            @Override
            protected void updateItem(T item, boolean empty) {
                super.updateItem(item, empty);
                setMnemonicParsing(false);
                setWrapText(true);
                setPrefWidth(0);
                setText(empty || item == null ? null : text.apply(item));
            }
        };
    }
}

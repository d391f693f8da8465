package dev.starling.ui.ads;

import dev.starling.ui.Visibility;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import dev.starling.core.api.ads.AdAccount;
import java.time.Instant;
import dev.starling.ui.common.LocalFormat;
import java.util.List;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.scene.control.ComboBox;
import javafx.scene.control.ListCell;
import javafx.scene.control.TableColumn;
import javafx.util.StringConverter;

/** Cell and text helpers shared by the Ads workspaces (API names keep their underscores: no mnemonics). */
public final class AdsCells {

    private AdsCells() {
    }

    public static String when(Instant instant) {
        return LocalFormat.forUser().dateTime(instant);
    }

    public static String day(Instant instant) {
        return LocalFormat.forUser().date(instant);
    }

    public static String yesNo(boolean value) {
        return value ? "Yes" : "No";
    }

    public static String reasons(List<String> reasons) {
        return String.join(", ", reasons);
    }

    public static String size(Integer size) {
        return LocalFormat.forUser().number(size);
    }

    /** A read-only text column computed from the row. */
    public static <S> void textColumn(TableColumn<S, String> column, Function<S, String> text) {
        column.setCellValueFactory(cell -> new ReadOnlyObjectWrapper<>(text.apply(cell.getValue())));
        column.setCellFactory(col -> new javafx.scene.control.TableCell<>() {
            @Override
            protected void updateItem(String item, boolean empty) {
                super.updateItem(item, empty);
                setMnemonicParsing(false);
                setText(empty ? null : item);
                // The full text on hover, for narrow columns.
                setTooltip(empty || item == null || item.isEmpty() ? null : new javafx.scene.control.Tooltip(item));
            }
        });
    }

    /** Shows each item with {@code text} in the list and on the button, never parsing mnemonics. */
    public static <T> void comboText(ComboBox<T> combo, Function<T, String> text) {
        combo.setConverter(new StringConverter<>() {
            @Override
            public String toString(T item) {
                return item == null ? "" : text.apply(item);
            }

            @Override
            public T fromString(String string) {
                return null;
            }
        });
        combo.setCellFactory(list -> textCell(text));
        combo.setButtonCell(textCell(text));
    }

    public static <T> ListCell<T> textCell(Function<T, String> text) {
        return new ListCell<>() {
            @Override
            protected void updateItem(T item, boolean empty) {
                super.updateItem(item, empty);
                setMnemonicParsing(false);
                setText(empty || item == null ? null : text.apply(item));
            }
        };
    }

    /** The account picker: the accounts, the choice both ways, and the name with its id. */
    /**
     * The ad-account row both Ads workspaces share: the account choice, a refresh button and the
     * picker's notice (e.g. "Sign in first"), shown only when there is one.
     */
    public static void bindAccountRow(ComboBox<AdAccount> combo, Button refresh,
                                      Label notice, AdAccountPicker picker, Runnable onRefresh) {
        bindPicker(combo, picker);
        refresh.setOnAction(event -> onRefresh.run());
        notice.textProperty().bind(picker.noticeProperty());
        Visibility.showWhen(notice, picker.noticeProperty().isNotEmpty());
    }

    private static void bindPicker(ComboBox<AdAccount> combo, AdAccountPicker picker) {
        combo.setItems(picker.accounts());
        comboText(combo, AdAccount::label);
        combo.valueProperty().bindBidirectional(picker.selectedProperty());
        combo.disableProperty().bind(javafx.beans.binding.Bindings.isEmpty(picker.accounts()));
    }
}

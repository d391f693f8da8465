package dev.starling.ui.ads;

import dev.starling.ui.Visibility;
import dev.starling.ui.common.TableColumns;
import dev.starling.ui.common.TextCells;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import dev.starling.core.api.ads.AdAccount;
import java.time.Instant;
import dev.starling.ui.common.LocalFormat;
import java.util.List;
import java.util.function.Function;
import javafx.scene.control.ComboBox;
import javafx.scene.control.TableColumn;

/** Cell and text helpers shared by the Ads workspaces (API names keep their underscores: no mnemonics). */
public final class AdsCells {

    private AdsCells() {
    }

    public static String when(Instant instant) {
        return LocalFormat.forUser().dateTime(instant);
    }

    public static String day(Instant instant) {
        return AdsText.day(instant);
    }

    /** "Yes" / "No" in the user's words. */
    public static String yesNo(boolean value) {
        return AdsText.yesNo(value);
    }

    /** A read-only text column computed from the row; the full text on hover, for narrow columns. */
    public static <S> void textColumn(TableColumn<S, String> column, Function<S, String> text) {
        textColumn(column, text, null);
    }

    /**
     * A read-only text column whose tooltip is {@code tooltip} of the row (e.g. the API's own term
     * beside the marketer's word), or the cell's text when {@code tooltip} is null or gives nothing.
     */
    public static <S> void textColumn(TableColumn<S, String> column, Function<S, String> text,
                                      Function<S, String> tooltip) {
        TableColumns.text(column, text);
        column.setCellFactory(col -> new javafx.scene.control.TableCell<>() {
            @Override
            protected void updateItem(String item, boolean empty) {
                super.updateItem(item, empty);
                setMnemonicParsing(false);
                setText(empty ? null : item);
                S row = empty || getTableRow() == null ? null : getTableRow().getItem();
                String hint = row == null || tooltip == null ? null : tooltip.apply(row);
                String shown = hint == null || hint.isEmpty() ? item : item + "\n" + hint;
                setTooltip(empty || item == null || item.isEmpty() ? null : new javafx.scene.control.Tooltip(shown));
            }
        });
    }

    /**
     * The Size and Status columns of a list of audiences or do-not-reach lists: the size as
     * {@code sizeText} gives it and the status in words, each with the API's fields in its tooltip.
     *
     * @param sizeField the API's size field ({@code audience_size}, {@code list_size})
     */
    public static <S> void sizeAndStatus(TableColumn<S, String> size, TableColumn<S, String> status, String sizeField,
                                         Function<S, String> sizeText, Function<S, Integer> sizeOf,
                                         java.util.function.Predicate<S> targetable, Function<S, List<String>> reasons) {
        textColumn(size, sizeText, row -> AdsText.sizeHint(sizeField, sizeOf.apply(row), reasons.apply(row)));
        textColumn(status, row -> AdsText.status(targetable.test(row), reasons.apply(row)),
                row -> AdsText.statusTerms(targetable.test(row), reasons.apply(row)));
    }

    /**
     * Tells {@code shown} whether {@code node} is on screen: in a scene whose window is showing. A
     * workspace switched away from leaves the scene; a closed window stops showing.
     */
    public static void whileShowing(javafx.scene.Node node, java.util.function.Consumer<Boolean> shown) {
        node.sceneProperty().flatMap(javafx.scene.Scene::windowProperty).flatMap(javafx.stage.Window::showingProperty)
                .orElse(false).addListener((obs, old, now) -> shown.accept(now));
    }

    /**
     * The ad-account row the Ads workspaces share ({@link AccountRow}, the flexible audiences' own): the account
     * choice, a refresh button and the picker's notice (e.g. "Sign in first"), shown only when there is one.
     */
    public static void bindAccountRow(ComboBox<AdAccount> combo, Button refresh,
                                      Label notice, AdAccountPicker picker, Runnable onRefresh) {
        bindPicker(combo, picker);
        refresh.setOnAction(event -> onRefresh.run());
        Visibility.showText(notice, picker.noticeProperty());
    }

    /** The account picker: the accounts, the choice both ways, and the name with its id. */
    private static void bindPicker(ComboBox<AdAccount> combo, AdAccountPicker picker) {
        combo.setItems(picker.accounts());
        TextCells.combo(combo, AdAccount::label);
        combo.valueProperty().bindBidirectional(picker.selectedProperty());
        combo.disableProperty().bind(javafx.beans.binding.Bindings.isEmpty(picker.accounts()));
    }
}

package dev.starling.ui.common;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.ui.OwnWindow;
import java.util.concurrent.atomic.AtomicReference;
import javafx.collections.FXCollections;
import javafx.scene.control.ComboBox;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.util.StringConverter;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;

/** Choices and list cells word their items with the function given, take no underscore for a mnemonic, and read nothing back. */
class TextCellsTest {

    private final FxRobot robot = new FxRobot();

    @BeforeAll
    static void toolkit() throws Exception {
        OwnWindow.toolkit();
    }

    @Test
    void theConverterWordsEachItemAndNoItemAsNothingOrTheWordForNone() {
        StringConverter<Integer> plain = TextCells.converter(n -> "list " + n);
        StringConverter<Integer> ignoring = TextCells.converter(n -> "list " + n, "Ignore");

        assertThat(plain.toString(2)).isEqualTo("list 2");
        assertThat(plain.toString(null)).isEmpty();
        assertThat(ignoring.toString(null)).isEqualTo("Ignore");
        assertThat(ignoring.toString(3)).isEqualTo("list 3");
        assertThat(plain.fromString("list 2")).as("typed text is never taken for an item").isNull();
    }

    @Test
    void aCellShowsTheWordedItemWithItsTooltipAndAnUnderscoreAsWritten() {
        ListCell<String> cell = shown(TextCells.cell(name -> "Audience " + name, name -> "id " + name.length()),
                "Spring_CRM");

        assertThat(cell.getText()).isEqualTo("Audience Spring_CRM");
        assertThat(cell.isMnemonicParsing()).as("Spring_CRM has no Alt key").isFalse();
        assertThat(cell.getTooltip().getText()).isEqualTo("id 10");
        assertThat(shown(TextCells.<String>cell(name -> "Audience " + name), null).getText())
                .as("an empty row says nothing").isNull();
    }

    @Test
    void aWrappingCellWrapsAtTheListsWidthInsteadOfWideningIt() {
        ListCell<String> cell = shown(TextCells.wrapping(line -> line), "a long error line from X");

        assertThat(cell.getText()).isEqualTo("a long error line from X");
        assertThat(cell.isWrapText()).isTrue();
        assertThat(cell.getPrefWidth()).as("as wide as the list gives it, not as its text").isZero();
    }

    @Test
    void aComboShowsTheWordedChoiceInItsListAndOnItsButton() {
        AtomicReference<ComboBox<Integer>> made = new AtomicReference<>();
        robot.interact(() -> {
            ComboBox<Integer> combo = new ComboBox<>(FXCollections.observableArrayList(1, 2));
            TextCells.combo(combo, n -> "list_" + n);
            made.set(combo);
        });
        ComboBox<Integer> combo = made.get();

        assertThat(combo.getConverter().toString(2)).isEqualTo("list_2");
        assertThat(shown(combo.getButtonCell(), 2).getText()).isEqualTo("list_2");
        ListCell<Integer> listed = shown(combo.getCellFactory().call(new ListView<>()), 1);
        assertThat(listed.getText()).isEqualTo("list_1");
        assertThat(listed.isMnemonicParsing()).isFalse();
    }

    /** The cell as a list shows {@code item} in its first row. */
    private <T> ListCell<T> shown(ListCell<T> cell, T item) {
        robot.interact(() -> {
            ListView<T> list = new ListView<>(FXCollections.observableArrayList(java.util.Collections.singletonList(item)));
            cell.updateListView(list);
            cell.updateIndex(0);
        });
        return cell;
    }
}

package dev.starling.ui.query;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.AbstractList;
import java.util.ArrayList;
import java.util.List;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.ObservableList;
import org.junit.jupiter.api.Test;

class AnswerRowsTest {

    @Test
    void itemsReplacedByTheSameAnswerAgainAreToldWithoutReadingARow() {
        SimpleObjectProperty<ObservableList<String>> items = new SimpleObjectProperty<>(AnswerRows.of(rowsNotToBeRead()));
        List<Object> told = new ArrayList<>();
        items.addListener((property, was, now) -> told.add(now));

        AnswerRows<String> again = AnswerRows.of(rowsNotToBeRead());
        items.set(again);

        assertThat(told).containsExactly(again);
    }

    @Test
    void readsThroughToTheAnswer() {
        AnswerRows<String> rows = AnswerRows.of(List.of("a", "b"));

        assertThat(rows).containsExactly("a", "b");
        assertThat(rows.equals(rows)).isTrue();
        assertThat(rows.equals(AnswerRows.of(List.of("a", "b")))).isFalse();
    }

    @Test
    void showingMoreRowsIsToldAsTheAdditionOfTheNewOnesOnly() {
        AnswerRows<String> rows = AnswerRows.firstOf(List.of("a", "b", "c", "d"), 1);
        List<String> told = new ArrayList<>();
        rows.addListener((javafx.collections.ListChangeListener<String>) change -> {
            while (change.next()) {
                told.add((change.wasAdded() ? "added " : "other ") + change.getFrom() + ".." + change.getTo()
                        + " " + change.getAddedSubList());
            }
        });

        assertThat(rows).containsExactly("a");
        rows.show(3);
        rows.show(2);
        rows.showAll();

        assertThat(told).containsExactly("added 1..3 [b, c]", "added 3..4 [d]");
        assertThat(rows).containsExactly("a", "b", "c", "d");
        assertThat(rows.showsAll()).isTrue();
    }

    @Test
    void aRowNotYetShownIsNotInTheList() {
        AnswerRows<String> rows = AnswerRows.firstOf(rowsNotToBeRead(), 1);

        assertThat(rows).hasSize(1);
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> rows.get(1)).isInstanceOf(IndexOutOfBoundsException.class);
    }

    /** Three rows, each failing the test when read. */
    private static List<String> rowsNotToBeRead() {
        return new AbstractList<>() {
            @Override
            public String get(int index) {
                throw new AssertionError("row " + index + " was read");
            }

            @Override
            public int size() {
                return 3;
            }
        };
    }
}

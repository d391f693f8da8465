package dev.starling.ui.query;

import java.util.List;
import javafx.collections.ObservableListBase;

/**
 * An answer's rows, cards or Raw lines as a list view's or table's items: read-only, each made when
 * it is read, and equal only to itself. A control compares its old items with its new ones when they
 * are replaced, and a list's own equals reads both element by element: for the same 10 MB query sent
 * again that made and compared all 14,000 rows and 500,000 lines on the FX thread, 0.4 s.
 */
final class AnswerRows<E> extends ObservableListBase<E> {

    private final List<E> rows;

    private AnswerRows(List<E> rows) {
        this.rows = rows;
    }

    static <E> AnswerRows<E> of(List<E> rows) {
        return new AnswerRows<>(rows);
    }

    @Override
    public E get(int index) {
        return rows.get(index);
    }

    @Override
    public int size() {
        return rows.size();
    }

    @Override
    public boolean equals(Object other) {
        return this == other;
    }

    @Override
    public int hashCode() {
        return System.identityHashCode(this);
    }
}

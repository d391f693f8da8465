package dev.starling.ui.query;

import dev.starling.ui.frames.PacedHeight;
import java.util.List;
import javafx.collections.ObservableListBase;

/**
 * An answer's rows, cards or Raw lines as a list view's or table's items: read-only, each made when
 * it is read, and equal only to itself. A control compares its old items with its new ones when they
 * are replaced, and a list's own equals reads both element by element: for the same 10 MB query sent
 * again that made and compared every row and Raw line of both answers on the FX thread, in one frame.
 */
final class AnswerRows<E> extends ObservableListBase<E> implements PacedHeight.Rows {

    private final List<E> rows;
    private int shown;

    private AnswerRows(List<E> rows, int shown) {
        this.rows = rows;
        this.shown = shown;
    }

    static <E> AnswerRows<E> of(List<E> rows) {
        return new AnswerRows<>(rows, rows.size());
    }

    /** The rows with only the first {@code shown} in the list at first; {@link #show} adds the others. */
    static <E> AnswerRows<E> firstOf(List<E> rows, int shown) {
        return new AnswerRows<>(rows, Math.min(shown, rows.size()));
    }

    /** Lets the list hold the first {@code count} rows (at most all of them), told as an addition. */
    @Override
    public void show(int count) {
        int now = Math.min(count, rows.size());
        if (now > shown) {
            beginChange();
            nextAdd(shown, now);
            shown = now;
            endChange();
        }
    }

    @Override
    public void showAll() {
        show(rows.size());
    }

    @Override
    public boolean showsAll() {
        return shown == rows.size();
    }

    @Override
    public int shown() {
        return shown;
    }

    @Override
    public E get(int index) {
        return rows.get(java.util.Objects.checkIndex(index, shown));
    }

    @Override
    public int size() {
        return shown;
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

package dev.starling.ui.common;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;

/**
 * Where a view-model is in a list the Ads API pages with cursors: X gives only a next cursor, so
 * Previous goes back through the cursors of the pages seen before. The view-model lists a page with
 * the cursor it is handed and reports what came back with {@link #landed}.
 */
public final class CursorPages {

    private final Consumer<String> list;
    private final List<String> earlierCursors = new ArrayList<>();
    private final ReadOnlyBooleanWrapper hasNext = new ReadOnlyBooleanWrapper(this, "hasNext");
    private final ReadOnlyBooleanWrapper hasPrevious = new ReadOnlyBooleanWrapper(this, "hasPrevious");
    private final ReadOnlyIntegerWrapper pageNumber = new ReadOnlyIntegerWrapper(this, "pageNumber", 1);
    private String currentCursor;
    private String nextCursor;

    /** @param list lists the page at the cursor it is given (null: the first page) */
    public CursorPages(Consumer<String> list) {
        this.list = list;
    }

    public ReadOnlyBooleanProperty hasNextProperty() { return hasNext.getReadOnlyProperty(); }
    public ReadOnlyBooleanProperty hasPreviousProperty() { return hasPrevious.getReadOnlyProperty(); }
    public ReadOnlyIntegerProperty pageNumberProperty() { return pageNumber.getReadOnlyProperty(); }

    public void first() {
        earlierCursors.clear();
        list.accept(null);
    }

    /** The page on screen again, e.g. after an edit changed it. */
    public void reload() {
        list.accept(currentCursor);
    }

    public void next() {
        if (hasNext.get()) {
            earlierCursors.add(currentCursor);
            list.accept(nextCursor);
        }
    }

    public void previous() {
        if (!earlierCursors.isEmpty()) {
            list.accept(earlierCursors.remove(earlierCursors.size() - 1));
        }
    }

    /** The page at {@code cursor} is on screen; {@code next} is X's next cursor (null at the end). */
    public void landed(String cursor, String next) {
        currentCursor = cursor;
        nextCursor = next;
        hasNext.set(next != null);
        hasPrevious.set(!earlierCursors.isEmpty());
        pageNumber.set(earlierCursors.size() + 1);
    }
}

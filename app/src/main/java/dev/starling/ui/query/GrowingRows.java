package dev.starling.ui.query;

import dev.starling.ui.frames.Frames;
import java.util.function.BooleanSupplier;
import javafx.scene.layout.Region;

/**
 * Lets a result table (or a list) show a new answer's rows a few a pulse, paced by what the last
 * pulse cost the FX thread ({@link RowPace}), without repainting the whole table at every step.
 * <p>
 * A table makes every row that fits its height in the frame it is laid out (a skin, CSS and text
 * for each cell), so a screen of rows in one frame is a stall. Growing the table's height a few
 * rows a pulse ({@link GrowingHeight}) avoids that, but each step changes the table's size, and a
 * table whose size changes is repainted whole, which on a software renderer costs more each frame
 * as the table fills (docs/perf/query-inspector.md). So this grows in two phases:
 * <ol>
 * <li>the height, holding only the first row: the rows below are empty (cheap to make and to draw);
 *     skipped when the table already has its rows (the same columns again: a refresh, the next page);
 * <li>the rows, at full height: the list gains a few rows a pulse ({@link AnswerRows#show}), so
 *     only the rows that get their values are drawn; once the shown rows fill the table, the list
 *     gains all the others at once (which only adds the scroll bar).
 * </ol>
 * A newer answer (or any other change of the items) lets the table go at once.
 */
final class GrowingRows {

    private GrowingRows() {
    }

    /**
     * @param items     the control's items, showing its first row
     * @param rowHeight the height of one row
     * @param above     the height above the rows (a table's column headers), in rows
     * @param hasRows   whether the control already has a screen of rows (skips the first phase)
     * @param stillSame whether these items are still the control's
     */
    static void grow(Region control, AnswerRows<?> items, double rowHeight, double above, boolean hasRows,
            BooleanSupplier stillSame, Frames steps) {
        if (items.showsAll()) { // no rows, or one: nothing to pace
            control.setMaxHeight(Region.USE_COMPUTED_SIZE);
            return;
        }
        control.setMaxHeight(hasRows ? Region.USE_COMPUTED_SIZE : (above + 1) * rowHeight);
        steps.soon(new BooleanSupplier() {
            private RowPace pace = RowPace.ofCurrentThread();
            private boolean fullHeight = hasRows;
            private int rowsHigh = 1;

            @Override
            public boolean getAsBoolean() {
                if (!stillSame.getAsBoolean()) {
                    control.setMaxHeight(Region.USE_COMPUTED_SIZE);
                    return true;
                }
                if (!fullHeight) {
                    rowsHigh += pace.next();
                    double next = (above + rowsHigh) * rowHeight;
                    double room = control.getParent() == null ? 0 : control.getParent().getLayoutBounds().getHeight();
                    if (next >= room) {
                        control.setMaxHeight(Region.USE_COMPUTED_SIZE);
                        fullHeight = true;
                        pace = RowPace.ofCurrentThread(); // filling a row costs less than making one
                    } else {
                        control.setMaxHeight(next);
                    }
                    steps.soon(this);
                    return true;
                }
                int fit = (int) Math.ceil(control.getHeight() / rowHeight - above) + 1;
                int next = items.shown() + pace.next();
                if (next >= fit) {
                    items.showAll();
                } else {
                    items.show(next);
                    steps.soon(this);
                }
                return true;
            }
        });
    }
}

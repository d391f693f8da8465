package dev.starling.ui.query;

import dev.starling.ui.frames.Frames;
import java.util.function.BooleanSupplier;
import javafx.scene.layout.Region;

/**
 * Lets a virtualised control (the Joined list, Raw's tree, the headers table; result tables use
 * {@link GrowingRows}, which repaints less) make its rows a few a pulse: a
 * table or list makes every row that fits its height in the frame it is laid out (a skin, CSS and
 * text for each cell), and a screen of them in one frame is a stall. Its maximum height starts at
 * one row and grows, a pulse at a time, by as many rows as fit a frame's budget ({@link RowPace}),
 * until it fills its place; then it is let go. The rows appear from the top over a few frames.
 */
final class GrowingHeight {

    private GrowingHeight() {
    }

    /**
     * @param rowHeight the height of one row (an estimate, for rows of varying height)
     * @param above     the height above the rows (a table's column headers), in rows
     * @param stillSame whether the rows being made are still the ones shown (not replaced by a newer answer)
     */
    static void grow(Region control, double rowHeight, double above, BooleanSupplier stillSame, Frames steps) {
        // The headers alone first (a table), then one row (the first a JVM makes loads their classes), then more.
        control.setMaxHeight(rowHeight);
        RowPace pace = RowPace.ofCurrentThread();
        steps.soon(new BooleanSupplier() {
            private int rows;

            @Override
            public boolean getAsBoolean() {
                rows += pace.next();
                double next = (above + rows) * rowHeight;
                double room = control.getParent() == null ? 0 : control.getParent().getLayoutBounds().getHeight();
                if (!stillSame.getAsBoolean() || next >= room) {
                    control.setMaxHeight(Region.USE_COMPUTED_SIZE);
                } else {
                    control.setMaxHeight(next);
                    steps.soon(this);
                }
                return true;
            }
        });
    }
}

package dev.starling.ui.frames;

import java.util.function.BooleanSupplier;
import javafx.scene.layout.Region;

/**
 * Lets a virtualised control (a table, list or tree) make a new answer's rows a few a pulse, as many as
 * fit a frame's budget ({@link RowBudget}, from what the last pulse cost the FX thread). A control makes
 * every row that fits its height in the frame it is laid out (a skin, CSS and text for each cell), so a
 * screen of rows in one frame is a stall; its maximum height starts at one row and grows, a pulse at a
 * time, until it fills its place, then it is let go.
 * <p>
 * A control whose size changes is repainted whole, which on a software renderer costs more each frame as
 * it fills (docs/perf/query-inspector.md). So a control whose rows can be held back ({@link Rows}: the
 * result tables) grows in two phases: first the height, holding only the first row (the rows below are
 * empty: cheap to make and to draw), skipped when it already has its rows; then the rows, at full height,
 * a few a pulse, so only the rows that get their values are drawn, and once they fill the control all
 * the others at once (which only adds the scroll bar). A newer answer lets the control go at once.
 */
public final class PacedHeight {

    /** A control's items that show only their first rows until told to show more. */
    public interface Rows {

        int shown();

        void show(int count);

        void showAll();

        boolean showsAll();
    }

    private PacedHeight() {
    }

    /**
     * Grows the height only (the Joined list, Raw's tree, the headers table): the rows appear from the top.
     * The control gets its rows ({@code attach}: a tree's root, a list's items) once it is laid out at its
     * first height, one row: a tree view lays its rows out in the very call that gives it a root (its skin
     * sets the flow's cell count, which lays the flow out at the height it has then), so a root given at full
     * height made a screen of rows in that frame, however the height was held afterwards.
     *
     * @param rowHeight the height of one row (an estimate, for rows of varying height)
     * @param above     the height above the rows (a table's column headers), in rows
     * @param attach    gives the control its rows
     * @param stillSame whether the rows being made are still the ones shown (not replaced by a newer answer)
     */
    public static void grow(Region control, double rowHeight, double above, Runnable attach, BooleanSupplier stillSame,
                            Frames frames) {
        // The headers alone first (a table), then one row (the first a JVM makes loads their classes), then more.
        control.setMaxHeight(rowHeight);
        frames.soon(new BooleanSupplier() {
            private boolean waited;

            @Override
            public boolean getAsBoolean() {
                if (!stillSame.getAsBoolean()) {
                    control.setMaxHeight(Region.USE_COMPUTED_SIZE);
                    return true;
                }
                // A pulse's layout after the height was held has made it one row (or as small as the control goes).
                if (!waited && control.getHeight() > Math.max(rowHeight, control.minHeight(-1)) + 0.5) {
                    waited = true;
                    frames.soon(this);
                    return true;
                }
                attach.run();
                frames.soon(new Growth(control, null, rowHeight, above, false, 0, stillSame, frames));
                return true;
            }
        });
    }

    /**
     * Grows the height holding the first row, then the rows (the result tables).
     *
     * @param rows    the control's items, showing its first row
     * @param hasRows whether the control already has a screen of rows (skips the height phase)
     */
    public static void grow(Region control, Rows rows, double rowHeight, double above, boolean hasRows,
                            BooleanSupplier stillSame, Frames frames) {
        if (rows.showsAll()) { // no rows, or one: nothing to pace
            control.setMaxHeight(Region.USE_COMPUTED_SIZE);
            return;
        }
        control.setMaxHeight(hasRows ? Region.USE_COMPUTED_SIZE : (above + 1) * rowHeight);
        frames.soon(new Growth(control, rows, rowHeight, above, hasRows, 1, stillSame, frames));
    }

    /** One pulse's step, queued again until the control is full. */
    private static final class Growth implements BooleanSupplier {
        private final Region control;
        private final Rows rows;
        private final double rowHeight;
        private final double above;
        private final BooleanSupplier stillSame;
        private final Frames frames;
        private RowBudget budget = RowBudget.ofCurrentThread();
        private boolean fullHeight;
        private int rowsHigh;

        Growth(Region control, Rows rows, double rowHeight, double above, boolean fullHeight, int rowsHigh,
               BooleanSupplier stillSame, Frames frames) {
            this.control = control;
            this.rows = rows;
            this.rowHeight = rowHeight;
            this.above = above;
            this.fullHeight = fullHeight;
            this.rowsHigh = rowsHigh;
            this.stillSame = stillSame;
            this.frames = frames;
        }

        @Override
        public boolean getAsBoolean() {
            if (!stillSame.getAsBoolean()) {
                control.setMaxHeight(Region.USE_COMPUTED_SIZE);
                return true;
            }
            if (!fullHeight) {
                rowsHigh += budget.next();
                double next = (above + rowsHigh) * rowHeight;
                double room = control.getParent() == null ? 0 : control.getParent().getLayoutBounds().getHeight();
                if (next < room) {
                    control.setMaxHeight(next);
                } else {
                    control.setMaxHeight(Region.USE_COMPUTED_SIZE);
                    if (rows == null) {
                        return true;
                    }
                    fullHeight = true;
                    budget = RowBudget.ofCurrentThread(); // filling a row costs less than making one
                }
                frames.soon(this);
                return true;
            }
            int fit = (int) Math.ceil(control.getHeight() / rowHeight - above) + 1;
            int next = rows.shown() + budget.next();
            if (next >= fit) {
                rows.showAll();
            } else {
                rows.show(next);
                frames.soon(this);
            }
            return true;
        }
    }
}

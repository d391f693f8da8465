package dev.starling.ui.keywords;

/**
 * How many columns the legend's rows take (ADR 22): one while there are few series (up to five, each
 * row's figures whole on its line) or little room; more side by side once the rows would not fit
 * under the chart, each column at least {@link #MIN_WIDTH} wide so a name and the buttons stay on one
 * line (the figures wrap under it, never cut short). Ten series on a 1280 x 800 window become two
 * columns of five rows. Plain arithmetic, no toolkit.
 */
final class LegendColumns {

    /** The narrowest column a legend row is still readable in (name, some figures, two buttons). */
    static final double MIN_WIDTH = 360;
    /** Up to this many rows stay in one column: side by side they would only be harder to scan. */
    static final int ONE_COLUMN_ROWS = 5;

    private LegendColumns() {
    }

    /**
     * @param rows the legend's rows (series)
     * @param width the width the legend has
     * @param gap the space between two columns
     */
    static int count(int rows, double width, double gap) {
        if (rows <= ONE_COLUMN_ROWS) {
            return 1;
        }
        int fit = (int) Math.floor((width + gap) / (MIN_WIDTH + gap));
        int wanted = (int) Math.ceil(rows / (double) ONE_COLUMN_ROWS);
        return Math.max(1, Math.min(fit, wanted));
    }

    /** Each column's width when {@code columns} share {@code width}. */
    static double columnWidth(int columns, double width, double gap) {
        return Math.max(0, (width - gap * (columns - 1)) / columns);
    }
}

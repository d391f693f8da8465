package dev.starling.ui.keywords;

import java.util.Arrays;

/**
 * Which points of a series are drawn: per pixel column the first, lowest, highest and last point in
 * it (the classic M4 reduction), which draws the same picture as every point, with a pen lift
 * ({@link #BREAK}) where buckets are missing so a gap is never bridged. The column of a point
 * depends only on its time, the period and the number of columns, and lowest and highest are taken
 * on the exact volumes: the log scale and the indexed mode are monotonic in the volume, so the same
 * points serve every mode and a toggle never thins again. Only what is drawn is thinned; the series,
 * the hover values and the exports keep every point. Plain data: it runs off the FX thread.
 */
final class DrawnLine {

    /** In {@link #thin}'s result: lift the pen before the next index. */
    static final int BREAK = -1;

    private DrawnLine() {
    }

    /**
     * The indexes to draw, in order, with {@link #BREAK} between pieces.
     *
     * @param from time at the left edge (epoch milliseconds)
     * @param to time at the right edge
     * @param columns pixel columns between the edges
     */
    static int[] thin(long[] times, long[] volumes, long step, long from, long to, int columns) {
        Builder kept = new Builder(Math.min(times.length * 2 + 4, columns * 5 + 8));
        double perMilli = Math.max(1, columns) / (double) Math.max(1, to - from);
        Column column = new Column();
        for (int i = 0; i < times.length; i++) {
            if (i > 0 && step > 0 && times[i] - times[i - 1] > step * 3 / 2) {
                column.flush(kept);
                kept.add(BREAK);
            }
            long pixel = (long) Math.floor((times[i] - from) * perMilli);
            if (column.count > 0 && pixel != column.pixel) {
                column.flush(kept);
            }
            column.add(pixel, i, volumes[i]);
        }
        column.flush(kept);
        return kept.toArray();
    }

    /** The points of one pixel column so far: first, lowest, highest, last. */
    private static final class Column {
        long pixel;
        int count;
        int first;
        int lowest;
        int highest;
        int last;
        long low;
        long high;

        void add(long pixel, int index, long volume) {
            if (count == 0) {
                this.pixel = pixel;
                first = lowest = highest = index;
                low = high = volume;
            }
            if (volume < low) {
                low = volume;
                lowest = index;
            }
            if (volume > high) {
                high = volume;
                highest = index;
            }
            last = index;
            count++;
        }

        void flush(Builder kept) {
            if (count == 0) {
                return;
            }
            int[] four = {first, lowest, highest, last};
            Arrays.sort(four);
            for (int index : four) {
                kept.addIfNew(index);
            }
            count = 0;
        }
    }

    /** A growing int array (a list of Integer would box every point). */
    private static final class Builder {
        private int[] values;
        private int size;

        Builder(int capacity) {
            values = new int[Math.max(8, capacity)];
        }

        void add(int value) {
            if (size == values.length) {
                values = Arrays.copyOf(values, size * 2);
            }
            values[size++] = value;
        }

        void addIfNew(int index) {
            if (size == 0 || values[size - 1] != index) {
                add(index);
            }
        }

        int[] toArray() {
            return Arrays.copyOf(values, size);
        }
    }
}

package dev.starling.ui.keywords;

import dev.starling.core.keywords.PlotValues;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The chart's thinning and drawing: a thinned series still shows every column's highest and lowest
 * point (so no peak is lost), the painted picture inks a one-hour spike's top, and the hover reads
 * the exact volume of the bucket under the pointer from the full series, never from what was drawn.
 */
class DrawnLineTest {

    private static final long HOUR = 3_600_000L;

    @Test
    void everyPixelColumnKeepsItsHighestAndLowestVolumeAndTheSeriesPeak() {
        Random random = new Random(12);
        for (int columns : new int[] {37, 300, 1280, 4000}) {
            long[] times = hours(2160);
            long[] volumes = random.longs(times.length, 0, 1_000_000).toArray();
            volumes[1234] = 5_000_000;

            int[] kept = DrawnLine.thin(times, volumes, HOUR, 0, times.length * HOUR, columns);

            assertThat(kept).doesNotContain(DrawnLine.BREAK).isSorted().contains(1234, 0, times.length - 1);
            for (int column = 0; column < columns; column++) {
                long[] all = inColumn(times, volumes, column, columns, null);
                long[] drawn = inColumn(times, volumes, column, columns, kept);
                if (all.length > 0) {
                    assertThat(max(drawn)).as("highest of column %d of %d", column, columns).isEqualTo(max(all));
                    assertThat(min(drawn)).as("lowest of column %d of %d", column, columns).isEqualTo(min(all));
                }
            }
            if (columns >= times.length) {
                assertThat(kept).hasSize(times.length);
            } else {
                assertThat(kept.length).isLessThanOrEqualTo(4 * columns);
            }
        }
    }

    @Test
    void aGapOfMissingBucketsLiftsThePenOnceAndIsNeverBridged() {
        long[] times = {0, HOUR, 2 * HOUR, 30 * HOUR, 31 * HOUR, 60 * HOUR};
        long[] volumes = {1, 2, 3, 4, 5, 6};

        int[] kept = DrawnLine.thin(times, volumes, HOUR, 0, 61 * HOUR, 1000);

        assertThat(kept).containsExactly(0, 1, 2, DrawnLine.BREAK, 3, 4, DrawnLine.BREAK, 5);
    }

    @Test
    void thePaintedPictureInksTheTopOfAOneHourSpikeAmongTwoThousandHours() {
        long[] times = hours(2160);
        long[] volumes = new long[times.length];
        java.util.Arrays.fill(volumes, 10);
        volumes[1500] = 1000;
        double[] plotted = PlotValues.plotted(volumes, false, false);
        ChartLine line = new ChartLine("spike", 0, times, volumes, plotted, 1500);
        // 400 x 200 pixels; value 0 at the bottom, 1000 at y = 10.
        LinePainter.Frame frame = new LinePainter.Frame(0, times.length * HOUR, 0, 400, 0, 1052.6, 200, 0, 400, 200, 1);

        LinePainter.Picture picture = LinePainter.paint(List.of(new LinePainter.Stroke(line, 0xff2f6db5)), frame,
                new IdentityHashMap<>());

        int x = (int) Math.floor(frame.x(times[1500]));
        int y = (int) Math.floor(frame.y(1000));
        assertThat(alpha(picture, x, y)).as("top of the spike").isGreaterThan(100);
        assertThat(alpha(picture, x, 100)).as("the spike's rising edge").isGreaterThan(0);
        assertThat(alpha(picture, 50, 5)).as("empty sky").isZero();
        assertThat(picture.thinned()).containsKey(times);
    }

    @Test
    void aSecondPictureOverTheSameColumnsReusesTheThinnedPoints() {
        long[] times = hours(500);
        long[] volumes = new Random(3).longs(times.length, 0, 100).toArray();
        ChartLine linear = new ChartLine("s", 0, times, volumes, PlotValues.plotted(volumes, false, false), 0);
        ChartLine logarithmic = new ChartLine("s", 0, times, volumes, PlotValues.plotted(volumes, false, true), 0);
        LinePainter.Frame frame = new LinePainter.Frame(0, times.length * HOUR, 0, 100, 0, 100, 50, 0, 100, 50, 1);

        var first = LinePainter.paint(List.of(new LinePainter.Stroke(linear, 0xff000000)), frame, new IdentityHashMap<>());
        var second = LinePainter.paint(List.of(new LinePainter.Stroke(logarithmic, 0xff000000)), frame, first.thinned());

        assertThat(second.thinned().get(times)).isSameAs(first.thinned().get(times));
    }

    @Test
    void hoverReadsTheExactVolumeOfTheBucketUnderThePointerAndNothingInAGap() {
        long[] times = {0, HOUR, 2 * HOUR, 10 * HOUR};
        long[] volumes = {1_234_567, 7, 89, 42};
        ChartLine line = new ChartLine("s", 0, times, volumes, PlotValues.plotted(volumes, true, true), 0);
        long step = line.step();

        assertThat(line.bucketHolding(HOUR + HOUR / 2, step)).isEqualTo(1);
        assertThat(volumes[line.bucketHolding(59 * 60_000L, step)]).isEqualTo(1_234_567);
        assertThat(line.bucketHolding(5 * HOUR, step)).as("in the gap").isEqualTo(-1);
        assertThat(line.bucketHolding(10 * HOUR + 5, step)).isEqualTo(3);
        assertThat(line.bucketHolding(11 * HOUR, step)).as("past the end").isEqualTo(-1);
        assertThat(line.bucketHolding(-1, step)).as("before the start").isEqualTo(-1);
    }

    private static long[] hours(int count) {
        long[] times = new long[count];
        for (int i = 0; i < count; i++) {
            times[i] = i * HOUR;
        }
        return times;
    }

    /** The volumes of the points (all, or only {@code kept}) whose time falls in this column. */
    private static long[] inColumn(long[] times, long[] volumes, int column, int columns, int[] kept) {
        List<Long> found = new ArrayList<>();
        double perMilli = columns / (double) (times.length * HOUR);
        if (kept == null) {
            for (int i = 0; i < times.length; i++) {
                if ((long) Math.floor(times[i] * perMilli) == column) {
                    found.add(volumes[i]);
                }
            }
        } else {
            for (int i : kept) {
                if ((long) Math.floor(times[i] * perMilli) == column) {
                    found.add(volumes[i]);
                }
            }
        }
        return found.stream().mapToLong(Long::longValue).toArray();
    }

    private static long max(long[] values) {
        return java.util.Arrays.stream(values).max().orElseThrow();
    }

    private static long min(long[] values) {
        return java.util.Arrays.stream(values).min().orElseThrow();
    }

    private static int alpha(LinePainter.Picture picture, int x, int y) {
        return picture.argbPremultiplied()[y * picture.width() + x] >>> 24;
    }
}

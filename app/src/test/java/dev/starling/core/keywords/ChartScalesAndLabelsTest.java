package dev.starling.core.keywords;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The value axis of a keyword chart and where its peak labels go (shared by the window and the report image). */
class ChartScalesAndLabelsTest {

    @Test
    void aLogScaleStartsAtThePowerOfTenBelowTheSmallestValueShownNotAtOne() {
        List<double[]> values = List.of(new double[] {3_200, 48_000}, new double[] {0, 12_500});
        double floor = ValueScale.logFloor(values);
        List<double[]> plotted = List.of(PlotValues.plotted(new long[] {3_200, 48_000}, false, true, floor),
                PlotValues.plotted(new long[] {0, 12_500}, false, true, floor));

        assertThat(floor).isEqualTo(1_000);
        // Zero is drawn at the bottom of the scale, not below it.
        assertThat(plotted.get(1)[0]).isEqualTo(3.0);
        ValueScale scale = ValueScale.fit(plotted, true);
        assertThat(scale.lower()).isEqualTo(3.0);
        assertThat(scale.upper()).isEqualTo(5.0);
        assertThat(scale.tick()).isEqualTo(1.0);
    }

    @Test
    void aLinearScaleRunsFromZeroToARoundStepAboveTheHighestValue() {
        ValueScale scale = ValueScale.fit(List.of(new double[] {120, 4_730}), false);

        assertThat(scale.lower()).isZero();
        assertThat(scale.tick()).isEqualTo(1_000);
        assertThat(scale.upper()).isEqualTo(5_000);
        assertThat(ValueScale.logFloor(List.of(new double[] {0, 0}))).isEqualTo(1);
    }

    @Test
    void aPeakLabelGoesWhereNoLineRunsAndNoOtherLabelIs() {
        // A flat line at y = 40 from x = 0 to 400 (plot coordinates, y down), and a second at y = 60.
        long[] times = {0, 400};
        PeakLabels.Ink ink = PeakLabels.lines(List.of(times, times), List.of(new double[] {40, 40}, new double[] {60, 60}),
                time -> time, x -> x, y -> y);
        // Two peaks on the lines: right-above the first dot is free; the second's above-spots are the first label's
        // or cut by the first line, so it goes below its own line.
        List<double[]> placed = PeakLabels.place(List.of(new PeakLabels.Peak(100, 40, 80, 16),
                new PeakLabels.Peak(104, 60, 80, 16)), 400, 200, ink);

        assertThat(placed.get(0)).containsExactly(106, 18);
        double[] second = placed.get(1);
        assertThat(second[1]).isGreaterThan(60);
        assertThat(ink.covers(second[0], second[1], second[0] + 80, second[1] + 16)).isFalse();
    }

    @Test
    void aPeakLabelWithNoFreePlaceNearItsDotIsLeftOut() {
        // Lines every 10 pixels across the whole plot: every spot near the dot is crossed.
        List<long[]> times = new java.util.ArrayList<>();
        List<double[]> values = new java.util.ArrayList<>();
        for (int y = 0; y <= 200; y += 10) {
            times.add(new long[] {0, 400});
            values.add(new double[] {y, y});
        }
        PeakLabels.Ink ink = PeakLabels.lines(times, values, time -> time, x -> x, y -> y);

        assertThat(PeakLabels.place(List.of(new PeakLabels.Peak(200, 100, 80, 16)), 400, 200, ink)).containsExactly((double[]) null);
    }
}

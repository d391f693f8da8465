package dev.starling.ui.frames;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class PulseMonitorTest {

    private static final long MS = 1_000_000L;

    @Test
    void theLongestGapBetweenPulsesIsRecordedWithTheCpuOfTheWorstFrame() {
        PulseMonitor.Gaps gaps = new PulseMonitor.Gaps();
        gaps.pulse(1_000 * MS, 0);
        gaps.pulse(1_016 * MS, 2 * MS);
        gaps.pulse(1_096 * MS, 70 * MS);
        gaps.pulse(1_112 * MS, 71 * MS);

        PulseMonitor.Window window = gaps.take();

        assertThat(window.frames()).isEqualTo(3);
        assertThat(window.longestGapMillis()).isEqualTo(80.0);
        assertThat(window.longestFxCpuMillis()).isEqualTo(68.0);
        assertThat(window.meanFxCpuMillis()).as("71 ms of FX CPU over 3 frames").isCloseTo(71.0 / 3, org.assertj.core.data.Offset.offset(1e-9));
    }

    @Test
    void eachWindowStartsAfreshWhileTheOverallFigureKeepsTheWorstGap() {
        PulseMonitor.Gaps gaps = new PulseMonitor.Gaps();
        gaps.pulse(0 + MS, 0);
        gaps.pulse(200 * MS, 0);
        gaps.take();
        gaps.pulse(216 * MS, 0);

        assertThat(gaps.take().longestGapMillis()).isEqualTo(16.0);
        assertThat(gaps.overall().longestGapMillis()).isEqualTo(199.0);
        assertThat(gaps.overall().frames()).isEqualTo(2);
    }

    @Test
    void aResetForgetsTheLastPulseSoTheTimeStoppedIsNotAGap() {
        PulseMonitor.Gaps gaps = new PulseMonitor.Gaps();
        gaps.pulse(MS, 0);
        gaps.reset();
        gaps.pulse(5_000 * MS, 0);
        gaps.pulse(5_010 * MS, 0);

        assertThat(gaps.overall().longestGapMillis()).isEqualTo(10.0);
    }
}

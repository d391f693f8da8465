package dev.starling.ui.frames;

import static dev.starling.ui.FxCalls.fx;
import static dev.starling.ui.FxCalls.fxGet;
import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.ui.OwnWindow;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import javafx.util.Duration;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

/** A job asked for every period (the events' hand-off of arrivals) runs again and again, on time, until dropped. */
class FramesEveryTest {

    private static final long PERIOD_NANOS = TimeUnit.MILLISECONDS.toNanos(50);

    @Test
    void runsOnceEachPeriodNeverBeforeItIsDueAndNotAfterItIsDropped() throws Exception {
        OwnWindow.toolkit();
        Object owner = new Object();
        Object key = new Object();
        List<Long> runs = new CopyOnWriteArrayList<>();
        long asked = System.nanoTime();
        fx(() -> FrameScheduler.fx().jobsOf(owner).every(key, Duration.millis(50), () -> runs.add(System.nanoTime())));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> runs.size() >= 4);
        // dropped and counted in one go on the FX thread, where the job runs, so no run slips in between
        int ranBeforeDrop = fxGet(() -> {
            FrameScheduler.fx().jobsOf(owner).drop(key);
            return runs.size();
        });
        boolean waitingAfterDrop = fxGet(() -> FrameScheduler.fx().jobsOf(owner).isWaiting(key));
        Thread.sleep(300);
        WaitForAsyncUtils.waitForFxEvents();

        for (int i = 0; i < ranBeforeDrop; i++) {
            assertThat(runs.get(i) - asked).as("run %d", i).isGreaterThanOrEqualTo((i + 1) * PERIOD_NANOS);
        }
        assertThat(waitingAfterDrop).isFalse();
        assertThat(runs).hasSize(ranBeforeDrop);
    }

    @Test
    void aJobThatDropsItsOwnKeyRunsNoMore() throws Exception {
        OwnWindow.toolkit();
        Object owner = new Object();
        Object key = new Object();
        List<Long> runs = new CopyOnWriteArrayList<>();
        fx(() -> FrameScheduler.fx().jobsOf(owner).every(key, Duration.millis(20), () -> {
            runs.add(System.nanoTime());
            if (runs.size() == 3) {
                FrameScheduler.fx().jobsOf(owner).drop(key);
            }
        }));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> runs.size() >= 3);
        Thread.sleep(200);
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(runs).hasSize(3);
        assertThat(fxGet(() -> FrameScheduler.fx().jobsOf(owner).isWaiting(key))).isFalse();
    }
}

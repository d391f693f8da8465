package dev.starling.ui.frames;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.ui.OwnWindow;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import javafx.util.Duration;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/** A job asked for every period (the events' hand-off of arrivals) runs again and again, on time, until dropped. */
class FramesEveryTest {

    private static final long PERIOD_NANOS = TimeUnit.MILLISECONDS.toNanos(50);

    private final FxRobot robot = new FxRobot();

    @BeforeAll
    static void toolkit() throws Exception {
        OwnWindow.toolkit();
    }

    @Test
    void runsOnceEachPeriodNeverBeforeItIsDueAndNotAfterItIsDropped() throws Exception {
        Object owner = new Object();
        Object key = new Object();
        List<Long> runs = new CopyOnWriteArrayList<>();
        long asked = System.nanoTime();
        robot.interact(() -> FrameScheduler.fx().jobsOf(owner).every(key, Duration.millis(50),
                () -> runs.add(System.nanoTime())));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> runs.size() >= 4);
        int[] ranBeforeDrop = new int[1];
        boolean[] waitingAfterDrop = new boolean[1];
        robot.interact(() -> {
            Frames frames = FrameScheduler.fx().jobsOf(owner);
            frames.drop(key);
            ranBeforeDrop[0] = runs.size();
            waitingAfterDrop[0] = frames.isWaiting(key);
        });
        Thread.sleep(300);
        WaitForAsyncUtils.waitForFxEvents();

        for (int i = 0; i < ranBeforeDrop[0]; i++) {
            assertThat(runs.get(i) - asked).as("run %d", i).isGreaterThanOrEqualTo((i + 1) * PERIOD_NANOS);
        }
        assertThat(waitingAfterDrop[0]).isFalse();
        assertThat(runs).hasSize(ranBeforeDrop[0]);
    }
}

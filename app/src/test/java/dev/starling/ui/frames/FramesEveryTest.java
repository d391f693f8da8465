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
    void aPacedHandOverIsAllowedOnePostFirstAndNeverMoreThanTheMost() throws Exception {
        List<Integer> allowed = paced(12, allowance -> allowance);

        assertThat(allowed.get(0)).as("the first items meet cold code").isEqualTo(1);
        assertThat(allowed).allSatisfy(allowance -> assertThat(allowance).isBetween(1, 5));
        assertThat(allowed).as("items that cost next to nothing: more than one a run").anyMatch(allowance -> allowance > 1);
    }

    @Test
    void aRunThatHandsNothingOverLeavesItsAllowanceAsItWas() throws Exception {
        assertThat(paced(6, allowance -> 0)).containsOnly(1);
    }

    @Test
    void itemsThatEachCostMoreThanAFramesBudgetAreHandedOverOneARun() throws Exception {
        java.lang.management.ThreadMXBean threads = java.lang.management.ManagementFactory.getThreadMXBean();
        List<Integer> allowed = paced(6, allowance -> {
            long until = threads.getCurrentThreadCpuTime() + allowance * TimeUnit.MILLISECONDS.toNanos(20);
            while (threads.getCurrentThreadCpuTime() < until) {
                Thread.onSpinWait();
            }
            return allowance;
        });

        assertThat(allowed).containsOnly(1);
    }

    /** The allowances of the first {@code runs} runs of a paced job (at most 5 items a run) doing {@code handOver}. */
    private static List<Integer> paced(int runs, java.util.function.IntUnaryOperator handOver) throws Exception {
        OwnWindow.toolkit();
        Object owner = new Object();
        Object key = new Object();
        List<Integer> allowed = new CopyOnWriteArrayList<>();
        fx(() -> FrameScheduler.fx().jobsOf(owner).every(key, Duration.millis(20), 5, allowance -> {
            allowed.add(allowance);
            return handOver.applyAsInt(allowance);
        }));
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> allowed.size() >= runs);
        return fxGet(() -> {
            FrameScheduler.fx().jobsOf(owner).drop(key);
            return List.copyOf(allowed);
        });
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

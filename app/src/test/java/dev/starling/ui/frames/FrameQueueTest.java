package dev.starling.ui.frames;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.Test;

/**
 * The scheduler's bookkeeping, pulse by pulse without the toolkit: the Inspector's lanes (what is shown
 * before what is prepared ahead; a step with nothing to do costs no pulse; a new answer drops the old
 * one's steps) and the keyword chart's keyed jobs (replaced in place, re-asked at the end, dropped).
 */
class FrameQueueTest {

    private static final Object INSPECTOR = "inspector";
    private static final Object CHART = "chart";

    private final FrameQueue queue = new FrameQueue(FrameScheduler.BUDGET);
    private final List<String> ran = new ArrayList<>();

    // --- lanes (was StepQueueTest) ---------------------------------------------------------------

    @Test
    void eachCallRunsOnePieceOfWorkAndTheRestOfWhatIsShownComesBeforeWhatIsPreparedAhead() {
        ahead(() -> did("fill Joined"));
        ahead(() -> did("fill Raw"));
        soon(() -> {
            did("data rows 1");
            soon(() -> did("data rows 2"));
            return true;
        });

        List<Boolean> answers = new ArrayList<>();
        for (int pulse = 0; pulse < 5; pulse++) {
            answers.add(queue.runPulse());
        }

        assertThat(ran).containsExactly("data rows 1", "data rows 2", "fill Joined", "fill Raw");
        assertThat(answers).containsExactly(true, true, true, true, false);
        assertThat(queue.isEmpty()).isTrue();
    }

    @Test
    void aStepWithNothingLeftToDoDoesNotUseUpAPulse() {
        ahead(() -> false);
        ahead(() -> false);
        ahead(() -> did("fill Headers"));

        assertThat(queue.runPulse()).isTrue();
        assertThat(ran).containsExactly("fill Headers");
        assertThat(queue.runPulse()).isFalse();
    }

    @Test
    void aNewAnswerDropsTheStepsQueuedForTheOldOne() {
        soon(() -> did("old rows"));
        ahead(() -> did("old Joined"));

        queue.clear(INSPECTOR);

        assertThat(queue.isEmpty()).isTrue();
        assertThat(queue.runPulse()).isFalse();
        assertThat(ran).isEmpty();
    }

    @Test
    void clearingOneOwnerLeavesAnotherOwnersJobs() {
        soon(() -> did("old rows"));
        later("legend", () -> ran.add("legend"));

        queue.clear(INSPECTOR);

        assertThat(queue.isEmpty(CHART)).isFalse();
        assertThat(queue.runPulse()).isTrue();
        assertThat(ran).containsExactly("legend");
    }

    @Test
    void aJobThatIsNotReadyKeepsItsPlaceAndOthersRunMeanwhile() {
        boolean[] ready = {false};
        queue.add(FrameQueue.Lane.AHEAD, INSPECTOR, null,
                () -> ready[0] ? FrameQueue.Readiness.GO : FrameQueue.Readiness.WAIT, () -> did("wizard step"));
        ahead(() -> did("fill Raw"));

        assertThat(queue.runPulse()).isTrue();
        assertThat(queue.runPulse()).isFalse();
        ready[0] = true;
        assertThat(queue.runPulse()).isTrue();
        assertThat(ran).containsExactly("fill Raw", "wizard step");
        assertThat(queue.isEmpty()).isTrue();
    }

    // --- keyed jobs (was FrameJobsTest) ----------------------------------------------------------

    @Test
    void eachFrameRunsOneJobInTheOrderTheyWereAskedFor() {
        later("legend", () -> ran.add("legend"));
        later("related", () -> ran.add("related"));

        assertThat(runNext()).isTrue();
        assertThat(ran).containsExactly("legend");
        assertThat(runNext()).isFalse();
        assertThat(ran).containsExactly("legend", "related");
        assertThat(runNext()).isFalse();
    }

    @Test
    void aJobAskedForAgainBeforeItRanIsDoneOnceWithTheLatestWorkInItsOriginalPlace() {
        later("legend", () -> ran.add("legend 1"));
        later("sources", () -> ran.add("sources"));
        later("legend", () -> ran.add("legend 2"));

        while (runNext()) {
            // one a frame
        }
        assertThat(ran).containsExactly("legend 2", "sources");
    }

    @Test
    void aJobWithMoreToDoAsksForItselfAgainAndGoesAfterTheOthersWaiting() {
        int[] chipsLeft = {3};
        Runnable chips = new Runnable() {
            @Override
            public void run() {
                ran.add("chip " + chipsLeft[0]--);
                if (chipsLeft[0] > 0) {
                    later("related", this);
                }
            }
        };
        later("related", chips);
        later("legend", () -> ran.add("legend"));

        while (runNext()) {
            // one a frame
        }
        assertThat(ran).containsExactly("chip 3", "legend", "chip 2", "chip 1");
    }

    @Test
    void aDroppedJobNeverRuns() {
        later("warm", () -> ran.add("warm"));
        assertThat(queue.isWaiting(CHART, "warm")).isTrue();
        queue.drop(CHART, "warm");

        assertThat(queue.isWaiting(CHART, "warm")).isFalse();
        assertThat(runNext()).isFalse();
        assertThat(ran).isEmpty();
    }

    // --- helpers -------------------------------------------------------------------------------------

    private void soon(BooleanSupplier step) {
        queue.add(FrameQueue.Lane.SOON, INSPECTOR, null, FrameQueue.ALWAYS, step);
    }

    private void ahead(BooleanSupplier step) {
        queue.add(FrameQueue.Lane.AHEAD, INSPECTOR, null, FrameQueue.ALWAYS, step);
    }

    private void later(Object key, Runnable job) {
        queue.add(FrameQueue.Lane.SOON, CHART, key, FrameQueue.ALWAYS, () -> {
            job.run();
            return true;
        });
    }

    /** One frame of the chart's jobs; whether jobs still wait after it (as the chart's frames asked). */
    private boolean runNext() {
        queue.runPulse();
        return !queue.isEmpty();
    }

    private boolean did(String step) {
        ran.add(step);
        return true;
    }
}

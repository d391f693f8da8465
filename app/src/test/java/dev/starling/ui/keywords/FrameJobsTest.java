package dev.starling.ui.keywords;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class FrameJobsTest {

    private final List<String> done = new ArrayList<>();
    private int wakes;
    private final FrameJobs jobs = new FrameJobs(() -> wakes++);

    @Test
    void eachFrameRunsOneJobInTheOrderTheyWereAskedFor() {
        jobs.later("legend", () -> done.add("legend"));
        jobs.later("related", () -> done.add("related"));

        assertThat(jobs.runNext()).isTrue();
        assertThat(done).containsExactly("legend");
        assertThat(jobs.runNext()).isFalse();
        assertThat(done).containsExactly("legend", "related");
        assertThat(jobs.runNext()).isFalse();
        assertThat(wakes).isEqualTo(2);
    }

    @Test
    void aJobAskedForAgainBeforeItRanIsDoneOnceWithTheLatestWorkInItsOriginalPlace() {
        jobs.later("legend", () -> done.add("legend 1"));
        jobs.later("sources", () -> done.add("sources"));
        jobs.later("legend", () -> done.add("legend 2"));

        while (jobs.runNext()) {
            // one a frame
        }
        assertThat(done).containsExactly("legend 2", "sources");
    }

    @Test
    void aJobWithMoreToDoAsksForItselfAgainAndGoesAfterTheOthersWaiting() {
        int[] chipsLeft = {3};
        Runnable chips = new Runnable() {
            @Override
            public void run() {
                done.add("chip " + chipsLeft[0]--);
                if (chipsLeft[0] > 0) {
                    jobs.later("related", this);
                }
            }
        };
        jobs.later("related", chips);
        jobs.later("legend", () -> done.add("legend"));

        while (jobs.runNext()) {
            // one a frame
        }
        assertThat(done).containsExactly("chip 3", "legend", "chip 2", "chip 1");
    }

    @Test
    void aDroppedJobNeverRuns() {
        jobs.later("warm", () -> done.add("warm"));
        assertThat(jobs.isWaiting("warm")).isTrue();
        jobs.drop("warm");

        assertThat(jobs.isWaiting("warm")).isFalse();
        assertThat(jobs.runNext()).isFalse();
        assertThat(done).isEmpty();
    }
}

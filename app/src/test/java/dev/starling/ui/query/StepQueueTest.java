package dev.starling.ui.query;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class StepQueueTest {

    private final StepQueue queue = new StepQueue();
    private final List<String> ran = new ArrayList<>();

    @Test
    void eachCallRunsOnePieceOfWorkAndTheRestOfWhatIsShownComesBeforeWhatIsPreparedAhead() {
        queue.ahead(() -> did("fill Joined"));
        queue.ahead(() -> did("fill Raw"));
        queue.soon(() -> {
            did("data rows 1");
            queue.soon(() -> did("data rows 2"));
            return true;
        });

        List<Boolean> answers = new ArrayList<>();
        for (int pulse = 0; pulse < 5; pulse++) {
            answers.add(queue.runOne());
        }

        assertThat(ran).containsExactly("data rows 1", "data rows 2", "fill Joined", "fill Raw");
        assertThat(answers).containsExactly(true, true, true, true, false);
        assertThat(queue.isEmpty()).isTrue();
    }

    @Test
    void aStepWithNothingLeftToDoDoesNotUseUpAPulse() {
        queue.ahead(() -> false);
        queue.ahead(() -> false);
        queue.ahead(() -> did("fill Headers"));

        assertThat(queue.runOne()).isTrue();
        assertThat(ran).containsExactly("fill Headers");
        assertThat(queue.runOne()).isFalse();
    }

    @Test
    void aNewAnswerDropsTheStepsQueuedForTheOldOne() {
        queue.soon(() -> did("old rows"));
        queue.ahead(() -> did("old Joined"));

        queue.clear();

        assertThat(queue.isEmpty()).isTrue();
        assertThat(queue.runOne()).isFalse();
        assertThat(ran).isEmpty();
    }

    private boolean did(String step) {
        ran.add(step);
        return true;
    }
}

package dev.starling.ui.common;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Issue 31: a query's answer (ResultInspection) compares by its contents like any record, so the Query screen
 * hears of each new answer through this property, which tells listeners by identity and never compares answers.
 */
class NewValuePropertyTest {

    /** Equal to every other instance, and failing the test if anyone asks: an answer too large to compare. */
    private static final class Answer {
        @Override
        public boolean equals(Object other) {
            throw new AssertionError("two answers were compared");
        }

        @Override
        public int hashCode() {
            throw new AssertionError("an answer was hashed");
        }
    }

    @Test
    void listenersHearOfEveryNewAnswerWithoutAnswersBeingCompared() {
        NewValueProperty<Answer> answer = new NewValueProperty<>(this, "answer");
        List<Answer> heard = new ArrayList<>();
        int[] invalidated = {0};
        answer.addListener((obs, old, now) -> heard.add(now));
        answer.addListener(obs -> invalidated[0]++);

        Answer first = new Answer();
        Answer again = new Answer();
        answer.set(first);
        answer.set(again);
        answer.set(again);

        assertThat(heard).as("an equal answer sent again is heard; the very same object set twice once").hasSize(2);
        assertThat(heard.get(0)).isSameAs(first);
        assertThat(heard.get(1)).isSameAs(again);
        assertThat(invalidated[0]).isEqualTo(2);
        assertThat(answer.get()).isSameAs(again);
    }
}

package dev.starling.ui.common;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.concurrent.HeldTasks;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Saves one at a time, the newest waiting change next, in order, a failure said and the next change still saved. */
class LatestSaveTest {

    private final HeldTasks tasks = new HeldTasks();
    private final List<String> written = new ArrayList<>();
    private final List<String> said = new ArrayList<>();
    private String failOn;

    private final LatestSave<String, Integer> saves = new LatestSave<String, Integer>(tasks, "save", text -> {
        int turn = written.size() + 1;
        return () -> {
            if (text.equals(failOn)) {
                throw new IOException("disk full");
            }
            written.add(text);
            return turn;
        };
    }).whenSaved((text, turn) -> said.add("saved " + text + " #" + turn))
            .whenFailed(failure -> said.add("failed: " + failure.getMessage()))
            .whenSettled(() -> said.add("settled"));

    @Test
    void whileOneSaveIsWrittenOnlyTheNewestChangeWaitsAndIsWrittenNext() {
        saves.save("a");
        saves.save("ab");
        saves.save("abc");

        assertThat(tasks.waiting()).as("one save at a time").isEqualTo(1);
        tasks.runNext();
        assertThat(tasks.waiting()).isEqualTo(1);
        tasks.runNext();

        assertThat(written).as("in order, the middle change skipped").containsExactly("a", "abc");
        assertThat(said).containsExactly("saved a #1", "saved abc #2", "settled");
        assertThat(tasks.waiting()).isZero();
    }

    @Test
    void theSaveIsMadeWhenItsTurnComesSoItSeesWhatTheSavesBeforeItAnswered() {
        saves.save("a");
        saves.save("ab");
        tasks.runNext();
        tasks.runNext();

        assertThat(said).containsExactly("saved a #1", "saved ab #2", "settled");
    }

    @Test
    void aFailedSaveIsSaidAndTheNewestWaitingChangeIsStillWritten() {
        failOn = "a";
        saves.save("a");
        saves.save("ab");
        tasks.runNext();

        assertThat(said).containsExactly("failed: disk full");
        assertThat(tasks.waiting()).as("the waiting change goes on").isEqualTo(1);
        tasks.runNext();
        assertThat(written).containsExactly("ab");
        assertThat(said).containsExactly("failed: disk full", "saved ab #1", "settled");
    }

    @Test
    void aFailureWithNothingWaitingLeavesItUnsettledUntilTheNextChangeIsSaved() {
        failOn = "a";
        saves.save("a");
        tasks.runNext();
        assertThat(said).as("not said to be saved").containsExactly("failed: disk full");

        saves.save("ab");
        tasks.runNext();
        assertThat(said).containsExactly("failed: disk full", "saved ab #1", "settled");
    }

    @Test
    void aForgottenChangeIsNotWritten() {
        saves.save("draft one");
        saves.save("draft one, edited");
        saves.forget();
        tasks.runNext();

        assertThat(written).containsExactly("draft one");
        assertThat(tasks.waiting()).isZero();
    }
}

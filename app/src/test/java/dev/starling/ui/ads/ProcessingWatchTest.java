package dev.starling.ui.ads;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.concurrent.HeldTasks;
import dev.starling.testing.FakeClock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The watch's waits when they are really in the background: stopped or paused, a wait re-reads nothing. */
class ProcessingWatchTest {

    private final HeldTasks tasks = new HeldTasks();
    private final FakeClock clock = new FakeClock();
    private final List<Throwable> failures = new ArrayList<>();
    private final ProcessingWatch watch = new ProcessingWatch(tasks, clock, failures::add);
    private int rereads;

    @Test
    void waitsLongerEachTimeWhileTheUploadedListIsProcessing() {
        watch.watch("a1");
        watch.after(List.of("a1", "seeded"), () -> rereads++);
        watch.after(List.of("a1"), () -> rereads++); // a wait is under way: not a second one
        assertThat(tasks.waiting()).isEqualTo(1);
        tasks.runNext();
        assertThat(rereads).isEqualTo(1);
        watch.after(List.of("a1"), () -> rereads++);
        tasks.runNext();
        watch.after(List.of("seeded"), () -> rereads++); // a1 is counted: done
        assertThat(clock.sleeps()).containsExactly(Duration.ofSeconds(5), Duration.ofSeconds(10));
        assertThat(watch.watching()).isFalse();
        assertThat(tasks.waiting()).isZero();
        assertThat(failures).isEmpty();
    }

    @Test
    void anotherAccountCancelsTheWaitUnderWayAndItRereadsNothing() {
        watch.watch("a1");
        watch.after(List.of("a1"), () -> rereads++);

        watch.stop(); // what the view-models do when the account or the filters change

        tasks.runAll();
        assertThat(rereads).isZero();
        assertThat(clock.sleeps()).isEmpty();
        assertThat(watch.watching()).isFalse();
    }

    @Test
    void aHiddenViewPausesTheWaitButKeepsWatchingForItsReturn() {
        watch.watch("a1");
        watch.after(List.of("a1"), () -> rereads++);

        watch.pause();
        tasks.runAll();

        assertThat(rereads).isZero();
        assertThat(watch.watching()).isTrue();
    }

    @Test
    void aNewAudienceOfTheWizardIsWatchedFromWhatTheNextListingShowsProcessing() {
        watch.watch(null);
        watch.after(List.of("new1"), () -> rereads++);
        assertThat(watch.watching()).isTrue();
        watch.remember("new1", 40);
        watch.remember("new1", null);
        assertThat(watch.lastSize("new1")).isEqualTo(40);
    }
}

package dev.starling.ui.ads;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.concurrent.TaskHandle;
import dev.starling.core.concurrent.TaskRunner;
import dev.starling.testing.FakeClock;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/** The watch's waits when they are really in the background: stopped or paused, a wait re-reads nothing. */
class ProcessingWatchTest {

    /** Holds each task until the test runs it, like a pool whose thread has not got to it yet. */
    private static final class HeldTasks implements TaskRunner {
        final Deque<Runnable> held = new ArrayDeque<>();

        @Override
        public <T> TaskHandle run(String name, Callable<T> work, Consumer<? super T> onSuccess,
                                  Consumer<? super Throwable> onFailure) {
            boolean[] state = new boolean[2]; // cancelled, done
            held.add(() -> {
                if (state[0]) {
                    return;
                }
                try {
                    T result = work.call();
                    state[1] = true;
                    if (!state[0]) {
                        onSuccess.accept(result);
                    }
                } catch (Exception e) {
                    state[1] = true;
                    onFailure.accept(e);
                }
            });
            return new TaskHandle() {
                @Override public void cancel() { state[0] = true; }
                @Override public boolean isCancelled() { return state[0]; }
                @Override public boolean isDone() { return state[1]; }
            };
        }

        @Override
        public void shutdown() {
        }
    }

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
        assertThat(tasks.held).hasSize(1);
        tasks.held.poll().run();
        assertThat(rereads).isEqualTo(1);
        watch.after(List.of("a1"), () -> rereads++);
        tasks.held.poll().run();
        watch.after(List.of("seeded"), () -> rereads++); // a1 is counted: done
        assertThat(clock.sleeps()).containsExactly(Duration.ofSeconds(5), Duration.ofSeconds(10));
        assertThat(watch.watching()).isFalse();
        assertThat(tasks.held).isEmpty();
        assertThat(failures).isEmpty();
    }

    @Test
    void anotherAccountCancelsTheWaitUnderWayAndItRereadsNothing() {
        watch.watch("a1");
        watch.after(List.of("a1"), () -> rereads++);

        watch.stop(); // what the view-models do when the account or the filters change

        tasks.held.forEach(Runnable::run);
        assertThat(rereads).isZero();
        assertThat(clock.sleeps()).isEmpty();
        assertThat(watch.watching()).isFalse();
    }

    @Test
    void aHiddenViewPausesTheWaitButKeepsWatchingForItsReturn() {
        watch.watch("a1");
        watch.after(List.of("a1"), () -> rereads++);

        watch.pause();
        tasks.held.forEach(Runnable::run);

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

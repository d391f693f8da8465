package dev.starling.ui.upload;

import dev.starling.core.text.BundleText;
import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.concurrent.TaskHandle;
import dev.starling.core.concurrent.TaskRunner;
import dev.starling.core.upload.common.UploadControl;
import dev.starling.core.upload.common.UploadException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/** The upload step's run on its own: what a run shows while it waits, pauses, is cancelled and fails. */
class UploadRunViewModelTest {

    /** Holds the work until the test lets it run, so the run can be paused and cancelled meanwhile. */
    private static final class HeldTasks implements TaskRunner {
        final List<Runnable> held = new ArrayList<>();

        @Override
        public <T> TaskHandle run(String name, Callable<T> work, Consumer<? super T> onSuccess,
                                  Consumer<? super Throwable> onFailure) {
            boolean[] done = new boolean[1];
            held.add(() -> {
                done[0] = true;
                T result;
                try {
                    result = work.call();
                } catch (Exception e) {
                    onFailure.accept(e);
                    return;
                }
                onSuccess.accept(result);
            });
            return new TaskHandle() {
                @Override
                public void cancel() {
                }

                @Override
                public boolean isCancelled() {
                    return false;
                }

                @Override
                public boolean isDone() {
                    return done[0];
                }
            };
        }

        @Override
        public void shutdown() {
        }
    }

    private final HeldTasks tasks = new HeldTasks();
    private final UploadRunViewModel run = new UploadRunViewModel(tasks, Runnable::run);

    @Test
    void pausingResumingAndCancellingReachTheRunsControl() {
        UploadControl[] given = new UploadControl[1];
        run.start("upload", (control, progress) -> {
            given[0] = control;
            throw new UploadException(BundleText.of("upload.problem.said", "stopped by the test"));
        });
        assertThat(run.runningProperty().get()).isTrue();
        assertThat(run.rowsProperty().get()).isNotBlank();

        run.pause();
        assertThat(run.pausedProperty().get()).isTrue();
        assertThat(run.etaProperty().get()).isNotBlank();
        run.resume();
        assertThat(run.pausedProperty().get()).isFalse();
        run.cancel();

        tasks.held.get(0).run();
        assertThat(given[0].isCancelled()).isTrue();
        assertThat(given[0].isPaused()).isFalse();
        assertThat(run.runningProperty().get()).isFalse();
    }

    @Test
    void aFailedRunStopsAndSaysWhyInItsOwnWords() {
        run.start("upload", (control, progress) -> {
            throw new UploadException(BundleText.of("upload.problem.said", "Cannot read crm.csv: the disk is gone."));
        });
        tasks.held.get(0).run();
        assertThat(run.runningProperty().get()).isFalse();
        assertThat(run.pausedProperty().get()).isFalse();
        assertThat(run.errorProperty().get()).isEqualTo("Cannot read crm.csv: the disk is gone.");
        assertThat(run.resultProperty().get()).isNull();
    }

    @Test
    void aSecondStartWhileOneRunsIsIgnored() {
        run.start("upload", (control, progress) -> {
            throw new UploadException(BundleText.of("upload.problem.said", "first"));
        });
        run.start("upload", (control, progress) -> {
            throw new UploadException(BundleText.of("upload.problem.said", "second"));
        });
        assertThat(tasks.held).hasSize(1);
        tasks.held.get(0).run();
        assertThat(run.errorProperty().get()).isEqualTo("first");
    }
}

package dev.starling.ui.upload;

import dev.starling.core.concurrent.HeldTasks;
import dev.starling.core.text.BundleText;
import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.upload.common.UploadControl;
import dev.starling.core.upload.common.UploadException;
import org.junit.jupiter.api.Test;

/** The upload step's run on its own: what a run shows while it waits, pauses, is cancelled and fails. */
class UploadRunViewModelTest {

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

        tasks.runNext();
        assertThat(given[0].isCancelled()).isTrue();
        assertThat(given[0].isPaused()).isFalse();
        assertThat(run.runningProperty().get()).isFalse();
    }

    @Test
    void aFailedRunStopsAndSaysWhyInItsOwnWords() {
        run.start("upload", (control, progress) -> {
            throw new UploadException(BundleText.of("upload.problem.said", "Cannot read crm.csv: the disk is gone."));
        });
        tasks.runNext();
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
        assertThat(tasks.waiting()).isEqualTo(1);
        tasks.runNext();
        assertThat(run.errorProperty().get()).isEqualTo("first");
    }
}

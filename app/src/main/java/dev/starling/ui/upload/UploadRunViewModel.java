package dev.starling.ui.upload;

import dev.starling.ui.common.StatusViewModel;
import dev.starling.ui.common.FailureText;
import dev.starling.core.api.error.ApiException;
import dev.starling.core.text.BundleText;
import dev.starling.core.text.Messages;
import dev.starling.core.concurrent.TaskRunner;
import dev.starling.core.output.RunFiles;
import dev.starling.core.upload.common.UploadControl;
import dev.starling.core.upload.common.UploadException;
import dev.starling.core.upload.UploadFigures;
import dev.starling.core.upload.journal.UploadJob;
import dev.starling.core.upload.UploadProgress;
import dev.starling.core.upload.UploadResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.LongFunction;
import java.text.NumberFormat;
import java.time.Duration;
import dev.starling.ui.common.LocalFormat;
import java.util.Map;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * One running upload as the wizard shows it: progress (rows, rows/s, batches, ETA), pause, resume and
 * cancel, then the result with its rejections by reason and server errors. The pipeline runs through
 * the task runner; its progress reports arrive on a pipeline thread and are coalesced onto the UI
 * thread so a fast file cannot flood it.
 */
public final class UploadRunViewModel extends StatusViewModel {

    private final TaskRunner tasks;
    private final RunFiles runFiles;
    private final LongFunction<Path> sourceOfJob;
    private final Executor ui;
    private final NumberFormat numbers = LocalFormat.forUser().integers();
    private final AtomicReference<UploadProgress> pendingProgress = new AtomicReference<>();
    private UploadControl control = new UploadControl();
    /** The running upload's rows as a preview counted them, or -1 (see {@link #start(String, long, Upload)}). */
    private long knownRows = -1;

    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(this, "running");
    private final ReadOnlyBooleanWrapper paused = new ReadOnlyBooleanWrapper(this, "paused");
    private final ReadOnlyDoubleWrapper fraction = new ReadOnlyDoubleWrapper(this, "fraction", -1);
    private final ReadOnlyStringWrapper rowsText = new ReadOnlyStringWrapper(this, "rows", "");
    private final ReadOnlyStringWrapper batchesText = new ReadOnlyStringWrapper(this, "batches", "");
    private final ReadOnlyStringWrapper etaText = new ReadOnlyStringWrapper(this, "eta", "");
    private final ReadOnlyObjectWrapper<UploadResult> result = new ReadOnlyObjectWrapper<>(this, "result");
    private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper(this, "summary", "");
    private final ObservableList<String> rejections = FXCollections.observableArrayList();
    private final ObservableList<String> serverErrors = FXCollections.observableArrayList();

    /**
     * @param ui runs on the UI thread (Platform::runLater in the app, Runnable::run in tests)
     */
    public UploadRunViewModel(TaskRunner tasks, Executor ui) {
        this(tasks, ui, RunFiles.none(), jobId -> null);
    }

    /**
     * @param runFiles what an exported report may never be: Starling's own files and the log
     * @param sourceOfJob the file an upload job reads (it may not be the export either), or null
     */
    public UploadRunViewModel(TaskRunner tasks, Executor ui, RunFiles runFiles, LongFunction<Path> sourceOfJob) {
        this.tasks = tasks;
        this.ui = ui;
        this.runFiles = runFiles;
        this.sourceOfJob = sourceOfJob;
    }

    public ReadOnlyBooleanProperty runningProperty() { return running.getReadOnlyProperty(); }
    public ReadOnlyBooleanProperty pausedProperty() { return paused.getReadOnlyProperty(); }
    /** 0..1, or -1 while the size is unknown. */
    public ReadOnlyDoubleProperty fractionProperty() { return fraction.getReadOnlyProperty(); }
    public ReadOnlyStringProperty rowsProperty() { return rowsText.getReadOnlyProperty(); }
    public ReadOnlyStringProperty batchesProperty() { return batchesText.getReadOnlyProperty(); }
    public ReadOnlyStringProperty etaProperty() { return etaText.getReadOnlyProperty(); }
    public ReadOnlyObjectProperty<UploadResult> resultProperty() { return result.getReadOnlyProperty(); }
    public ReadOnlyStringProperty summaryProperty() { return summary.getReadOnlyProperty(); }
    /** "reason: count" lines, most frequent first. */
    public ObservableList<String> rejections() { return rejections; }
    /** "line N: message" lines. */
    public ObservableList<String> serverErrors() { return serverErrors; }

    /** One run of the pipeline (a new upload or a resumed one), on a background thread. */
    @FunctionalInterface
    public interface Upload {
        UploadResult run(UploadControl control, Consumer<UploadProgress> progress);
    }

    /** Runs {@code upload} with this view-model's control (pause, cancel) and progress display. */
    public void start(String name, Upload upload) {
        start(name, -1, upload);
    }

    /**
     * As {@link #start(String, Upload)}, for a file whose rows a preview has just counted: progress then reads
     * "X of N rows" with the exact count, where the pipeline alone knows only an estimate from the file's size
     * and its first lines (1,118,062 for a file of exactly 1,000,000 emails whose first lines are short).
     *
     * @param knownRows the file's data rows, or -1 when no one counted them (the pipeline's estimate is shown)
     */
    public void start(String name, long knownRows, Upload upload) {
        if (running.get()) {
            return;
        }
        this.knownRows = knownRows;
        control = new UploadControl();
        UploadControl mine = control;
        result.set(null);
        summary.set("");
        error.set("");
        message.set("");
        rejections.clear();
        serverErrors.clear();
        fraction.set(-1);
        rowsText.set(Messages.text("upload.run.starting"));
        batchesText.set("");
        etaText.set("");
        running.set(true);
        paused.set(false);
        tasks.run(name, () -> upload.run(mine, this::progressFromPipeline), this::finished, failure -> {
            running.set(false);
            paused.set(false);
            error.set(describe(failure));
        });
    }

    public void pause() {
        if (running.get() && !paused.get()) {
            control.pause();
            paused.set(true);
            etaText.set(Messages.text("upload.run.paused"));
        }
    }

    public void resume() {
        if (running.get() && paused.get()) {
            control.resume();
            paused.set(false);
            etaText.set("");
        }
    }

    /** Stops after the requests in flight; acknowledged batches stay recorded, so the job can resume later. */
    public void cancel() {
        if (running.get()) {
            control.cancel();
            paused.set(false);
            etaText.set(Messages.text("upload.run.cancelling"));
        }
    }

    /** Copies this run's rejection report (line, column, type, reason; never values) to {@code target}. */
    public void exportRejections(Path target) {
        UploadResult done = result.get();
        if (done == null || done.rejectionReport() == null) {
            return;
        }
        Path source = done.rejectionReport();
        tasks.run("export rejections", () -> {
                    runFiles.withUploadSource(sourceOfJob.apply(done.jobId())).withInput(source)
                            .write(target, file -> Files.copy(source, file.stream()));
                    return target;
                },
                copied -> message.set(Messages.text("upload.run.exported", target.getFileName())),
                failure -> error.set(FailureText.describe(failure, Messages.text("upload.run.exportFailed", target.getFileName()))));
    }

    private void progressFromPipeline(UploadProgress progress) {
        if (pendingProgress.getAndSet(progress) == null) {
            ui.execute(() -> show(pendingProgress.getAndSet(null)));
        }
    }

    private void show(UploadProgress reported) {
        if (reported == null || !running.get()) {
            return;
        }
        boolean counted = knownRows > 0;
        UploadProgress progress = counted ? reported.withTotal(knownRows) : reported;
        long total = progress.estimatedRows();
        fraction.set(total <= 0 ? -1 : Math.min(1.0, (double) progress.rowsRead() / total));
        rowsText.set(Messages.text(counted ? "upload.run.rowsCounted" : "upload.run.rows",
                Messages.text(UploadFigures.ROWS_READ), numbers.format(progress.rowsRead()), numbers.format(total),
                numbers.format(Math.round(progress.rowsPerSecond()))));
        batchesText.set(Messages.text("upload.run.batches", Long.toString(progress.batchesSent()),
                Long.toString(progress.batchesAcknowledged())) + (progress.batchesSkipped() > 0
                ? Messages.text("upload.run.batchesSkipped", Long.toString(progress.batchesSkipped())) : ""));
        if (!paused.get() && !control.isCancelled()) {
            etaText.set(progress.waitingUntil() != null ? waitingText(progress.waitingUntil(), java.time.Clock.systemDefaultZone())
                    : progress.eta() == null ? "" : Messages.text("upload.run.eta", duration(progress.eta())));
        }
    }

    /** "Waiting for the rate limit: sending resumes at 23:41 (in 11 min)." in the user's time zone. */
    static String waitingText(java.time.Instant until, java.time.Clock clock) {
        long minutes = Math.max(1, (java.time.Duration.between(clock.instant(), until).toSeconds() + 59) / 60);
        String at = java.time.format.DateTimeFormatter.ofLocalizedTime(java.time.format.FormatStyle.SHORT)
                .format(until.atZone(clock.getZone()));
        return Messages.text("upload.run.waitingForRateLimit", at, minutes);
    }

    private void finished(UploadResult done) {
        pendingProgress.set(null);
        running.set(false);
        paused.set(false);
        fraction.set(done.status() == UploadJob.Status.COMPLETED ? 1 : fraction.get());
        etaText.set("");
        done.rejectedByReason().entrySet().stream()
                .sorted(Map.Entry.<BundleText, Long>comparingByValue().reversed())
                .forEach(entry -> rejections.add(Messages.text(entry.getKey()) + ": " + numbers.format(entry.getValue())));
        done.serverErrors().forEach(e -> serverErrors.add(Messages.text("upload.run.serverError", Long.toString(e.line()),
                e.message())));
        if (done.failure() != null) {
            error.set(Messages.text(done.failure()));
        }
        // the result and its summary last: they tell listeners that everything above is in place
        result.set(done);
        summary.set(UploadSummaryText.describe(done, numbers));
    }

    static String duration(Duration eta) {
        long seconds = Math.max(1, eta.toSeconds());
        if (seconds < 90) {
            return Messages.text("upload.run.seconds", Long.toString(seconds));
        }
        if (seconds < 90 * 60) {
            return Messages.text("upload.run.minutes", Long.toString(Math.round(seconds / 60.0)));
        }
        return Messages.text("upload.run.hours", LocalFormat.forUser().decimal(seconds / 3600.0, 1));
    }

    static String describe(Throwable failure) {
        if (failure instanceof UploadException problem) {
            return Messages.text(problem.text());
        }
        String text = failure instanceof ApiException api ? Messages.text(api.text()) : failure.getMessage();
        return text == null || text.isBlank() ? FailureText.describe(failure, Messages.text("upload.run.stopped")) : text;
    }
}

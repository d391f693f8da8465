package dev.starling.ui.upload;

import dev.starling.ui.ads.UploadTarget;
import dev.starling.core.api.ads.AdsClient;
import dev.starling.core.concurrent.TaskRunner;
import dev.starling.core.config.AppSettings;
import dev.starling.core.upload.encode.HashedSource;
import dev.starling.core.upload.UploadService;
import dev.starling.ui.common.FailureText;
import dev.starling.ui.common.Dialogs;
import dev.starling.core.text.Messages;
import java.util.function.Consumer;
import dev.starling.ui.theme.ThemeManager;
import java.nio.file.Path;
import java.time.Clock;
import java.util.concurrent.Executor;
import java.util.function.Function;
import java.util.function.Supplier;
import javafx.stage.Window;

/**
 * The upload feature's wiring: makes each wizard's view-models on the one upload service (the phone region read and
 * kept in the settings) and hands them to {@link UploadWizardWindow}, which shows each in a window of its own so the
 * main window stays usable while a long upload runs.
 */
public final class UploadWizards {

    private final UploadService uploads;
    private final Supplier<AdsClient> ads;
    private final TaskRunner tasks;
    private final AppSettings settings;
    private final Clock clock;
    private final Executor ui;
    private final Consumer<String> problems;
    private final UploadWizardWindow windows;

    /** @param dialogs the window's Dialogs port over a given window (each wizard asks over its own) */
    public UploadWizards(UploadService uploads, Supplier<AdsClient> ads, TaskRunner tasks, AppSettings settings,
                         Clock clock, ThemeManager themes, Executor ui, Supplier<Window> owner,
                         Consumer<String> problems, Function<Supplier<Window>, Dialogs> dialogs) {
        this.problems = problems;
        this.uploads = uploads;
        this.ads = ads;
        this.tasks = tasks;
        this.settings = settings;
        this.clock = clock;
        this.ui = ui;
        this.windows = new UploadWizardWindow(themes, owner, dialogs);
    }

    /** A wizard for {@code target}, starting on the file step (with {@code file} chosen when not null). */
    public UploadWizardViewModel open(UploadTarget target, Path file, Runnable onFinished) {
        UploadWizardViewModel wizard = viewModel(target);
        if (file != null) {
            wizard.source().choose(file);
        }
        windows.show(wizard, onFinished);
        return wizard;
    }

    /** A wizard that sends {@code list} (a list that is not a file), starting on the settings step. */
    public UploadWizardViewModel openList(UploadTarget target, HashedSource list, Runnable onFinished) {
        UploadWizardViewModel wizard = viewModel(target);
        wizard.sendList(list);
        windows.show(wizard, onFinished);
        return wizard;
    }

    /** A wizard that resumes journalled upload {@code jobId} straight away. */
    public UploadWizardViewModel resume(UploadTarget target, long jobId, Runnable onFinished) {
        UploadWizardViewModel wizard = viewModel(target);
        windows.show(wizard, onFinished);
        wizard.resume(jobId);
        return wizard;
    }

    /** Asks, one by one, whether to resume each upload that stopped before it finished. */
    public void offerResumes(ResumeOffers offers, Runnable onFinished) {
        offers.offerEach(offer -> resume(offer.target(), offer.job().id(), onFinished));
    }

    private UploadWizardViewModel viewModel(UploadTarget target) {
        UploadSourceModel source = new UploadSourceModel(uploads, tasks, "",
                region -> tasks.run("save phone region", () -> {
                    settings.set(AppSettings.PHONE_REGION, region);
                    return null;
                }, ignored -> { }, failure -> problems.accept(FailureText.describe(failure,
                        Messages.text("upload.region.saveFailed")))));
        // The setting lives in the database: read off the UI thread; the field is needed only from step 2.
        tasks.run("read phone region", () -> settings.get(AppSettings.PHONE_REGION), region -> {
            if (source.phoneRegionProperty().get().isEmpty()) {
                source.phoneRegionProperty().set(region);
            }
        }, failure -> source.phoneRegionProperty().set("US"));
        return new UploadWizardViewModel(target, uploads, ads, source, new UploadRunViewModel(tasks, ui, uploads.runFiles(),
                jobId -> uploads.journal().find(jobId).map(job -> java.nio.file.Path.of(job.sourcePath())).orElse(null)),
                tasks, clock);
    }
}

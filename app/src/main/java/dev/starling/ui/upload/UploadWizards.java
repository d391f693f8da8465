package dev.starling.ui.upload;

import dev.starling.ui.ads.UploadTarget;
import dev.starling.core.api.ads.AdsClient;
import dev.starling.core.concurrent.TaskRunner;
import dev.starling.core.config.AppSettings;
import dev.starling.core.upload.UploadService;
import dev.starling.ui.ViewLoader;
import dev.starling.ui.common.PulseSteps;
import dev.starling.ui.common.FailureText;
import dev.starling.ui.common.FxDialogs;
import dev.starling.ui.common.MappedWindow;
import dev.starling.ui.common.Messages;
import java.util.function.Consumer;
import dev.starling.ui.theme.ThemeManager;
import java.nio.file.Path;
import java.time.Clock;
import java.util.concurrent.Executor;
import java.util.function.Supplier;
import javafx.scene.Scene;
import javafx.stage.Stage;
import javafx.stage.Window;

/**
 * Opens upload wizards, each in a window of its own so the main window stays usable while a long
 * upload runs. Closing a window with a running upload asks first, then cancels it (it stays resumable).
 */
public final class UploadWizards {

    private final UploadService uploads;
    private final Supplier<AdsClient> ads;
    private final TaskRunner tasks;
    private final AppSettings settings;
    private final Clock clock;
    private final ThemeManager themes;
    private final Executor ui;
    private final Supplier<Window> owner;
    private final Consumer<String> problems;

    public UploadWizards(UploadService uploads, Supplier<AdsClient> ads, TaskRunner tasks, AppSettings settings,
                         Clock clock, ThemeManager themes, Executor ui, Supplier<Window> owner,
                         Consumer<String> problems) {
        this.problems = problems;
        this.uploads = uploads;
        this.ads = ads;
        this.tasks = tasks;
        this.settings = settings;
        this.clock = clock;
        this.themes = themes;
        this.ui = ui;
        this.owner = owner;
    }

    /** A wizard for {@code target}, starting on the file step (with {@code file} chosen when not null). */
    public UploadWizardViewModel open(UploadTarget target, Path file, Runnable onFinished) {
        UploadWizardViewModel wizard = viewModel(target);
        if (file != null) {
            wizard.source().choose(file);
        }
        show(wizard, onFinished);
        return wizard;
    }

    /** A wizard that resumes journalled upload {@code jobId} straight away. */
    public UploadWizardViewModel resume(UploadTarget target, long jobId, Runnable onFinished) {
        UploadWizardViewModel wizard = viewModel(target);
        show(wizard, onFinished);
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
        return new UploadWizardViewModel(target, uploads, ads, source, new UploadRunViewModel(tasks, ui), tasks, clock);
    }

    private void show(UploadWizardViewModel wizard, Runnable onFinished) {
        UploadWizardView view = new UploadWizardView(wizard);
        Stage stage = new Stage();
        Window parent = owner.get();
        if (parent != null) {
            stage.initOwner(parent);
        }
        Scene scene = new Scene(view.root());
        themes.attach(scene);
        stage.setScene(scene);
        stage.titleProperty().bind(wizard.targetProperty().map(target -> ViewLoader.messages().getString("upload.open")
                .replace("_", "").replace("\u2026", "") + " \u2013 Starling"));
        wizard.run().resultProperty().addListener((obs, old, now) -> {
            if (now != null && onFinished != null) {
                onFinished.run();
            }
        });
        view.closeButton().setOnAction(event -> {
            if (mayClose(wizard, stage)) {
                stage.close();
            }
        });
        stage.setOnCloseRequest(event -> {
            if (!mayClose(wizard, stage)) {
                event.consume();
            }
        });
        // Styled in a frame of its own, then shown in the next: the first styling of the wizard's controls
        // (their skins made for the first time in a fresh start) and the native window with its first
        // layout were one frame of 180-210 ms right after the click; apart, the longest is about half that.
        PulseSteps.run(() -> scene.getRoot().applyCss(), () -> {
            stage.show();
            MappedWindow.keepShownSize(stage, () -> { });
            view.focusFirstField();
        });
    }

    private static boolean mayClose(UploadWizardViewModel wizard, Stage stage) {
        if (!wizard.run().runningProperty().get()) {
            return true;
        }
        boolean close = new FxDialogs(() -> stage).confirm(Messages.text("upload.closeWhileRunning.title"),
                Messages.text("upload.closeWhileRunning"), Messages.text("upload.closeWhileRunning.action"));
        if (close) {
            wizard.run().cancel();
        }
        return close;
    }
}

package dev.starling.ui.upload;

import dev.starling.ui.ads.UploadTarget;
import dev.starling.core.api.ads.AdsClient;
import dev.starling.core.concurrent.TaskRunner;
import dev.starling.core.config.AppSettings;
import dev.starling.core.upload.UploadService;
import dev.starling.ui.common.PulseSteps;
import dev.starling.ui.common.FailureText;
import dev.starling.ui.common.FxDialogs;
import dev.starling.ui.common.MappedWindow;
import dev.starling.core.text.Messages;
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
        return new UploadWizardViewModel(target, uploads, ads, source, new UploadRunViewModel(tasks, ui, uploads.runFiles(),
                jobId -> uploads.journal().find(jobId).map(job -> java.nio.file.Path.of(job.sourcePath())).orElse(null)),
                tasks, clock);
    }

    /**
     * Opens the wizard's window over the pulses after the click: its view, then its scene styled, then the native
     * window shown, then the caret put in its first field. The click's own frame only makes the view-model (its file,
     * when given, is read from then on). In a fresh start (no class archive) the view's FXML, the first styling of its
     * controls, showing the window and focusing its field each take a good part of a frame: together, or two by two,
     * they made a stall (UploadWindowStallCheck; docs/perf/upload-window.md).
     */
    private void show(UploadWizardViewModel wizard, Runnable onFinished) {
        UploadWizardView[] view = new UploadWizardView[1];
        Stage stage = new Stage();
        PulseSteps.run(() -> view[0] = new UploadWizardView(wizard), () -> {
            Scene scene = new Scene(view[0].root());
            themes.attach(scene);
            stage.setScene(scene);
            scene.getRoot().applyCss();
        }, () -> {
            Window parent = owner.get();
            if (parent != null) {
                stage.initOwner(parent);
            }
            stage.titleProperty().bind(wizard.titleProperty().map(title -> title + " \u2013 Starling"));
            view[0].closeButton().setOnAction(event -> {
                if (mayClose(wizard, stage)) {
                    stage.close();
                }
            });
            stage.setOnCloseRequest(event -> {
                if (!mayClose(wizard, stage)) {
                    event.consume();
                }
            });
            javafx.geometry.Rectangle2D screen = screenOf(parent).getVisualBounds();
            double[] size = sizeFor(screen.getWidth(), screen.getHeight());
            stage.setWidth(size[0]);
            stage.setHeight(size[1]);
            stage.show();
        }, () -> {
            MappedWindow.keepShownSize(stage, () -> { });
            view[0].focusFirstField();
        });
        wizard.run().resultProperty().addListener((obs, old, now) -> {
            if (now != null && onFinished != null) {
                onFinished.run();
            }
        });
    }

    /** The screen the main window is on (the wizard opens over it), or the primary one. */
    private static javafx.stage.Screen screenOf(Window parent) {
        if (parent == null) {
            return javafx.stage.Screen.getPrimary();
        }
        return javafx.stage.Screen.getScreensForRectangle(parent.getX(), parent.getY(), parent.getWidth(), parent.getHeight())
                .stream().findFirst().orElse(javafx.stage.Screen.getPrimary());
    }

    /**
     * The wizard's usual size, the least it opens at (a 1280 x 800 screen shows it whole beside the taskbar). The
     * window is given its size here, not by its style sheet.
     */
    static final double WIDTH = 860;
    static final double HEIGHT = 600;

    /**
     * The window's width and height on a screen of {@code screenWidth} x {@code screenHeight} (its visual bounds):
     * {@link #WIDTH} x {@link #HEIGHT}, or up to 60 % of the screen's width and 70 % of its height (at most
     * 1,200 x 800) where that is more, so that a larger screen shows more of the preview's emails and hashes, and never
     * more than the screen holds.
     */
    static double[] sizeFor(double screenWidth, double screenHeight) {
        double width = Math.min(Math.max(WIDTH, Math.min(1200, 0.6 * screenWidth)), screenWidth);
        double height = Math.min(Math.max(HEIGHT, Math.min(800, 0.7 * screenHeight)), screenHeight);
        return new double[] {Math.floor(width), Math.floor(height)};
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

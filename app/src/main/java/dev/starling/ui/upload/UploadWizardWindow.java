package dev.starling.ui.upload;

import dev.starling.core.text.Messages;
import dev.starling.ui.common.Dialogs;
import dev.starling.ui.common.StageFactory;
import dev.starling.ui.frames.FrameScheduler;
import dev.starling.ui.theme.ThemeManager;
import java.util.function.Function;
import java.util.function.Supplier;
import javafx.stage.Stage;
import javafx.stage.Window;

/**
 * The upload wizard's window: made by {@link StageFactory} over the main window, themed and sized by its policy, its
 * title the wizard's, its questions asked over it. Closing it with a running upload asks first, then cancels the
 * upload (it stays resumable).
 */
final class UploadWizardWindow {

    private final ThemeManager themes;
    private final Supplier<Window> owner;
    private final Function<Supplier<Window>, Dialogs> dialogs;

    /** @param dialogs the window's Dialogs port over a given window (each wizard asks over its own) */
    UploadWizardWindow(ThemeManager themes, Supplier<Window> owner, Function<Supplier<Window>, Dialogs> dialogs) {
        this.themes = themes;
        this.owner = owner;
        this.dialogs = dialogs;
    }

    /**
     * Opens the wizard's window over the pulses after the click: its view, then its scene styled, then the native
     * window shown, then the caret put in its first field. The click's own frame only makes the view-model (its file,
     * when given, is read from then on). In a fresh start (no class archive) the view's FXML, the first styling of its
     * controls, showing the window and focusing its field each take a good part of a frame: together, or two by two,
     * they made a stall (UploadWindowStallCheck; docs/perf/upload-window.md).
     */
    void show(UploadWizardViewModel wizard, Runnable onFinished) {
        UploadWizardView[] view = new UploadWizardView[1];
        StageFactory windows = new StageFactory(themes, owner);
        Stage stage = windows.stage();
        Dialogs asker = dialogs.apply(() -> stage);
        FrameScheduler.fx().jobsOf(stage).steps(() -> view[0] = new UploadWizardView(wizard, asker),
                () -> windows.scene(stage, view[0].root()), () -> {
            stage.titleProperty().bind(wizard.titleProperty().map(title -> title + " \u2013 Starling"));
            view[0].closeButton().setOnAction(event -> {
                if (mayClose(wizard, asker)) {
                    stage.close();
                }
            });
            stage.setOnCloseRequest(event -> {
                if (!mayClose(wizard, asker)) {
                    event.consume();
                }
            });
            windows.show(stage, SIZE);
        }, () -> {
            windows.keepShownSize(stage);
            view[0].focusFirstField();
        });
        wizard.run().resultProperty().addListener((obs, old, now) -> {
            if (now != null && onFinished != null) {
                onFinished.run();
            }
        });
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
        return SIZE.on(screenWidth, screenHeight);
    }

    private static final StageFactory.SizePolicy SIZE = new StageFactory.SizePolicy(WIDTH, HEIGHT, 0.6, 0.7, 1200, 800);

    private static boolean mayClose(UploadWizardViewModel wizard, Dialogs asker) {
        if (!wizard.run().runningProperty().get()) {
            return true;
        }
        boolean close = asker.confirm(Messages.text("upload.closeWhileRunning.title"),
                Messages.text("upload.closeWhileRunning"), Messages.text("upload.closeWhileRunning.action"));
        if (close) {
            wizard.run().cancel();
        }
        return close;
    }
}

package dev.starling.ui.upload;

import java.util.List;
import dev.starling.ui.frames.FxThread;
import dev.starling.boot.AppServices;
import dev.starling.core.notice.Notice;
import dev.starling.core.upload.encode.HashedSource;
import dev.starling.ui.ads.ListUploadOpener;
import dev.starling.ui.ads.UploadOpener;
import dev.starling.ui.ads.UploadTarget;
import dev.starling.ui.common.Dialogs;
import dev.starling.core.text.BundleText;
import dev.starling.core.text.Messages;
import dev.starling.ui.theme.ThemeManager;
import java.nio.file.Path;
import java.util.function.Function;
import java.util.function.Supplier;
import javafx.stage.Window;

/** Builds upload wizards on the application's one upload service, and offers unfinished uploads at start. */
public final class UploadViews implements UploadOpener, ListUploadOpener {

    private final AppServices services;
    private final UploadWizards wizards;
    private final Dialogs dialogs;

    /**
     * @param owner the window wizards belong to
     * @param dialogs the Dialogs port over the owner's window
     * @param dialogsOver the Dialogs port over another window (each wizard's questions belong to it)
     */
    public UploadViews(AppServices services, ThemeManager themes, Supplier<Window> owner, Dialogs dialogs,
                       Function<Supplier<Window>, Dialogs> dialogsOver) {
        this.services = services;
        this.dialogs = dialogs;
        this.wizards = new UploadWizards(services.uploads(), services::ads, services.tasks(), services.settings(),
                services.clock(), themes, FxThread::later, owner, this::problem, dialogsOver);
    }

    @Override
    public void open(UploadTarget target, Path file, Runnable onFinished) {
        wizards.open(target, file, onFinished);
    }

    /** What the upload preview's first rows need, loaded in the background once the window is up. */
    public static List<Runnable> warmUps() {
        return List.of(PreviewStepView.warmUp());
    }

    @Override
    public void openList(UploadTarget target, HashedSource list, Runnable onFinished) {
        wizards.openList(target, list, onFinished);
    }

    /** Asks, one by one, whether to resume each upload the last run left unfinished. */
    public void offerResumes() {
        wizards.offerResumes(new ResumeOffers(services.uploads().journal(), services.tasks(),
                dialogs, this::problem), null);
    }

    /** What went wrong outside any wizard window: a notice in the main window. */
    private void problem(String text) {
        services.notices().post(Notice.warning(BundleText.of("upload.notice.title"), BundleText.of("notice.worded", text)));
    }
}

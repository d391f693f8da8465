package dev.starling.ui.upload;

import dev.starling.boot.AppServices;
import dev.starling.core.notice.Notice;
import dev.starling.core.upload.HashedSource;
import dev.starling.ui.ads.ListUploadOpener;
import dev.starling.ui.ads.UploadOpener;
import dev.starling.ui.ads.UploadTarget;
import dev.starling.ui.common.FxDialogs;
import dev.starling.core.text.Messages;
import dev.starling.ui.theme.ThemeManager;
import java.nio.file.Path;
import java.util.function.Supplier;
import javafx.application.Platform;
import javafx.stage.Window;

/** Builds upload wizards on the application's one upload service, and offers unfinished uploads at start. */
public final class UploadViews implements UploadOpener, ListUploadOpener {

    private final AppServices services;
    private final UploadWizards wizards;
    private final Supplier<Window> owner;

    /** @param owner the window wizards and questions belong to */
    public UploadViews(AppServices services, ThemeManager themes, Supplier<Window> owner) {
        this.services = services;
        this.owner = owner;
        this.wizards = new UploadWizards(services.uploads(), services::ads, services.tasks(), services.settings(),
                services.clock(), themes, Platform::runLater, owner, this::problem);
    }

    @Override
    public void open(UploadTarget target, Path file, Runnable onFinished) {
        wizards.open(target, file, onFinished);
    }

    @Override
    public void openList(UploadTarget target, HashedSource list, Runnable onFinished) {
        wizards.openList(target, list, onFinished);
    }

    /** Asks, one by one, whether to resume each upload the last run left unfinished. */
    public void offerResumes() {
        wizards.offerResumes(new ResumeOffers(services.uploads().journal(), services.tasks(),
                new FxDialogs(owner), this::problem), null);
    }

    /** What went wrong outside any wizard window: a notice in the main window. */
    private void problem(String text) {
        services.notices().post(Notice.warning(Messages.text("upload.notice.title"), text));
    }
}

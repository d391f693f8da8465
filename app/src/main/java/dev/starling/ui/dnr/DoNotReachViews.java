package dev.starling.ui.dnr;

import dev.starling.boot.AppServices;
import dev.starling.ui.ads.AdAccountPicker;
import dev.starling.ui.ads.UploadOpener;
import dev.starling.ui.common.Dialogs;
import dev.starling.ui.common.WorkspaceViews;
import javafx.scene.Node;

/** Builds the Do-not-reach workspace on the window's shared ad-account picker. */
public record DoNotReachViews(AppServices services, AdAccountPicker picker, UploadOpener uploads, Dialogs dialogs)
        implements WorkspaceViews {

    @Override
    public Node view() {
        DoNotReachViewModel lists = new DoNotReachViewModel(picker, services::ads, services.tasks(), dialogs);
        return new DoNotReachView(lists, target -> uploads.open(target, null, () -> lists.uploadFinished(target.listId()))).root();
    }
}

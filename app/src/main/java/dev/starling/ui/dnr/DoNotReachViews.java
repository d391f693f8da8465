package dev.starling.ui.dnr;

import dev.starling.boot.AppServices;
import dev.starling.ui.ads.AdAccounts;
import dev.starling.ui.ads.UploadOpener;
import dev.starling.ui.common.Dialogs;
import dev.starling.ui.common.SignInState;
import javafx.scene.Node;

/** Builds the Do-not-reach workspace. */
public record DoNotReachViews(AppServices services, SignInState signIn, UploadOpener uploads, Dialogs dialogs) {

    public Node view() {
        DoNotReachViewModel lists = new DoNotReachViewModel(AdAccounts.picker(services, signIn), services::ads,
                services.tasks(), dialogs);
        signIn.onChange(lists::refresh);
        return new DoNotReachView(lists, target -> uploads.open(target, null, () -> lists.uploadFinished(target.listId()))).root();
    }
}

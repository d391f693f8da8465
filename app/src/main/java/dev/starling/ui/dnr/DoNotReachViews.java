package dev.starling.ui.dnr;

import dev.starling.boot.AppServices;
import dev.starling.ui.ads.AdAccounts;
import dev.starling.ui.ads.UploadOpener;
import dev.starling.ui.common.SignInState;
import javafx.scene.Node;

/** Builds the Do-not-reach workspace. */
public final class DoNotReachViews {

    private final AppServices services;
    private final SignInState signIn;
    private final UploadOpener uploads;

    public DoNotReachViews(AppServices services, SignInState signIn, UploadOpener uploads) {
        this.services = services;
        this.signIn = signIn;
        this.uploads = uploads;
    }

    public Node view() {
        DoNotReachViewModel lists = new DoNotReachViewModel(AdAccounts.picker(services, signIn), services::ads,
                services.tasks());
        signIn.onChange(lists::refresh);
        return new DoNotReachView(lists, target -> uploads.open(target, null, lists::reload)).root();
    }
}

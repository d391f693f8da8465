package dev.starling.ui.flexible;

import dev.starling.boot.AppServices;
import dev.starling.ui.ads.AdAccounts;
import dev.starling.ui.common.Dialogs;
import dev.starling.ui.common.SignInState;
import dev.starling.ui.common.TextClipboard;
import javafx.scene.Node;

/** Builds the Flexible audiences workspace from the application's services (one line in UiComposition). */
public final class FlexibleAudienceViews {

    private final AppServices services;
    private final SignInState signIn;
    private final Dialogs dialogs;
    private final TextClipboard clipboard;

    public FlexibleAudienceViews(AppServices services, SignInState signIn, Dialogs dialogs, TextClipboard clipboard) {
        this.services = services;
        this.signIn = signIn;
        this.dialogs = dialogs;
        this.clipboard = clipboard;
    }

    public Node view() {
        FlexibleAudiencesViewModel viewModel = new FlexibleAudiencesViewModel(AdAccounts.picker(services, signIn),
                services::ads, () -> services.ads().flexible(), services.flexibleDrafts(), services.clock(),
                services.tasks(), dialogs, clipboard);
        // The accounts are re-read when the user signs in or out, or switches environment.
        signIn.onChange(viewModel::refresh);
        return new FlexibleAudiencesView(viewModel).root();
    }
}

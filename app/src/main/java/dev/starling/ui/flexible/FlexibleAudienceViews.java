package dev.starling.ui.flexible;

import dev.starling.boot.AppServices;
import dev.starling.ui.ads.AdAccountPicker;
import dev.starling.ui.common.Dialogs;
import dev.starling.ui.common.TextClipboard;
import dev.starling.ui.common.WorkspaceViews;
import javafx.scene.Node;

/** Builds the Flexible audiences workspace from the application's services (one line in UiComposition). */
public final class FlexibleAudienceViews implements WorkspaceViews {

    private final AppServices services;
    private final AdAccountPicker picker;
    private final Dialogs dialogs;
    private final TextClipboard clipboard;

    /** @param picker the window's ad-account picker, shared with the other Ads workspaces (it follows the sign-in) */
    public FlexibleAudienceViews(AppServices services, AdAccountPicker picker, Dialogs dialogs, TextClipboard clipboard) {
        this.services = services;
        this.picker = picker;
        this.dialogs = dialogs;
        this.clipboard = clipboard;
    }

    @Override
    public Node view() {
        FlexibleAudiencesViewModel viewModel = new FlexibleAudiencesViewModel(picker, services::ads,
                () -> services.ads().flexible(), services.flexibleDrafts(), services.clock(), services.tasks(), dialogs,
                clipboard);
        return new FlexibleAudiencesView(viewModel).root();
    }
}

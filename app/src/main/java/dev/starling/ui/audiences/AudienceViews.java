package dev.starling.ui.audiences;

import dev.starling.boot.AppServices;
import dev.starling.ui.ads.AdAccountPicker;
import dev.starling.ui.ads.UploadOpener;
import dev.starling.ui.common.Dialogs;
import dev.starling.ui.common.WorkspaceViews;
import java.util.function.Supplier;
import javafx.scene.Node;

/**
 * Builds the Audiences workspace. Its view-model is made with the view (so nothing loads until the
 * workspace opens) and kept: a file dropped on the window uploads to the audience chosen here.
 */
public final class AudienceViews implements WorkspaceViews {

    private final Supplier<AudiencesViewModel> create;
    private final UploadOpener uploads;
    private AudiencesViewModel viewModel;

    /** @param picker the window's ad-account picker, shared with the other Ads workspaces (it follows the sign-in) */
    public AudienceViews(AppServices services, AdAccountPicker picker, UploadOpener uploads, Dialogs dialogs) {
        this.uploads = uploads;
        this.create = () -> new AudiencesViewModel(picker, services::ads, services.tasks(), dialogs);
    }

    public AudiencesViewModel viewModel() {
        if (viewModel == null) {
            viewModel = create.get();
        }
        return viewModel;
    }

    @Override
    public Node view() {
        AudiencesViewModel audiences = viewModel();
        return new AudiencesView(audiences, target -> uploads.open(target, null, () -> audiences.uploadFinished(target.listId()))).root();
    }
}

package dev.starling.ui.audiences;

import dev.starling.boot.AppServices;
import dev.starling.ui.ads.AdAccounts;
import dev.starling.ui.ads.UploadOpener;
import dev.starling.ui.common.Dialogs;
import dev.starling.ui.common.SignInState;
import java.util.function.Supplier;
import javafx.scene.Node;

/**
 * Builds the Audiences workspace. Its view-model is made with the view (so nothing loads until the
 * workspace opens) and kept: a file dropped on the window uploads to the audience chosen here.
 */
public final class AudienceViews {

    private final Supplier<AudiencesViewModel> create;
    private final UploadOpener uploads;
    private AudiencesViewModel viewModel;

    public AudienceViews(AppServices services, SignInState signIn, UploadOpener uploads, Dialogs dialogs) {
        this.uploads = uploads;
        this.create = () -> {
            AudiencesViewModel made = new AudiencesViewModel(AdAccounts.picker(services, signIn), services::ads,
                    services.tasks(), dialogs);
            signIn.onChange(made::refresh);
            return made;
        };
    }

    public AudiencesViewModel viewModel() {
        if (viewModel == null) {
            viewModel = create.get();
        }
        return viewModel;
    }

    public Node view() {
        AudiencesViewModel audiences = viewModel();
        return new AudiencesView(audiences, (target, file) -> uploads.open(target, file, () -> audiences.uploadFinished(target.listId()))).root();
    }
}

package dev.starling.ui.overlap;

import dev.starling.boot.AppServices;
import dev.starling.core.api.ads.AdAccount;
import dev.starling.core.config.AppSettings;
import dev.starling.ui.ads.AdAccountPicker;
import dev.starling.ui.ads.ListUploadOpener;
import dev.starling.ui.common.Dialogs;
import dev.starling.ui.common.WorkspaceViews;
import javafx.beans.value.ObservableBooleanValue;
import javafx.scene.Node;

/** Builds the Overlap workspace on the services built once, the window's ad-account picker and its upload wizards. */
public record OverlapViews(AppServices services, AdAccountPicker picker, ListUploadOpener uploads, Dialogs dialogs,
                           ObservableBooleanValue dark) implements WorkspaceViews {

    @Override
    public Node view() {
        OverlapViewModel viewModel = new OverlapViewModel(new OverlapViewModel.Services(services.crm().overlap(),
                services.crm().syncs(), services.tasks(), dev.starling.ui.frames.FxThread::later, dialogs,
                () -> services.settings().get(AppSettings.PHONE_REGION), picker::selectedId, services::ads, uploads,
                services.uploads().runFiles(), services.clock()));
        return new OverlapView(viewModel, dark, picker.selectedProperty().map(AdAccount::name)).root();
    }
}

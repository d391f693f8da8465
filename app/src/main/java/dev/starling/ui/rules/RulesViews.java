package dev.starling.ui.rules;

import dev.starling.boot.AppServices;
import dev.starling.core.stream.LiveEndpoints;
import dev.starling.core.stream.RulesClient;
import dev.starling.core.stream.VolumePreview;
import dev.starling.ui.common.Dialogs;
import javafx.scene.Node;

/** Builds the Stream rules workspace on the shared services: the active environment's live endpoints, read at each call. */
public record RulesViews(AppServices services, Dialogs dialogs) {

    public Node view() {
        return new RulesView(viewModel()).root();
    }

    RulesViewModel viewModel() {
        RulesViewModel.Services live = new RulesViewModel.Services(services.live().ruleSets(), services.live().access(),
                () -> services.api().current().environment(),
                () -> new RulesClient(LiveEndpoints.of(services.api().current())),
                rule -> new VolumePreview(LiveEndpoints.of(services.api().current())).preview(rule),
                services.runFiles());
        return new RulesViewModel(live, services.tasks(), dialogs);
    }
}

package dev.starling.ui.rules;

import dev.starling.boot.AppServices;
import dev.starling.core.stream.LiveEndpoints;
import dev.starling.core.stream.RulesClient;
import dev.starling.core.stream.VolumePreview;
import dev.starling.ui.common.Dialogs;
import dev.starling.ui.common.WorkspaceViews;
import javafx.scene.Node;

/** Builds the Stream rules workspace on the shared services: the active environment's live endpoints, read at each call. */
public record RulesViews(AppServices services, Dialogs dialogs) implements WorkspaceViews {

    @Override
    public Node view() {
        return new RulesView(viewModel()).root();
    }

    RulesViewModel viewModel() {
        RulesViewModel.Services live = new RulesViewModel.Services(services.live().ruleSets(), services.live().access(),
                () -> services.api().current().environment(),
                () -> new RulesClient(LiveEndpoints.of(services.api().current())),
                rule -> new VolumePreview(LiveEndpoints.of(services.api().current())).preview(rule),
                services.runFiles());
        RulesViewModel viewModel = new RulesViewModel(live, services.tasks(), dialogs);
        // another environment has other live rules and its own access level; the callback reaches the FX thread
        // through the task runner, as every other
        services.api().onSwitch(api -> services.tasks().run("read live rules after a switch", () -> api,
                switched -> viewModel.refreshLive(), failure -> { }));
        return viewModel;
    }
}

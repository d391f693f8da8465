package dev.starling.ui.flexible;

import dev.starling.boot.AppServices;
import dev.starling.core.api.ads.AdsClient;
import dev.starling.core.flexible.FlexibleDraftRepository;
import dev.starling.ui.audiences.AdAccountPicker;
import dev.starling.ui.common.FxDialogs;
import java.util.function.Supplier;
import javafx.application.Platform;
import javafx.beans.value.ObservableBooleanValue;
import javafx.scene.Node;
import javafx.stage.Window;

/** Builds the Flexible audiences workspace from the application's services (one line in UiComposition). */
public final class FlexibleAudienceViews {

    private FlexibleAudienceViews() {
    }

    /**
     * @param signedIn whether a usable default account exists (the Account workspace's state)
     * @param owner the window dialogs belong to
     */
    public static Node workspace(AppServices services, ObservableBooleanValue signedIn, Supplier<Window> owner) {
        Supplier<AdsClient> ads = () -> AdsClient.signedIn(services.api().current());
        AdAccountPicker picker = new AdAccountPicker(ads, signedIn::get, services.tasks());
        FlexibleAudiencesViewModel viewModel = new FlexibleAudiencesViewModel(picker, ads, () -> ads.get().flexible(),
                new FlexibleDraftRepository(services.stores().durable().database(), services.clock()),
                services.clock(), services.tasks(), new FxDialogs(owner), FxDialogs.clipboard());
        // The accounts are re-read when the user signs in or out, or switches environment.
        signedIn.addListener((obs, old, now) -> viewModel.refresh());
        services.api().onSwitch(api -> Platform.runLater(viewModel::refresh));
        return new FlexibleAudiencesView(viewModel).root();
    }
}

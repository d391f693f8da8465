package dev.starling.ui.events;

import dev.starling.boot.AppServices;
import dev.starling.ui.common.Dialogs;
import dev.starling.ui.common.WorkspaceViews;
import javafx.scene.Node;

/** Builds the Events workspace. */
public record EventsViews(AppServices services, Dialogs dialogs) implements WorkspaceViews {

    @Override
    public Node view() {
        return new EventsView(new SubscriptionsViewModel(services, dialogs), new LiveEventsViewModel(services, dialogs),
                new WebhooksViewModel(services, dialogs)).root();
    }
}

package dev.starling.ui.live;

import dev.starling.boot.AppServices;
import dev.starling.core.stream.ConnectionsClient;
import dev.starling.core.stream.LiveEndpoints;
import dev.starling.core.stream.StreamClient;
import dev.starling.core.text.Messages;
import dev.starling.ui.common.Dialogs;
import dev.starling.ui.common.WorkspaceViews;
import java.time.Duration;
import java.util.function.Consumer;
import javafx.scene.Node;

/**
 * Builds the Live workspace on the application's services: the active environment's stream and
 * connections (with its app-only token), the recordings store, and Query for "Open in Query".
 *
 * @param openInQuery shows Query and looks a post id up there
 * @param cardActions what a post's card offers (like it, follow its author: the Publishing feature's)
 * @param editRules shows the Stream rules workspace (the console's Edit rules link)
 */
public record LiveViews(AppServices services, Dialogs dialogs, Consumer<String> openInQuery,
                        dev.starling.ui.common.CardActions cardActions, Runnable editRules)
        implements WorkspaceViews {

    /** What the console's first posts need, for the composition to run in the background once the window is up. */
    public static java.util.List<Runnable> warmUps() {
        return java.util.List.of(LiveWarmUp.create());
    }

    /**
     * What the console's first posts need on the FX thread (a post list and a table of counts with the console's
     * stylesheets, hidden in the window's scene, in {@code host}, out of its layout: styled, laid out and drawn, then
     * taken out), in steps for the composition to run one a frame after {@link #warmUps}.
     */
    public static java.util.List<Runnable> sceneWarmUps(javafx.scene.layout.Pane host) {
        return LiveWarmUp.inScene(host);
    }

    @Override
    public Node view() {
        return view(StreamClient.WATCHDOG);
    }

    /** @param watchdog a shorter watchdog for a sandbox with short keep-alives (tests) */
    public Node view(Duration watchdog) {
        LiveViewModel live = new LiveViewModel(new LiveViewModel.Services(
                this::endpoints, services.live().recordings(),
                () -> Messages.text(services.api().current().environment().label()),
                () -> services.queries().catalog(), services.tasks(), services.clock(),
                arrivals -> new ArrivalBatcher(arrivals, ArrivalBatcher.PER_PERIOD), openInQuery, watchdog));
        RecordingsViewModel recordings = new RecordingsViewModel(services.live().recordings(), services.tasks(), dialogs,
                services.runFiles(), (recording, reopened) -> live.showRecording(recording.name(), reopened.newest(),
                        reopened.total(), reopened.rules()));
        ConnectionsViewModel connections = new ConnectionsViewModel(() -> new ConnectionsClient(endpoints()),
                services.tasks(), dialogs);
        return new LiveView(live, recordings, connections, cardActions, editRules).root();
    }

    private LiveEndpoints endpoints() {
        return LiveEndpoints.of(services.api().current());
    }
}

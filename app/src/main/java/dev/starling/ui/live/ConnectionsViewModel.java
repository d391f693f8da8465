package dev.starling.ui.live;

import dev.starling.core.concurrent.TaskRunner;
import dev.starling.core.stream.ConnectionKills;
import dev.starling.core.stream.ConnectionsClient;
import dev.starling.core.stream.StreamConnectionInfo;
import dev.starling.core.text.Messages;
import dev.starling.ui.common.Confirmation;
import dev.starling.ui.common.Dialogs;
import dev.starling.ui.common.LocalFormat;
import dev.starling.ui.common.StatusViewModel;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The app's streaming connections as X lists them ({@code GET /2/connections}): active and past, per
 * endpoint, with why each ended; ending one or all is asked first, saying what it ends (a program
 * listening on a connection is cut off; Starling's own stream reconnects).
 */
public final class ConnectionsViewModel extends StatusViewModel {

    private static final int PAGE = 100;
    private static final int MAX_PAGES = 10;

    private final Supplier<ConnectionsClient> client;
    private final TaskRunner tasks;
    private final Dialogs dialogs;
    private final ObservableList<StreamConnectionInfo> connections = FXCollections.observableArrayList();
    private final ObjectProperty<ConnectionsClient.Status> status =
            new SimpleObjectProperty<>(this, "status", ConnectionsClient.Status.ALL);
    private final ObjectProperty<StreamConnectionInfo> selected = new SimpleObjectProperty<>(this, "selected");

    public ConnectionsViewModel(Supplier<ConnectionsClient> client, TaskRunner tasks, Dialogs dialogs) {
        this.client = client;
        this.tasks = tasks;
        this.dialogs = dialogs;
        status.addListener((obs, old, now) -> {
            if (now == null) {
                status.set(old);
            } else {
                refresh();
            }
        });
    }

    public ObservableList<StreamConnectionInfo> connections() { return connections; }
    public ObjectProperty<ConnectionsClient.Status> statusProperty() { return status; }
    public ObjectProperty<StreamConnectionInfo> selectedProperty() { return selected; }

    public void refresh() {
        ConnectionsClient.Status wanted = status.get();
        runBusy(tasks, "list connections", () -> list(wanted), connections::setAll,
                Messages.text("live.connections.failed.list"));
    }

    private List<StreamConnectionInfo> list(ConnectionsClient.Status wanted) {
        ConnectionsClient connectionsClient = client.get();
        List<StreamConnectionInfo> all = new ArrayList<>();
        String token = null;
        for (int page = 0; page < MAX_PAGES; page++) {
            ConnectionsClient.Page read = connectionsClient.list(wanted, null, PAGE, token);
            all.addAll(read.connections());
            token = read.nextToken();
            if (token == null) {
                break;
            }
        }
        return all;
    }

    /** Ends the selected connection, once the user confirms. */
    public void endSelected() {
        StreamConnectionInfo connection = selected.get();
        if (connection == null || !connection.active()) {
            return;
        }
        String since = connection.connectedAt() == null ? "?" : LocalFormat.forUser().dateTime(connection.connectedAt());
        if (!dialogs.confirm(Confirmation.of(Messages.text("live.connections.end.title"),
                Messages.text("live.connections.end.message", connection.id(), endpoint(connection), since),
                Confirmation.label("live.connections.end.action", shortId(connection.id()))))) {
            return;
        }
        String id = connection.id();
        end(() -> client.get().end(List.of(id)));
    }

    /** Ends every connection of the app, once the user confirms. */
    public void endAll() {
        long active = connections.stream().filter(StreamConnectionInfo::active).count();
        if (!dialogs.confirm(Confirmation.of(Messages.text("live.connections.endAll.title"),
                Messages.text("live.connections.endAll.message", active),
                Messages.text("live.connections.endAll.action")))) {
            return;
        }
        end(() -> client.get().endAll());
    }

    /** What ending did, and the list as it is afterwards. */
    private record Ended(ConnectionKills kills, List<StreamConnectionInfo> after) {
    }

    private void end(java.util.concurrent.Callable<ConnectionKills> kill) {
        ConnectionsClient.Status wanted = status.get();
        runBusy(tasks, "end connections", () -> new Ended(kill.call(), list(wanted)), ended -> {
            connections.setAll(ended.after());
            message.set(Messages.text("live.connections.ended", ended.kills().successful(), ended.kills().failed()));
        }, Messages.text("live.connections.failed.end"));
    }

    static String endpoint(StreamConnectionInfo connection) {
        return connection.endpointName() == null ? "?" : connection.endpointName();
    }

    static String shortId(String id) {
        return id == null ? "?" : id.length() > 8 ? id.substring(0, 8) : id;
    }
}

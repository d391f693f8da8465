package dev.starling.ui.requestlog;

import dev.starling.ui.common.StatusViewModel;
import dev.starling.core.text.Messages;
import dev.starling.core.api.ActiveApi;
import dev.starling.core.concurrent.TaskRunner;
import dev.starling.core.requestlog.CurlCommand;
import dev.starling.core.requestlog.RequestLogEntry;
import dev.starling.core.requestlog.RequestLogFilter;
import dev.starling.ui.common.Confirmation;
import dev.starling.ui.common.Dialogs;
import dev.starling.ui.common.TextClipboard;
import java.util.List;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The Request log workspace: every HTTP exchange of the app, newest first, already redacted when
 * stored, filterable by status, endpoint, text, API (core or Ads) and method, each copyable as curl
 * with placeholders.
 */
public final class RequestLogViewModel extends StatusViewModel {

    public static final String ANY_METHOD = "";
    public static final List<String> METHODS = List.of(ANY_METHOD, "GET", "POST", "PUT", "DELETE");

    private final ActiveApi api;
    private final TaskRunner tasks;
    private final TextClipboard clipboard;
    private final Dialogs dialogs;
    private final ObservableList<RequestLogEntry> entries = FXCollections.observableArrayList();
    private final StringProperty statusFilter = new SimpleStringProperty(this, "statusFilter", "");
    private final StringProperty endpointFilter = new SimpleStringProperty(this, "endpointFilter", "");
    private final StringProperty textFilter = new SimpleStringProperty(this, "textFilter", "");
    private final ObjectProperty<RequestApi> apiFilter = new SimpleObjectProperty<>(this, "apiFilter", RequestApi.ALL);
    /** An HTTP method, or {@link #ANY_METHOD}. */
    private final StringProperty methodFilter = new SimpleStringProperty(this, "methodFilter", ANY_METHOD);
    private final ObjectProperty<RequestLogEntry> selected = new SimpleObjectProperty<>(this, "selected");
    private final ReadOnlyStringWrapper details = new ReadOnlyStringWrapper(this, "details", "");

    public RequestLogViewModel(ActiveApi api, TaskRunner tasks, TextClipboard clipboard, Dialogs dialogs) {
        this.api = api;
        this.tasks = tasks;
        this.clipboard = clipboard;
        this.dialogs = dialogs;
        selected.addListener((obs, old, now) -> details.set(now == null ? "" : RequestLogTexts.describe(now)));
        apiFilter.addListener((obs, old, now) -> refresh());
        methodFilter.addListener((obs, old, now) -> refresh());
    }

    public ObservableList<RequestLogEntry> entries() { return entries; }
    public StringProperty statusFilterProperty() { return statusFilter; }
    public StringProperty endpointFilterProperty() { return endpointFilter; }
    public StringProperty textFilterProperty() { return textFilter; }
    public ObjectProperty<RequestApi> apiFilterProperty() { return apiFilter; }
    public StringProperty methodFilterProperty() { return methodFilter; }
    public ObjectProperty<RequestLogEntry> selectedProperty() { return selected; }
    public ReadOnlyStringProperty detailsProperty() { return details.getReadOnlyProperty(); }

    /** Re-reads the log with the current filters. A status filter is a code (404) or a class (4xx). */
    public void refresh() {
        RequestLogFilter filter;
        try {
            filter = filter();
        } catch (IllegalArgumentException invalid) {
            error.set(invalid.getMessage());
            return;
        }
        error.set("");
        var repository = api.current().requestLog();
        tasks.run("read request log", () -> repository.find(filter), entries::setAll,
                failedTo(Messages.text("requestlog.failed.read")));
    }

    /** Asks first (the log of this environment cannot be had back), then clears it. */
    public void confirmClear() {
        if (dialogs.confirm(Messages.text("requests.clear.title"), Messages.text("requests.clear.confirm"),
                Confirmation.label("requests.clear.action"))) {
            clear();
        }
    }

    public void clear() {
        var repository = api.current().requestLog();
        tasks.run("clear request log", () -> {
            repository.clear();
            return null;
        }, ignored -> refresh(), failedTo(Messages.text("requestlog.failed.clear")));
    }

    /** "Copy as curl" for the selected entry (credentials as placeholders). */
    public void copyCurl() {
        if (selected.get() != null) {
            clipboard.copy(curl());
        }
    }

    public String curl() {
        RequestLogEntry entry = selected.get();
        return entry == null ? "" : CurlCommand.of(entry, api.certificateFileFor(entry.url()).orElse(null));
    }

    RequestLogFilter filter() {
        RequestLogFilter filter = RequestLogFilter.ALL;
        String status = statusFilter.get() == null ? "" : statusFilter.get().trim().toLowerCase(java.util.Locale.ROOT);
        if (!status.isEmpty()) {
            if (status.matches("[1-5]xx")) {
                filter = filter.withStatus(Character.getNumericValue(status.charAt(0)));
            } else if (status.matches("[1-5][0-9][0-9]")) {
                filter = filter.withStatus(Integer.valueOf(status));
            } else {
                throw new IllegalArgumentException(Messages.text("requestlog.badStatus"));
            }
        }
        if (endpointFilter.get() != null && !endpointFilter.get().isBlank()) {
            filter = filter.withEndpoint(endpointFilter.get().trim());
        }
        if (textFilter.get() != null && !textFilter.get().isBlank()) {
            filter = filter.withText(textFilter.get().trim());
        }
        if (methodFilter.get() != null && !methodFilter.get().isBlank()) {
            filter = filter.withMethod(methodFilter.get());
        }
        java.net.URI ads = api.current().environment().adsApiBase();
        RequestApi which = apiFilter.get() == null ? RequestApi.ALL : apiFilter.get();
        if (which != RequestApi.ALL && ads != null) {
            // With its slash, so a base on port 443 does not also match port 4430.
            String base = ads.toString().endsWith("/") ? ads.toString() : ads + "/";
            filter = filter.withBase(base, which == RequestApi.ADS);
        }
        return filter;
    }
}

package dev.starling.ui.events;

import dev.starling.boot.AppServices;
import dev.starling.core.activity.ActivityEvent;
import dev.starling.core.activity.ActivityStream;
import dev.starling.core.activity.ActivityStreamRequest;
import dev.starling.core.activity.EventExport;
import dev.starling.core.activity.EventFilter;
import dev.starling.core.activity.EventView;
import dev.starling.core.activity.EventViews;
import dev.starling.core.stream.LineListener;
import dev.starling.core.stream.LiveEndpoints;
import dev.starling.core.stream.StreamClient;
import dev.starling.core.stream.StreamControl;
import dev.starling.core.stream.StreamState;
import dev.starling.core.stream.StreamTransport;
import dev.starling.core.stream.recording.Recording;
import dev.starling.core.stream.recording.RecordingStore;
import dev.starling.core.text.Messages;
import dev.starling.ui.common.Dialogs;
import dev.starling.ui.common.FailureText;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Queue;
import java.util.Set;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.stream.Collectors;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The live activity stream of the Events workspace: {@code GET /2/activity/stream} with the filtered
 * stream's connection care, every event recorded (a named recording, exportable) and shown for what it
 * is, filtered by type ({@code profile.update.*} for a family) and user. Events arrive on the stream's
 * thread and wait in a queue until {@link #takeArrivals} moves them in, a batch at a time.
 */
public final class LiveEventsViewModel {

    /** The most events kept on screen (the recording keeps all). */
    static final int KEPT = 5_000;

    private final AppServices services;
    private final Dialogs dialogs;
    private final List<Arrival> received = new ArrayList<>();
    private final ObservableList<EventRow> shown = FXCollections.observableArrayList();
    private final Queue<Arrival> arrivals = new ConcurrentLinkedQueue<>();
    private final StringProperty types = new SimpleStringProperty(this, "types", "");
    private final StringProperty user = new SimpleStringProperty(this, "user", "");
    private final StringProperty recordName = new SimpleStringProperty(this, "recordName", "");
    private final StringProperty state = new SimpleStringProperty(this, "state", "");
    private final StringProperty error = new SimpleStringProperty(this, "error", "");
    private final BooleanProperty listening = new SimpleBooleanProperty(this, "listening");
    private volatile ActivityStream stream;
    private volatile String stateText = "";
    private Recording lastRecording;
    private EventFilter filter = EventFilter.all();

    private record Arrival(EventView view, EventRow row) {
    }

    public LiveEventsViewModel(AppServices services, Dialogs dialogs) {
        this.services = services;
        this.dialogs = dialogs;
        types.addListener((obs, old, now) -> refilter());
        user.addListener((obs, old, now) -> refilter());
    }

    public ObservableList<EventRow> shown() { return shown; }
    /** Types to show, comma-separated (empty: all). */
    public StringProperty typesProperty() { return types; }
    /** A user id to show only events concerning them (empty: anyone). */
    public StringProperty userProperty() { return user; }
    /** Record the events under this name (empty: a name from the time). */
    public StringProperty recordNameProperty() { return recordName; }
    public StringProperty stateProperty() { return state; }
    public StringProperty errorProperty() { return error; }
    public BooleanProperty listeningProperty() { return listening; }

    /** Opens the activity stream (backfill 2 minutes on each reconnect), recording every event. */
    public void start() {
        if (stream != null) {
            return;
        }
        error.set("");
        var api = services.api().current();
        String name = recordName.get() == null || recordName.get().isBlank()
                ? Messages.text("events.live.recordingName", EventsWords.time(Clock.systemUTC().instant()))
                : recordName.get().strip();
        RecordingStore.Started recording;
        try {
            recording = services.live().recordings().start(Recording.Kind.EVENTS, name,
                    Messages.text(api.environment().label()), "{backfill_minutes=2}");
        } catch (RuntimeException e) {
            error.set(FailureText.describe(e, Messages.text("events.live.failed.record")));
            return;
        }
        lastRecording = recording.recording();
        ActivityStream opened = new ActivityStream(StreamTransport.of(LiveEndpoints.of(api), ActivityStreamRequest.PATH),
                ActivityStreamRequest.withBackfill(2), Clock.systemUTC(), StreamClient.WATCHDOG, recording.writer(),
                StreamControl.create()).listen(new LineListener<>() {
                    @Override
                    public void onItems(List<ActivityEvent> events) {
                        for (ActivityEvent event : events) {
                            EventView view = EventViews.view(event);
                            arrivals.add(new Arrival(view, EventRow.of(view)));
                        }
                    }

                    @Override
                    public void onState(StreamState now) {
                        stateText = words(now);
                    }
                });
        stream = opened;
        listening.set(true);
        stateText = Messages.text("events.live.connecting");
        services.tasks().run("activity stream", opened::run, stats -> finished(opened, recording, null),
                failure -> finished(opened, recording, failure));
    }

    private void finished(ActivityStream ended, RecordingStore.Started recording, Throwable failure) {
        recording.writer().close();
        if (stream == ended) {
            stream = null;
        }
        listening.set(false);
        stateText = ended.stopReason() != null ? EventsWords.text(ended.stopReason().text())
                : Messages.text("events.live.stopped", ended.stats().received());
        if (failure != null) {
            error.set(FailureText.describe(failure, Messages.text("events.live.failed.stream")));
        }
        state.set(stateText);
    }

    public void stop() {
        ActivityStream running = stream;
        if (running != null) {
            running.stop();
        }
    }

    private static String words(StreamState now) {
        if (now instanceof StreamState.Connected) {
            return Messages.text("events.live.connected");
        }
        if (now instanceof StreamState.Waiting waiting) {
            return Messages.text("events.live.waiting", waiting.delay().toMillis() / 1000.0,
                    EventsWords.text(waiting.reason().text()));
        }
        return Messages.text("events.live.connecting");
    }

    /** Moves the events that arrived meanwhile in (called on the FX thread, in batches). */
    public void takeArrivals() {
        List<Arrival> batch = EventsWords.drain(arrivals);
        if (!stateText.equals(state.get())) {
            state.set(stateText);
        }
        if (batch.isEmpty()) {
            return;
        }
        received.addAll(batch);
        if (received.size() > KEPT) {
            received.subList(0, received.size() - KEPT).clear();
        }
        List<EventRow> passing = batch.stream().filter(arrival -> filter.test(arrival.view())).map(Arrival::row).toList();
        shown.addAll(passing);
        if (shown.size() > KEPT) {
            shown.remove(0, shown.size() - KEPT);
        }
    }

    private void refilter() {
        Set<String> wanted = Arrays.stream((types.get() == null ? "" : types.get()).split(","))
                .map(String::strip).filter(type -> !type.isEmpty()).collect(Collectors.toSet());
        filter = new EventFilter(wanted, user.get());
        shown.setAll(received.stream().filter(arrival -> filter.test(arrival.view())).map(Arrival::row).toList());
    }

    /** Exports the latest recording (every event received, before any filter) as CSV or NDJSON. */
    public void export() {
        if (lastRecording == null) {
            error.set(Messages.text("events.live.nothingRecorded"));
            return;
        }
        Recording recording = lastRecording;
        dialogs.chooseFileToSave(Messages.text("events.live.export.title"), recording.name() + ".csv", "csv")
                .ifPresent(target -> services.tasks().run("export events", () -> {
                    write(recording, target);
                    return target;
                }, written -> state.set(Messages.text("events.cli.exported", recording.name(), written.toString())),
                        failure -> error.set(FailureText.describe(failure, Messages.text("events.live.failed.export")))));
    }

    private void write(Recording recording, Path target) {
        if (target.getFileName().toString().endsWith(".ndjson")) {
            EventExport.ndjson(recording, target, services.runFiles());
        } else {
            EventExport.csv(recording, target, services.runFiles());
        }
    }

    public void close() {
        stop();
    }
}

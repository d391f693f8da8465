package dev.starling.ui.live;

import dev.starling.core.concurrent.TaskRunner;
import dev.starling.core.query.compose.FieldCatalog;
import dev.starling.core.query.compose.FieldGroup;
import dev.starling.core.rules.LiveRule;
import dev.starling.core.stream.Disconnect;
import dev.starling.core.stream.LiveEndpoints;
import dev.starling.core.stream.LiveStream;
import dev.starling.core.stream.RuleTally;
import dev.starling.core.stream.StreamControl;
import dev.starling.core.stream.StreamListener;
import dev.starling.core.stream.StreamRequest;
import dev.starling.core.stream.StreamState;
import dev.starling.core.stream.StreamStats;
import dev.starling.core.stream.StreamTransport;
import dev.starling.core.stream.recording.RecordingStore;
import dev.starling.core.text.BundleText;
import dev.starling.core.text.Messages;
import dev.starling.ui.common.FailureText;
import dev.starling.ui.common.LocalFormat;
import dev.starling.ui.common.StatusViewModel;
import java.time.Clock;
import java.time.Duration;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.collections.ObservableSet;

/**
 * The live console: listens to the filtered stream with the fields and expansions chosen in Query's
 * picker and {@code backfill_minutes} on reconnect, records every post first (a named recording), and
 * shows the newest posts with the rules they matched, the true counts (received, duplicates dropped,
 * reconnects, per rule, the rate), where the connection stands with the reconnect countdown, and X's
 * problems in words with what to do. The view can be paused while the stream goes on, and filtered.
 * Posts reach it in batches through {@link Arrivals}, on the FX thread.
 */
public final class LiveViewModel extends StatusViewModel {

    /** Posts the console keeps on screen: the newest, a rolling window (the counts are the stream's). */
    public static final int WINDOW = 500;
    /** Seconds of the rate chart. */
    public static final int RATE_SECONDS = 60;
    /** Field groups a stream post takes (the Query picker's, without user expansions). */
    public static final List<FieldGroup> GROUPS = List.of(FieldGroup.TWEET, FieldGroup.TWEET_EXPANSIONS, FieldGroup.USER,
            FieldGroup.MEDIA, FieldGroup.PLACE, FieldGroup.POLL);
    private static final int PROBLEMS_KEPT = 100;

    /** Where the connection stands, for the view's colour and icon. */
    public enum Phase { IDLE, CONNECTING, CONNECTED, WAITING, STOPPED, OFFLINE }

    /** One rule's true count and its share of the posts received. */
    public record RuleRow(String id, String tag, long count, double share) {
    }

    /** What the stream hands the console, on the FX thread, in batches (see {@link ArrivalBatcher}). */
    public interface Arrivals {
        /** The newest posts of the batch (oldest first, at most {@link #WINDOW}) and how many arrived in all. */
        void posts(List<LivePost> newest, long arrived);

        void state(StreamState state);

        void problem(Disconnect problem);

        /** Time moved on: the countdown and the counts are read again. */
        void tick();
    }

    /**
     * @param transport opens the active environment's stream
     * @param environment the active environment's label, kept with a recording
     * @param handoff makes the listener that hands the stream's news to {@link Arrivals} on the FX thread
     * @param openInQuery looks a post id up in Query
     * @param watchdog silence that counts as a stall ({@code StreamClient.WATCHDOG})
     */
    public record Services(Supplier<LiveEndpoints> endpoints, RecordingStore recordings, Supplier<String> environment,
                           Supplier<FieldCatalog> catalog, TaskRunner tasks, Clock clock,
                           Function<Arrivals, StreamListener> handoff, Consumer<String> openInQuery, Duration watchdog) {
    }

    private static final System.Logger LOG = System.getLogger(LiveViewModel.class.getName());

    private final Services services;
    private final Map<FieldGroup, ObservableSet<String>> selections = new EnumMap<>(FieldGroup.class);
    private final IntegerProperty backfill = new SimpleIntegerProperty(this, "backfill", 1);
    private final StringProperty recordingName = new SimpleStringProperty(this, "recordingName", "");
    private final ReadOnlyObjectWrapper<Phase> phase = new ReadOnlyObjectWrapper<>(this, "phase", Phase.IDLE);
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(this, "running");
    private final ReadOnlyStringWrapper stateText = new ReadOnlyStringWrapper(this, "stateText",
            Messages.text("live.state.idle"));
    private final ReadOnlyStringWrapper reasonText = new ReadOnlyStringWrapper(this, "reasonText", "");
    private final ReadOnlyStringWrapper alertText = new ReadOnlyStringWrapper(this, "alertText", "");
    private final ReadOnlyStringWrapper countsText = new ReadOnlyStringWrapper(this, "countsText", "");
    private final ReadOnlyStringWrapper rateText = new ReadOnlyStringWrapper(this, "rateText", "");
    private final ReadOnlyStringWrapper sourceText = new ReadOnlyStringWrapper(this, "sourceText", "");
    private final ReadOnlyStringWrapper emptyText = new ReadOnlyStringWrapper(this, "emptyText",
            Messages.text("live.posts.empty"));
    private final ReadOnlyObjectWrapper<long[]> perSecond = new ReadOnlyObjectWrapper<>(this, "perSecond", new long[0]);
    private final ObservableList<RuleRow> ruleRows = FXCollections.observableArrayList();
    private final ObservableList<String> problems = FXCollections.observableArrayList();
    private final ObservableList<LivePost> shown = FXCollections.observableArrayList();
    private final BooleanProperty paused = new SimpleBooleanProperty(this, "paused");
    private final ReadOnlyLongWrapper newWhilePaused = new ReadOnlyLongWrapper(this, "newWhilePaused");
    private final StringProperty filter = new SimpleStringProperty(this, "filter", "");
    private final ObjectProperty<LivePost> selected = new SimpleObjectProperty<>(this, "selected");
    /** The newest posts that arrived, oldest first, whatever is shown. */
    private final ArrayDeque<LivePost> window = new ArrayDeque<>();
    private StreamState.Waiting waiting;
    private volatile LiveStream stream;
    private volatile StreamControl stopper;
    private long lastTotal = -1;

    public LiveViewModel(Services services) {
        this.services = services;
        for (FieldGroup group : GROUPS) {
            selections.put(group, FXCollections.observableSet(new LinkedHashSet<>()));
        }
        recordingName.set(defaultName());
        paused.addListener((obs, old, now) -> {
            if (!now) {
                newWhilePaused.set(0);
                showWindow();
            }
        });
        filter.addListener((obs, old, now) -> showWindow());
        javafx.beans.InvalidationListener sayWhenEmpty = obs -> sayWhenEmpty();
        shown.addListener(sayWhenEmpty);
        phase.addListener(sayWhenEmpty);
        filter.addListener(sayWhenEmpty);
        paused.addListener(sayWhenEmpty);
        newWhilePaused.addListener(sayWhenEmpty);
    }

    // --- state for the view ------------------------------------------------------------------

    public ObservableSet<String> selection(FieldGroup group) { return selections.get(group); }
    public FieldCatalog catalog() { return services.catalog().get(); }
    /** Minutes of backfill asked on each reconnect, 0 to 5. */
    public IntegerProperty backfillProperty() { return backfill; }
    public StringProperty recordingNameProperty() { return recordingName; }
    public ReadOnlyObjectProperty<Phase> phaseProperty() { return phase.getReadOnlyProperty(); }
    public ReadOnlyBooleanProperty runningProperty() { return running.getReadOnlyProperty(); }
    /** Where the connection stands, with the countdown while waiting to reconnect. */
    public ReadOnlyStringProperty stateTextProperty() { return stateText.getReadOnlyProperty(); }
    /** Why the last connection ended and what to do, or empty. */
    public ReadOnlyStringProperty reasonTextProperty() { return reasonText.getReadOnlyProperty(); }
    /** The alert after repeated longest waits, or empty. */
    public ReadOnlyStringProperty alertTextProperty() { return alertText.getReadOnlyProperty(); }
    public ReadOnlyStringProperty countsTextProperty() { return countsText.getReadOnlyProperty(); }
    public ReadOnlyStringProperty rateTextProperty() { return rateText.getReadOnlyProperty(); }
    /** What the list shows: the stream and its recording, or a reopened recording. */
    public ReadOnlyStringProperty sourceTextProperty() { return sourceText.getReadOnlyProperty(); }
    /** What the post list says while it shows no post: what is happening (connected and waiting, filtered, ...). */
    public ReadOnlyStringProperty emptyTextProperty() { return emptyText.getReadOnlyProperty(); }
    /** Posts per second over the last {@link #RATE_SECONDS} seconds, oldest first, the current second last. */
    public ReadOnlyObjectProperty<long[]> perSecondProperty() { return perSecond.getReadOnlyProperty(); }
    public ObservableList<RuleRow> ruleRows() { return ruleRows; }
    /** Disconnects and X's problems in words with what to do, newest first. */
    public ObservableList<String> problems() { return problems; }
    /** The posts shown, newest first. */
    public ObservableList<LivePost> shown() { return shown; }
    public BooleanProperty pausedProperty() { return paused; }
    /** Posts that arrived while the view was paused (all of them, not only the window's). */
    public ReadOnlyLongProperty newWhilePausedProperty() { return newWhilePaused.getReadOnlyProperty(); }
    public StringProperty filterProperty() { return filter; }
    public ObjectProperty<LivePost> selectedProperty() { return selected; }

    /** The hand-off's target; for the stream's listener and tests. */
    public Arrivals arrivals() {
        return arrivals;
    }

    // --- commands ----------------------------------------------------------------------------

    /** Starts listening and recording, in the background; the state line tells how it goes. */
    public void connect() {
        if (running.get()) {
            return;
        }
        for (FieldGroup group : GROUPS) {
            for (String name : selections.get(group)) {
                Optional<String> wrong = fieldProblem(group, name);
                if (wrong.isPresent()) {
                    error.set(wrong.get() + " " + Messages.text("live.fields.fix"));
                    return;
                }
            }
        }
        StreamRequest request;
        try {
            request = request();
        } catch (IllegalArgumentException wrong) {
            error.set(Messages.text("live.backfill.invalid"));
            return;
        }
        String name = recordingName.get() == null || recordingName.get().isBlank() ? defaultName()
                : recordingName.get().strip();
        clearMessages();
        clearShown();
        problems.clear();
        ruleRows.clear();
        lastTotal = -1;
        waiting = null;
        stream = null;
        alertText.set("");
        reasonText.set("");
        running.set(true);
        phase.set(Phase.CONNECTING);
        stateText.set(Messages.text("live.state.connecting", 1));
        sourceText.set(Messages.text("live.source.recording", name));
        StreamListener handoff = services.handoff().apply(arrivals);
        StreamControl control = StreamControl.create();
        services.tasks().run("live stream", () -> {
            RecordingStore.Started recording = services.recordings().start(name, services.environment().get(),
                    String.valueOf(request.query(false)));
            try {
                LiveEndpoints endpoints = services.endpoints().get();
                LiveStream live = new LiveStream(StreamTransport.of(endpoints), request, services.clock(),
                        services.watchdog(), recording.writer(), RATE_SECONDS, control).listen(handoff)
                        .expect(liveRules(endpoints));
                stream = live;
                live.run();
                return live;
            } finally {
                recording.writer().close();
            }
        }, live -> {
            running.set(false);
            tick();
        }, failure -> {
            running.set(false);
            phase.set(Phase.STOPPED);
            stateText.set(Messages.text("live.state.stopped"));
            error.set(FailureText.describe(failure, Messages.text("live.failed.connect")));
        });
        stopper = control;
    }

    /**
     * The live rule set, so the rule table lists every rule from the connection on, at zero until its first post
     * (and its rows exist before a burst's first frames). Without it (an answer that fails) rules are listed as
     * their first posts arrive; the stream itself says what is wrong.
     */
    private static List<LiveRule> liveRules(LiveEndpoints endpoints) {
        try {
            return endpoints.rules().all();
        } catch (RuntimeException unread) {
            LOG.log(System.Logger.Level.DEBUG, "live rules not read before connecting", unread);
            return List.of();
        }
    }

    /** Stops listening (the recording keeps what arrived). */
    public void stop() {
        StreamControl control = stopper;
        if (control != null) {
            control.stop();
        }
    }

    /** Looks the selected post up in Query. */
    public void openSelectedInQuery() {
        LivePost post = selected.get();
        if (post != null) {
            services.openInQuery().accept(post.id());
        }
    }

    /** Shows a reopened recording's posts (the newest {@link #WINDOW}) instead of the stream's. */
    public void showRecording(String name, List<LivePost> newest, long total, List<RuleRow> rules) {
        if (running.get()) {
            return;
        }
        paused.set(false);
        clearShown();
        window.addAll(newest.subList(Math.max(0, newest.size() - WINDOW), newest.size()));
        showWindow();
        ruleRows.setAll(rules);
        phase.set(Phase.OFFLINE);
        stateText.set(Messages.text("live.state.offline"));
        sourceText.set(Messages.text("live.source.reopened", name, LocalFormat.forUser().number(total)));
        countsText.set(Messages.text("live.counts.recording", LocalFormat.forUser().number(total)));
        rateText.set("");
        perSecond.set(new long[0]);
    }

    /** The request as chosen: the picker's fields and expansions, the backfill. */
    StreamRequest request() {
        return new StreamRequest(names(FieldGroup.TWEET), names(FieldGroup.TWEET_EXPANSIONS), names(FieldGroup.USER),
                names(FieldGroup.MEDIA), names(FieldGroup.PLACE), names(FieldGroup.POLL), backfill.get());
    }

    /** The problem with one field name of a group (not in the catalog), or empty. */
    public Optional<String> fieldProblem(FieldGroup group, String name) {
        return catalog().contains(group, name) ? Optional.empty()
                : Optional.of(Messages.text("query.issue.unknownField", name, group.parameter()));
    }

    // --- what arrives ------------------------------------------------------------------------

    private final Arrivals arrivals = new Arrivals() {
        @Override
        public void posts(List<LivePost> newest, long arrived) {
            for (LivePost post : newest) {
                window.addLast(post);
            }
            while (window.size() > WINDOW) {
                window.removeFirst();
            }
            if (paused.get()) {
                newWhilePaused.set(newWhilePaused.get() + arrived);
                return;
            }
            String needle = needle();
            List<LivePost> add = new ArrayList<>(newest.size());
            for (int i = newest.size() - 1; i >= 0; i--) {
                if (newest.get(i).matches(needle)) {
                    add.add(newest.get(i));
                }
            }
            if (add.size() >= WINDOW) {
                shown.setAll(add.subList(0, WINDOW));
                return;
            }
            shown.addAll(0, add);
            if (shown.size() > WINDOW) {
                shown.remove(WINDOW, shown.size());
            }
        }

        @Override
        public void state(StreamState state) {
            show(state);
        }

        @Override
        public void problem(Disconnect problem) {
            note(problem);
        }

        @Override
        public void tick() {
            LiveViewModel.this.tick();
        }
    };

    private void show(StreamState state) {
        waiting = null;
        if (state instanceof StreamState.Connecting connecting) {
            phase.set(Phase.CONNECTING);
            stateText.set(connecting.reconnect() ? Messages.text("live.state.reconnecting", connecting.attempt())
                    : Messages.text("live.state.connecting", connecting.attempt()));
        } else if (state instanceof StreamState.Connected connected) {
            phase.set(Phase.CONNECTED);
            stateText.set(Messages.text("live.state.connected", LocalFormat.forUser().time(connected.since())));
            alertText.set("");
        } else if (state instanceof StreamState.Waiting wait) {
            waiting = wait;
            phase.set(Phase.WAITING);
            note(wait.reason());
            reasonText.set(words(wait.reason().text()) + " " + words(wait.reason().advice()));
            alertText.set(wait.alert() ? Messages.text("live.alert", wait.atLongest(), words(wait.reason().advice())) : "");
            showCountdown();
        } else if (state instanceof StreamState.Stopped stopped) {
            phase.set(Phase.STOPPED);
            stateText.set(Messages.text("live.state.stopped"));
            reasonText.set("");
            if (stopped.reason() != null) {
                note(stopped.reason());
                error.set(words(stopped.reason().text()) + " " + words(stopped.reason().advice()));
            }
        }
    }

    /** Reads the countdown and the stream's counts again (every hand-off, and once the stream ended). */
    void tick() {
        if (waiting != null) {
            showCountdown();
        }
        LiveStream live = stream;
        if (live == null) {
            return;
        }
        LiveStream.Snapshot snapshot = live.snapshot();
        StreamStats stats = snapshot.stats();
        LocalFormat format = LocalFormat.forUser();
        countsText.set(Messages.text("live.counts", format.number(stats.received()), format.number(stats.duplicatesDropped()),
                format.number(stats.reconnects())));
        RuleTally.Snapshot tally = snapshot.tally();
        long[] all = tally.perSecond();
        perSecond.set(java.util.Arrays.copyOfRange(all, Math.max(0, all.length - RATE_SECONDS), all.length));
        rateText.set(Messages.text("live.rate", format.decimal(tally.rate(10), 1)));
        if (tally.total() != lastTotal) {
            lastTotal = tally.total();
            List<RuleRow> rows = new ArrayList<>();
            for (RuleTally.RuleCount rule : tally.rules()) {
                rows.add(new RuleRow(rule.id(), rule.tag(), rule.count(),
                        tally.total() == 0 ? 0 : rule.count() / (double) tally.total()));
            }
            ruleRows.setAll(rows);
        }
    }

    private void showCountdown() {
        Duration left = waiting.remaining(services.clock());
        stateText.set(Messages.text("live.state.waiting",
                LocalFormat.forUser().decimal(left.toMillis() / 1000.0, 1)));
    }

    private void note(Disconnect problem) {
        problems.add(0, Messages.text("live.problem.line", LocalFormat.forUser().time(services.clock().instant()),
                words(problem.text()), words(problem.advice())));
        if (problems.size() > PROBLEMS_KEPT) {
            problems.remove(PROBLEMS_KEPT, problems.size());
        }
    }

    private void showWindow() {
        String needle = needle();
        List<LivePost> matching = new ArrayList<>();
        var newestFirst = window.descendingIterator();
        while (newestFirst.hasNext()) {
            LivePost post = newestFirst.next();
            if (post.matches(needle)) {
                matching.add(post);
            }
        }
        shown.setAll(matching);
    }

    private void sayWhenEmpty() {
        if (!shown.isEmpty()) {
            return;
        }
        if (paused.get() && newWhilePaused.get() > 0) {
            emptyText.set(Messages.text("live.posts.paused"));
        } else if (!needle().isEmpty() && !window.isEmpty()) {
            emptyText.set(Messages.text("live.posts.filtered", filter.get().strip()));
        } else {
            emptyText.set(Messages.text(switch (phase.get()) {
                case CONNECTING -> "live.posts.connecting";
                case CONNECTED -> "live.posts.waiting";
                case WAITING -> "live.posts.reconnecting";
                case OFFLINE -> "live.posts.noneRecorded";
                case IDLE, STOPPED -> "live.posts.empty";
            }));
        }
    }

    private void clearShown() {
        window.clear();
        shown.clear();
        newWhilePaused.set(0);
    }

    private String needle() {
        return filter.get() == null ? "" : filter.get().strip().toLowerCase(Locale.ROOT);
    }

    private List<String> names(FieldGroup group) {
        return List.copyOf(selections.get(group));
    }

    private static String words(BundleText text) {
        return Messages.text(text.key(), text.argArray());
    }

    private String defaultName() {
        return Messages.text("live.recording.defaultName",
                LocalDateTime.ofInstant(services.clock().instant(), LocalFormat.forUser().zone()).format(DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm")));
    }
}

package dev.starling.ui.live;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.concurrent.PooledTaskRunner;
import dev.starling.core.concurrent.TaskRunner;
import dev.starling.core.output.RunFiles;
import dev.starling.core.query.compose.FieldCatalog;
import dev.starling.core.query.compose.FieldGroup;
import dev.starling.core.rules.RuleDraft;
import dev.starling.core.store.DurableStore;
import dev.starling.core.stream.ConnectionsClient;
import dev.starling.core.stream.LiveSandbox;
import dev.starling.core.stream.recording.RecordedPost;
import dev.starling.core.stream.recording.RecordingReader;
import dev.starling.core.stream.recording.RecordingStore;
import dev.starling.core.text.Messages;
import dev.starling.sandbox.stream.Burst;
import dev.starling.ui.OwnWindow;
import dev.starling.ui.common.LocalFormat;
import dev.starling.ui.common.ScriptedDialogs;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.stream.IntStream;
import java.util.stream.Collectors;
import javafx.application.Platform;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TableView;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The live console as a person uses it, against the in-process sandbox over HTTP: rules are live,
 * Connect, posts arrive with their rule tags, an operational disconnect injected mid-burst is
 * survived (posts go on, none twice on screen or in the recording), the view paused and resumed
 * while the stream goes on, and the recording exported as NDJSON holding every post once.
 */
@Timeout(value = 180, unit = TimeUnit.SECONDS)
class LiveConsoleFlowTest {

    @TempDir
    Path dataDir;
    @TempDir
    Path vault;
    @TempDir
    Path exports;

    private final FxRobot robot = new FxRobot();
    private final OwnWindow window = new OwnWindow();
    private final ScriptedDialogs dialogs = new ScriptedDialogs();
    private final List<String> openedInQuery = new ArrayList<>();
    private LiveSandbox sandbox;
    private DurableStore store;
    private TaskRunner tasks;
    private LiveViewModel live;

    @BeforeAll
    static void toolkit() throws Exception {
        OwnWindow.toolkit();
    }

    @BeforeEach
    void open() {
        sandbox = new LiveSandbox(vault);
        sandbox.rules(new RuleDraft("#Launch", "launch"), new RuleDraft("#Coffee", "coffee talk"));
        store = DurableStore.open(dataDir, dev.starling.boot.DurableMigrations.ALL);
        RecordingStore recordings = new RecordingStore(store.database(), RecordingStore.folderIn(dataDir), Clock.systemUTC());
        tasks = new PooledTaskRunner(3, Platform::runLater);
        live = new LiveViewModel(new LiveViewModel.Services(sandbox::endpoints, recordings,
                () -> "Sandbox", FieldCatalog::bundled, tasks, Clock.systemUTC(),
                arrivals -> new ArrivalBatcher(arrivals, ArrivalBatcher.PER_PERIOD), openedInQuery::add, Duration.ofMillis(1_500)));
        RecordingsViewModel recorded = new RecordingsViewModel(recordings, tasks, dialogs, RunFiles.of(dataDir),
                (recording, reopened) -> live.showRecording(recording.name(), reopened.newest(), reopened.total(),
                        reopened.rules()));
        ConnectionsViewModel connections = new ConnectionsViewModel(() -> new ConnectionsClient(sandbox.endpoints()),
                tasks, dialogs);
        robot.interact(() -> {
            javafx.scene.Parent root = new LiveView(live, recorded, connections).root();
            // The colour tokens the window's theme gives (live.css and shared.css look their colours up there): without
            // them every lookup is logged as a String that is not a Paint; a token the theme lacks still is.
            root.getStylesheets().add(0, getClass().getResource("/dev/starling/ui/theme/tokens-light.css").toExternalForm());
            window.show(root, 1280, 800);
        });
    }

    @AfterEach
    void close() {
        robot.interact(live::stop);
        window.close();
        tasks.shutdown();
        sandbox.close();
        store.close();
    }

    @Test
    void postsArriveWithTheirRulesSurviveADisconnectOnceEachPauseAndAreExported() throws Exception {
        robot.interact(() -> {
            live.selection(FieldGroup.TWEET).add("author_id");
            live.selection(FieldGroup.TWEET_EXPANSIONS).add("author_id");
            live.selection(FieldGroup.USER).add("username");
            live.recordingNameProperty().set("Launch day");
        });
        robot.clickOn("#liveConnect");
        await("connected", () -> live.phaseProperty().get() == LiveViewModel.Phase.CONNECTED);
        // Every live rule is listed from the connection on, at zero until its first post.
        await("the live rules listed", () -> live.ruleRows().size() == 2);
        assertThat(live.ruleRows()).extracting(LiveViewModel.RuleRow::tag, LiveViewModel.RuleRow::count)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("launch", 0L),
                        org.assertj.core.groups.Tuple.tuple("coffee talk", 0L));

        Burst first = sandbox.stream().burst(120, 200, "Launch");
        assertThat(first.await(30, TimeUnit.SECONDS)).isTrue();
        await("the first burst", () -> received() == 120);
        ListView<LivePost> posts = robot.lookup("#livePosts").queryListView();
        // The counts are the stream's own; the list gets its posts at the next hand-over.
        await("the first burst listed", () -> posts.getItems().size() == 120);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup(".live-tag").queryAllAs(Label.class)).extracting(Label::getText).contains("launch");
        assertThat(robot.lookup(".joined-author").queryAllAs(Label.class)).first().extracting(Label::getText)
                .asString().startsWith("@");
        assertThat(live.ruleRows()).filteredOn(row -> "launch".equals(row.tag())).singleElement()
                .extracting(LiveViewModel.RuleRow::count).isEqualTo(120L);
        // The table's lines say the same (their words follow the counts; the lines are not replaced).
        TableView<?> rules = robot.lookup("#liveRuleCounts").queryTableView();
        int launch = IntStream.range(0, rules.getItems().size())
                .filter(i -> "launch".equals(rules.getColumns().get(0).getCellData(i))).findFirst().orElseThrow();
        assertThat(rules.getColumns().get(1).getCellData(launch)).isEqualTo(LocalFormat.forUser().number(120));

        // An operational disconnect in the middle of a burst: reconnected with backfill, nothing lost, nothing twice.
        Burst second = sandbox.stream().burst(300, 300, "Coffee");
        await("the second burst under way", () -> second.made() > 100);
        sandbox.stream().disconnectAll("OperationalDisconnect");
        assertThat(second.await(30, TimeUnit.SECONDS)).isTrue();
        await("the second burst after the reconnect", () -> received() == 420);
        await("the reconnect counted", () -> live.countsTextProperty().get().endsWith(": 1"));
        await("the second burst listed", () -> posts.getItems().size() == 420);
        assertThat(live.problems()).anyMatch(line -> line.contains(Messages.text("stream.disconnect.operational",
                "OperationalDisconnect")));
        assertThat(posts.getItems().stream().map(LivePost::id).distinct().count()).isEqualTo(posts.getItems().size());
        assertThat(posts.getItems().get(0).rules()).extracting(rule -> rule.tag()).contains("coffee talk");

        // Paused: the stream and the recording go on, the list stays, the count says how many wait.
        robot.clickOn("#livePause");
        String topBefore = posts.getItems().get(0).id();
        Burst third = sandbox.stream().burst(40, 400, "Launch");
        assertThat(third.await(30, TimeUnit.SECONDS)).isTrue();
        await("the third burst", () -> received() == 460);
        await("the third burst counted as new", () -> live.newWhilePausedProperty().get() == 40);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(posts.getItems().get(0).id()).isEqualTo(topBefore);
        assertThat(robot.lookup("#liveNew").queryAs(Label.class).getText()).isEqualTo(Messages.text("live.newWhilePaused", "40"));
        robot.clickOn("#livePause");
        // The posts follow their count by a hand-over or a few (a hand-over's size follows what its frames cost).
        String newest = Long.toString(third.ids()[39]);
        await("the third burst's newest on top", () -> !posts.getItems().isEmpty() && posts.getItems().get(0).id().equals(newest));
        assertThat(posts.getItems().get(0).id()).isEqualTo(newest);

        // Open in Query: the selected post's id goes to Query's lookup.
        robot.interact(() -> posts.getSelectionModel().select(0));
        robot.clickOn("#liveOpenInQuery");
        assertThat(openedInQuery).containsExactly(Long.toString(third.ids()[39]));

        robot.clickOn("#liveStop");
        await("stopped", () -> !live.runningProperty().get());

        // The recording holds every post once; exported as NDJSON from the Recordings tab.
        robot.clickOn(Messages.text("live.tab.recordings"));
        TableView<?> recordings = robot.lookup("#liveRecordings").queryTableView();
        await("the recording listed", () -> !recordings.getItems().isEmpty());
        robot.interact(() -> recordings.getSelectionModel().select(0));
        Path ndjson = exports.resolve("launch-day.ndjson");
        dialogs.answer(ndjson);
        robot.clickOn("#liveExportNdjson");
        await("the export", () -> Files.exists(ndjson));
        List<RecordedPost> exported = RecordingReader.all(ndjson);
        Set<String> sent = new HashSet<>();
        for (Burst burst : List.of(first, second, third)) {
            Arrays.stream(burst.ids()).forEach(id -> sent.add(Long.toString(id)));
        }
        assertThat(exported).hasSize(460);
        assertThat(exported.stream().map(RecordedPost::id).collect(Collectors.toSet())).isEqualTo(sent);
    }

    private long received() {
        String counts = live.countsTextProperty().get();
        if (counts.isEmpty()) {
            return 0;
        }
        String digits = counts.substring(counts.indexOf(':') + 1, counts.indexOf(',')).replaceAll("[^0-9]", "");
        return digits.isEmpty() ? 0 : Long.parseLong(digits);
    }

    private static void await(String what, BooleanSupplier condition) throws Exception {
        try {
            WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> condition.getAsBoolean());
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError("timed out waiting for " + what, e);
        }
    }
}

package dev.starling.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.starling.core.rules.LiveRule;
import dev.starling.core.rules.RuleDraft;
import dev.starling.core.stream.RulesClient;
import dev.starling.core.stream.recording.RecordedPost;
import dev.starling.core.stream.recording.Recording;
import dev.starling.core.stream.recording.RecordingReader;
import dev.starling.core.text.Messages;
import dev.starling.sandbox.infra.AccessGuard;
import dev.starling.ui.live.LivePost;
import dev.starling.ui.shell.Workspace;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TextArea;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Listening as a marketer does, in the real window against the built-in sandbox, from the rule to the posts:
 * build a rule in Stream rules' builder, check it at X (dry run), apply it deliberately, open Live, connect,
 * see the matching posts arrive with the rule's tag, and survive an operational disconnect injected in the
 * middle of a burst (the sandbox's fault option): the console reconnects with backfill, the backfill's repeats
 * are counted as dropped, each post is listed once, and the recording holds every post the sandbox sent, once.
 */
class LiveListeningFlowTest extends FlowTest {

    private static final String HASHTAG = "LaunchFlow";
    private static final int BURST = 240;

    @Test
    void aRuleBuiltAndAppliedBringsItsPostsWithTheirTagAndADisconnectIsSurvivedWithEachPostOnce() throws Exception {
        rules().deleteAll(false);
        open(Workspace.RULES);
        @SuppressWarnings("unchecked")
        ComboBox<Object> sets = robot.lookup("#ruleSetChoice").queryAs(ComboBox.class);
        await(() -> sets.getValue() != null);
        await(() -> text("#liveStatus").equals(Messages.text("rules.live.read", 0)));

        // The rule, built from the catalog: a hashtag and a conjunction-required operator.
        robot.clickOn("#addRule");
        operator("#");
        robot.clickOn("#operatorValue").write(HASHTAG);
        robot.clickOn("#addClause");
        operator("has:");
        robot.clickOn("#operatorValue").write("hashtags");
        robot.clickOn("#addClause");
        TextArea ruleText = robot.lookup("#ruleText").queryAs(TextArea.class);
        RulesWorkspaceTest.settle(() -> ruleText.getText().equals("#" + HASHTAG + " has:hashtags"));
        assertThat(ruleText.getText()).isEqualTo("#" + HASHTAG + " has:hashtags");
        robot.clickOn("#ruleTag").write("launch");

        reveal("#checkRules");
        robot.clickOn("#checkRules");
        await(() -> text("#rulesMessage").startsWith("X’s dry run accepts"));
        assertThat(rules().all()).as("a dry run adds nothing").isEmpty();
        Confirmations confirmations = new Confirmations(robot);
        reveal("#applyRules");
        robot.clickOn("#applyRules");
        confirmations.awaitOpen("Apply 1 change to the live rules");
        robot.clickOn(confirmations.action());
        await(() -> text("#rulesMessage").startsWith("Applied: 1 added"));
        assertThat(rules().all()).extracting(LiveRule::draft)
                .containsExactly(new RuleDraft("#" + HASHTAG + " has:hashtags", "launch"));

        open(Workspace.LIVE);
        reveal("#liveConnect");
        robot.clickOn("#liveConnect");
        await(() -> text("#liveState").startsWith(Messages.text("live.state.connected", "").trim()));

        // A burst of matching posts, and in its middle an operational disconnect of every connection.
        admin("POST", "/__sandbox/stream/burst",
                "{\"count\": " + BURST + ", \"per_second\": 300, \"hashtag\": \"" + HASHTAG + "\"}");
        await(() -> received() >= 60);
        JsonNode ended = admin("POST", "/__sandbox/stream/faults", "{\"disconnect\": \"OperationalDisconnect\"}");
        assertThat(ended.path("disconnected").asInt()).isEqualTo(1);
        await(() -> admin("GET", "/__sandbox/stream/burst", null).path("made").asInt() == BURST);
        Set<String> sent = new HashSet<>();
        admin("GET", "/__sandbox/stream/burst", null).path("ids").forEach(id -> sent.add(id.asText()));
        assertThat(sent).hasSize(BURST);

        await(() -> received() == BURST);
        await(() -> text("#liveCounts").contains("reconnects: 1"));
        assertThat(duplicatesDropped()).as("the backfill replayed what had arrived; each repeat dropped").isPositive();
        // The list, newest first, gets the burst's last post at the last hand-over; each post in it once. (A
        // backfill bringing more than a hand-over's room is shown as a sample: the recording has every post.)
        String last = Long.toString(sent.stream().mapToLong(Long::parseLong).max().orElseThrow());
        ListView<LivePost> posts = robot.lookup("#livePosts").queryListView();
        await(() -> !posts.getItems().isEmpty() && posts.getItems().get(0).id().equals(last));
        List<LivePost> listed = List.copyOf(posts.getItems());
        assertThat(listed).extracting(LivePost::id).doesNotHaveDuplicates();
        assertThat(sent).containsAll(listed.stream().map(LivePost::id).toList());
        assertThat(listed).allSatisfy(post -> assertThat(post.rules()).extracting(rule -> rule.tag()).containsExactly("launch"));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup(".live-tag").queryAllAs(Label.class)).extracting(Label::getText).contains("launch");
        assertThat(robot.lookup("#liveProblems").queryListView().getItems()).anySatisfy(line -> assertThat(line.toString())
                .contains(Messages.text("stream.disconnect.operational", "OperationalDisconnect")));
        assertThat(text("#liveState")).startsWith(Messages.text("live.state.connected", "").trim());

        robot.clickOn("#liveStop");
        await(() -> text("#liveState").equals(Messages.text("live.state.stopped")));
        // Recorded once each, every post the sandbox sent.
        Recording recording = services.live().recordings().list().get(0);
        assertThat(RecordingReader.all(recording.file())).extracting(RecordedPost::id)
                .doesNotHaveDuplicates().containsExactlyInAnyOrderElementsOf(sent);
    }

    @Test
    void editRulesInTheLiveConsoleSwitchesToStreamRulesByKeyOrClick() throws Exception {
        open(Workspace.LIVE);
        await(() -> running.window().shownWorkspace() == Workspace.LIVE);
        Hyperlink link = robot.lookup("#liveEditRules").queryAs(Hyperlink.class);
        assertThat(link.isVisible()).isTrue();
        assertThat(link.isFocusTraversable()).as("reached by Tab").isTrue();
        assertThat(link.getText()).isEqualTo(Messages.text("live.editRules"));

        robot.press(KeyCode.ALT, KeyCode.U).release(KeyCode.U, KeyCode.ALT);
        await(() -> running.window().shownWorkspace() == Workspace.RULES);
        await(() -> robot.lookup("#ruleSetChoice").tryQuery().map(javafx.scene.Node::isVisible).orElse(false));

        open(Workspace.LIVE);
        await(() -> running.window().shownWorkspace() == Workspace.LIVE);
        reveal("#liveEditRules");
        robot.clickOn("#liveEditRules");
        await(() -> running.window().shownWorkspace() == Workspace.RULES);
    }

    private void open(Workspace workspace) {
        KeyCode key = WorkspaceKeys.of(workspace);
        robot.press(KeyCode.CONTROL, key).release(key, KeyCode.CONTROL);
    }

    private RulesClient rules() {
        return RulesWorkspaceTest.rules(services);
    }

    private void operator(String name) {
        RulesWorkspaceTest.operator(robot, name);
    }

    /** The sandbox's admin routes (its stream's burst and faults), with this run's admin token. */
    private JsonNode admin(String method, String path, String body) throws Exception {
        URI base = services.environments().current().apiBase();
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(base.toString().replaceAll("/$", "") + path))
                .header(AccessGuard.ADMIN_TOKEN_HEADER, services.environments().sandbox().adminToken())
                .header("Content-Type", "application/json")
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
        HttpResponse<String> response = HttpClient.newHttpClient().send(request.build(), HttpResponse.BodyHandlers.ofString());
        assertThat(response.statusCode()).as(method + " " + path + ": " + response.body()).isBetween(200, 299);
        return new ObjectMapper().readTree(response.body());
    }

    /** The console's "received: N, duplicates dropped: N, reconnects: N" line, read as numbers. */
    private long received() {
        return count(0);
    }

    private long duplicatesDropped() {
        return count(1);
    }

    private long count(int index) {
        String[] parts = text("#liveCounts").split(",");
        if (parts.length <= index) {
            return 0;
        }
        String digits = parts[index].replaceAll("[^0-9]", "");
        return digits.isEmpty() ? 0 : Long.parseLong(digits);
    }

    private String text(String id) {
        String text = robot.lookup(id).queryAs(Label.class).getText();
        return text == null ? "" : text;
    }

    private static void await(Callable<Boolean> condition) throws TimeoutException {
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, condition);
    }
}

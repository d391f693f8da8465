package dev.starling.ui;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.api.ads.SignedInSandbox;
import dev.starling.core.api.http.ApiRequest;
import dev.starling.core.api.ApiServices;
import dev.starling.core.api.http.ApiUrls;
import dev.starling.ui.shell.Workspace;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Publishing as a person does, against the in-process sandbox whose edit window is shortened to a few
 * seconds: write a post, send it on purpose (stray Enter and Space do not), read it back from the sandbox;
 * edit it within the window (its versions shown); see Edit refused in words once the window closed; delete
 * it after a question whose default is Cancel.
 */
class PublishFlowTest extends FlowTest {

    private static final String WINDOW = "starling.sandbox.editWindow";

    @BeforeAll
    static void shortEditWindow() {
        System.setProperty(WINDOW, "PT15S");
    }

    @AfterAll
    static void xsEditWindow() {
        System.clearProperty(WINDOW);
    }

    @Test
    void writesEditsWithinTheWindowIsRefusedAfterItAndDeletesAPost() throws Exception {
        running.signIn(robot, SignedInSandbox.MARKETER);
        robot.press(KeyCode.CONTROL, WorkspaceKeys.of(Workspace.PUBLISH)).release(WorkspaceKeys.of(Workspace.PUBLISH),
                KeyCode.CONTROL);
        @SuppressWarnings("unchecked")
        ComboBox<dev.starling.core.api.account.Account> account = robot.lookup("#publishAccount").queryAs(ComboBox.class);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> account.getValue() != null);
        Label counter = robot.lookup("#publishCounter").queryAs(Label.class);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> counter.getText().endsWith("/ 25,000"));

        robot.clickOn("#publishText").write("Fresh beans arrive Friday");
        Button send = robot.lookup("#publishSend").queryAs(Button.class);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !send.isDisabled());
        assertThat(counter.getText()).isEqualTo("25 / 25,000");
        assertThat(robot.lookup("#publishCost").queryAs(Label.class).getText()).startsWith("Cost: $0.015");
        assertThat(robot.lookup("#publishPreview").queryAs(Label.class).getText())
                .contains("@demo_marketer").contains("Fresh beans arrive Friday");
        @SuppressWarnings("unchecked")
        ListView<Object> drafts = robot.lookup("#publishDrafts").queryAs(ListView.class);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> drafts.getItems().size() == 1);

        // Stray keys on the focused send button open nothing and send nothing.
        robot.interact(send::requestFocus);
        robot.type(KeyCode.ENTER).type(KeyCode.SPACE);
        WaitForAsyncUtils.waitForFxEvents();
        Confirmations confirmations = new Confirmations(robot);
        assertThat(confirmations.isOpen()).isFalse();
        // Opened by a click, the confirmation's stray keys cancel it; its Alt key publishes.
        confirmations.strayKeysCancel(() -> robot.clickOn(send), "Post publicly as @demo_marketer");
        assertThat(services.api().current().requestLog().find(dev.starling.core.requestlog.RequestLogFilter.ALL))
                .noneMatch(entry -> entry.method().equals("POST") && entry.path().endsWith("/2/tweets"));
        robot.clickOn(send);
        confirmations.awaitOpen("Post publicly as @demo_marketer");
        assertThat(confirmations.message()).contains("public on X as @demo_marketer").contains("Cost: $0.015");
        robot.type(KeyCode.ESCAPE);
        confirmations.awaitClosed();
        confirmations.goAheadWithAltKey(() -> robot.clickOn(send), "Post publicly as @demo_marketer", null, KeyCode.P);

        Label sentId = robot.lookup("#publishSentId").queryAs(Label.class);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> sentId.getText().startsWith("Post "));
        String first = sentId.getText().substring("Post ".length());
        assertThat(read(first).path("text").asText()).isEqualTo("Fresh beans arrive Friday");
        assertThat(robot.lookup("#publishLink").queryAs(TextField.class).getText()).endsWith("/2/tweets/" + first);
        assertThat(drafts.getItems()).isEmpty();
        Label editState = robot.lookup("#publishEditState").queryAs(Label.class);
        // said once the sent post is read back, in the background (seen still empty at load 17)
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !editState.getText().isEmpty());
        assertThat(editState.getText()).startsWith("Editable for").contains("(5 edits left)");

        // Edit within the window.
        robot.clickOn("#publishEdit");
        javafx.scene.control.TextArea area = robot.lookup("#publishText").queryAs(javafx.scene.control.TextArea.class);
        assertThat(area.getText()).isEqualTo("Fresh beans arrive Friday");
        robot.interact(() -> area.setText("Fresh beans arrive Thursday"));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !send.isDisabled());
        assertThat(send.getText().replaceFirst("_", "")).isEqualTo("Publish the edit as @demo_marketer\u2026");
        confirmations.goAheadWithAltKey(() -> robot.clickOn(send), "Publish the edit publicly as @demo_marketer",
                null, KeyCode.P);
        @SuppressWarnings("unchecked")
        ListView<String> versions = robot.lookup("#publishVersions").queryAs(ListView.class);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> versions.getItems().size() == 2);
        String latest = sentId.getText().substring("Post ".length());
        assertThat(versions.getItems().get(0)).isEqualTo(first + ": Fresh beans arrive Friday");
        assertThat(versions.getItems().get(1)).isEqualTo(latest + ": Fresh beans arrive Thursday");
        assertThat(read(latest).path("edit_history_tweet_ids")).hasSize(2);

        // Delete: asked first, Cancel by default (stray keys tried while the edit window runs out).
        Button delete = robot.lookup("#publishDelete").queryAs(Button.class);
        confirmations.strayKeysCancel(() -> robot.clickOn(delete), "Delete post " + latest + " at X");
        assertThat(read(latest).isMissingNode()).isFalse();

        // After the window: Edit is off and says why, in words.
        Button edit = robot.lookup("#publishEdit").queryAs(Button.class);
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> edit.isDisabled());
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> editState.getText().startsWith(
                "The edit window of this post closed at"));

        // The deliberate delete.
        confirmations.goAheadWithAltKey(() -> robot.clickOn(delete), "Delete post " + latest + " at X", null,
                KeyCode.D);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> read(latest).isMissingNode());
        assertThat(robot.lookup("#publishSentMessage").queryAs(Label.class).getText())
                .isEqualTo("Deleted post " + latest + ".");
    }

    /** The post as the sandbox holds it now (a missing node once deleted). */
    private com.fasterxml.jackson.databind.JsonNode read(String id) {
        ApiServices api = services.api().current();
        var response = api.http().exchange(ApiRequest.get(ApiUrls.resolve(api.environment().apiBase(), "2/tweets/" + id,
                Map.of("tweet.fields", "edit_history_tweet_ids")), api.accounts().defaultUserAuth()));
        try {
            return new com.fasterxml.jackson.databind.ObjectMapper().readTree(response.body()).path("data");
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}

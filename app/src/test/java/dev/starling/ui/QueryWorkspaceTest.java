package dev.starling.ui;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.boot.AppServices;
import dev.starling.core.query.JoinedResponse;
import dev.starling.core.query.Resolved;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A person composing a query against the built-in sandbox: recent search for posts with media,
 * the author expansion picked from the list, media fields picked and the missing expansion added
 * with the hint's button, sent with Ctrl+Enter; the Joined view shows each post's author and media.
 */
class QueryWorkspaceTest extends FlowTest {


    @Test
    void joinedViewShowsTheAuthorsUsernameAndTheMediaTypeNextToEachPost() throws Exception {
        robot.press(KeyCode.CONTROL, KeyCode.DIGIT2).release(KeyCode.DIGIT2, KeyCode.CONTROL);
        @SuppressWarnings("unchecked")
        ChoiceBox<Object> endpoint = robot.lookup("#endpointChoice").queryAs(ChoiceBox.class);
        robot.interact(() -> endpoint.getSelectionModel().select(
                endpoint.getItems().stream().filter(item -> item.toString().equals("Recent search")).findFirst().orElseThrow()));
        robot.clickOn("#targetField").write("has:media");

        pick(0, "tweet_expansions", "author_id");
        pick(2, "user", "username");
        pick(3, "media", "type");
        Button fix = robot.lookup(".hint-fix").queryAs(Button.class);
        assertThat(fix.getText()).isEqualTo("Add attachments.media_keys");
        robot.clickOn(fix);
        assertThat(robot.lookup(".hint-fix").tryQuery()).isEmpty();
        assertThat(robot.lookup("#urlPreview").queryAs(TextField.class).getText())
                .endsWith("/2/tweets/search/recent?query=has%3Amedia&expansions=attachments.media_keys,author_id"
                        + "&user.fields=username&media.fields=type");

        robot.clickOn("#targetField");
        robot.press(KeyCode.CONTROL, KeyCode.ENTER).release(KeyCode.ENTER, KeyCode.CONTROL);
        Label status = robot.lookup("#queryStatus").queryAs(Label.class);
        WaitForAsyncUtils.waitFor(15, TimeUnit.SECONDS, () -> status.getText().startsWith("HTTP "));
        assertThat(status.getText()).startsWith("HTTP 200");

        robot.interact(() -> robot.lookup("#inspectorTabs").queryAs(TabPane.class).getSelectionModel().select(2));
        @SuppressWarnings("unchecked")
        ListView<JoinedResponse.JoinedPost> joined = robot.lookup("#joinedList").queryAs(ListView.class);
        assertThat(joined.getItems()).isNotEmpty();
        JoinedResponse.JoinedPost first = joined.getItems().get(0);
        String username = first.author().text("username");
        assertThat(first.author().source()).isEqualTo(Resolved.Source.RESPONSE);
        assertThat(username).isNotBlank();
        String mediaType = first.media().get(0).text("type");
        assertThat(mediaType).isIn("photo", "video", "animated_gif");

        List<String> shown = robot.from(joined).lookup(".joined-card").query().lookupAll(".label").stream()
                .map(node -> ((Label) node).getText()).toList();
        assertThat(shown.get(0)).startsWith("@" + username);
        assertThat(shown).anyMatch(text -> text.startsWith("Media " + first.media().get(0).key() + ": " + mediaType));
    }

    /** Selects a field-group tab, filters its list and ticks one name, as a person does. */
    private void pick(int tab, String group, String name) {
        robot.interact(() -> robot.lookup("#fieldTabs").queryAs(TabPane.class).getSelectionModel().select(tab));
        TextField filter = robot.lookup("#filter-" + group).queryAs(TextField.class);
        robot.clickOn(filter).write(name);
        Node picker = robot.lookup("#picker-" + group).query();
        CheckBox box = robot.from(picker).lookup((CheckBox check) -> name.equals(check.getText())).queryAs(CheckBox.class);
        robot.clickOn(box);
        assertThat(box.isSelected()).isTrue();
        robot.interact(filter::clear);
    }
}

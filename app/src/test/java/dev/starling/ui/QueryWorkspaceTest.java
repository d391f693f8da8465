package dev.starling.ui;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.boot.AppServices;
import dev.starling.core.query.answer.JoinedResponse;
import dev.starling.core.query.answer.Resolved;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;
import com.fasterxml.jackson.databind.JsonNode;
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
        QueryFlows.composeRecentSearch(robot, "url:x.com has:media");

        pick(0, "tweet_expansions", "author_id");
        pick(2, "user", "username");
        pick(3, "media", "type");
        Button fix = robot.lookup(".hint-fix").queryAs(Button.class);
        assertThat(fix.getText()).isEqualTo("Add attachments.media_keys");
        robot.clickOn(fix);
        assertThat(robot.lookup(".hint-fix").tryQuery()).isEmpty();
        // Shown as a person reads it (the escapes undone); Copy URL copies the encoded address.
        assertThat(robot.lookup("#urlPreview").queryAs(javafx.scene.control.TextInputControl.class).getText())
                .endsWith("/2/tweets/search/recent?query=url:x.com has:media&expansions=attachments.media_keys,author_id"
                        + "&user.fields=username&media.fields=type");

        robot.clickOn("#targetField");
        robot.press(KeyCode.CONTROL, KeyCode.ENTER).release(KeyCode.ENTER, KeyCode.CONTROL);
        Label status = robot.lookup("#queryStatus").queryAs(Label.class);
        WaitForAsyncUtils.waitFor(15, TimeUnit.SECONDS, () -> status.getText().startsWith("HTTP "));
        assertThat(status.getText()).startsWith("HTTP 200");
        // The answer gets the height the composer's rows and field list leave (at least two fifths of it); the field
        // tabs stay whole above the address and Send (a fixed third for the composer squeezed them to a sliver).
        javafx.scene.control.SplitPane split = robot.lookup("#queryView .split-pane").queryAll().stream()
                .filter(node -> ((javafx.scene.control.SplitPane) node).getOrientation() == javafx.geometry.Orientation.VERTICAL)
                .map(javafx.scene.control.SplitPane.class::cast).findFirst().orElseThrow();
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> split.getDividerPositions()[0] <= 0.6 + 1e-6);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#sendButton").queryAs(Button.class).isVisible()).isTrue();
        Node tabs = robot.lookup("#fieldTabs").query();
        Node address = robot.lookup("#urlPreview").query();
        // Whole where the window is 800 high; in this smaller one with the search's option rows, at most one field's
        // row below the fold.
        assertThat(tabs.localToScene(tabs.getLayoutBounds()).getMaxY()).as("the field tabs above the address")
                .isLessThanOrEqualTo(address.localToScene(address.getLayoutBounds()).getMinY() + 36);

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

    @Test
    void aMistypedFieldIsARemovableChipAndTheResultsTabsShowTheAnswerReadably() throws Exception {
        robot.press(KeyCode.CONTROL, KeyCode.DIGIT2).release(KeyCode.DIGIT2, KeyCode.CONTROL);
        @SuppressWarnings("unchecked")
        ChoiceBox<Object> endpoint = robot.lookup("#endpointChoice").queryAs(ChoiceBox.class);
        robot.interact(() -> endpoint.getSelectionModel().select(
                dev.starling.core.query.compose.Endpoint.RECENT_SEARCH));
        Button send = robot.lookup("#sendButton").queryAs(Button.class);
        assertThat(robot.lookup("#issueLabel").queryAs(Label.class).isVisible()).as("no problems on a fresh screen").isFalse();
        assertThat(send.isDisabled()).isFalse();
        robot.clickOn("#targetField").write("url:x.com has:media");

        TabPane fieldTabs = robot.lookup("#fieldTabs").queryAs(TabPane.class);
        robot.interact(() -> fieldTabs.getSelectionModel().select(1));
        robot.clickOn("#add-tweet").write("creatd_at public_metrics").type(KeyCode.ENTER);
        Node typo = robot.lookup("#chip-creatd_at").query();
        assertThat(typo.getStyleClass()).contains("unknown");
        assertThat(fieldTabs.getTabs().get(1).getText()).isEqualTo("tweet.fields (2)");
        assertThat(send.isDisabled()).isTrue();
        assertThat(robot.lookup("#issueLabel").queryAs(Label.class).getText()).contains("\"creatd_at\" is not a known tweet.fields name");

        robot.clickOn(robot.from(typo).lookup(".chip-remove").queryAs(Button.class));
        assertThat(robot.lookup("#chip-creatd_at").tryQuery()).isEmpty();
        assertThat(robot.lookup("#chip-public_metrics").query().getStyleClass()).doesNotContain("unknown");
        assertThat(fieldTabs.getTabs().get(1).getText()).isEqualTo("tweet.fields (1)");
        assertThat(send.isDisabled()).isFalse();
        pick(0, "tweet_expansions", "author_id");

        @SuppressWarnings("unchecked")
        ComboBox<Object> credentials = robot.lookup("#credentialChoice").queryAs(ComboBox.class);
        assertThat(credentials.getItems()).hasSizeGreaterThanOrEqualTo(2);
        assertThat(robot.lookup("#authLabel").queryAs(Label.class).getText()).startsWith("App-only bearer token");

        robot.clickOn(send);
        Label status = robot.lookup("#queryStatus").queryAs(Label.class);
        WaitForAsyncUtils.waitFor(15, TimeUnit.SECONDS, () -> status.getText().startsWith("HTTP "));
        assertThat(status.getText()).startsWith("HTTP 200");
        WaitForAsyncUtils.waitForFxEvents();

        @SuppressWarnings("unchecked")
        TableView<JsonNode> data = robot.lookup("#dataTable").queryAs(TableView.class);
        // The table gets its columns and rows over a few pulses after the answer arrives.
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !data.getItems().isEmpty() && robot.from(data)
                .lookup((TableCell<?, ?> cell) -> data.getItems().get(0).path("id").asText().equals(cell.getText())).tryQuery().isPresent());
        assertThat(data.getColumns().get(0).getText()).isEqualTo("id");
        assertThat(data.getColumns()).as("the rows keep the answer's order: no header offers a sort it cannot do")
                .noneMatch(javafx.scene.control.TableColumn::isSortable);
        String firstId = data.getItems().get(0).path("id").asText();
        Node idCell = robot.from(data).lookup((TableCell<?, ?> cell) -> firstId.equals(cell.getText())).query();
        assertThat(((TableCell<?, ?>) idCell).getWidth()).as("whole id visible")
                .isGreaterThan(new javafx.scene.text.Text(firstId).getLayoutBounds().getWidth());
        robot.clickOn(idCell).press(KeyCode.CONTROL, KeyCode.C).release(KeyCode.C, KeyCode.CONTROL);
        String copied = WaitForAsyncUtils.asyncFx(() -> javafx.scene.input.Clipboard.getSystemClipboard().getString()).get();
        assertThat(copied).isEqualTo(firstId);

        robot.interact(() -> data.scrollToColumn(data.getColumns().stream()
                .filter(column -> column.getText().equals("public_metrics")).findFirst().orElseThrow()));
        WaitForAsyncUtils.waitForFxEvents();
        Node metricsCell = robot.from(data).lookup((TableCell<?, ?> cell) -> cell.getTableColumn() != null
                && "public_metrics".equals(cell.getTableColumn().getText()) && cell.getGraphic() != null).query();
        assertThat(((TableCell<?, ?>) metricsCell).getText()).startsWith("retweet_count ");
        robot.clickOn(robot.from(metricsCell).lookup(".cell-toggle").<Node>query());
        @SuppressWarnings("unchecked")
        TreeView<String> nested = robot.lookup(".tree-view").match(node -> node != robot.lookup("#rawTree").query())
                .queryAs(TreeView.class);
        assertThat(nested.getRoot().getChildren()).extracting(TreeItem::getValue).anyMatch(line -> line.startsWith("like_count: "));
        robot.type(KeyCode.ESCAPE);

        TabPane inspector = robot.lookup("#inspectorTabs").queryAs(TabPane.class);
        robot.interact(() -> inspector.getSelectionModel().select(1));
        TabPane includes = (TabPane) inspector.getTabs().get(1).getContent();
        assertThat(includes.getTabs().get(0).getText()).matches("users \\(\\d+\\)");
        @SuppressWarnings("unchecked")
        TableView<JsonNode> users = robot.lookup("#includes-users-table").queryAs(TableView.class);
        assertThat(users.getItems()).isNotEmpty();
        assertThat(users.getColumns()).extracting(TableColumn::getText).contains("id", "username");

        robot.interact(() -> inspector.getSelectionModel().select(3));
        @SuppressWarnings("unchecked")
        ListView<String> errors = robot.lookup("#errorList").queryAs(ListView.class);
        assertThat(errors.getItems()).isEmpty();
        assertThat(((Label) errors.getPlaceholder()).getText()).isEqualTo("No errors.");

        robot.interact(() -> inspector.getSelectionModel().select(4));
        @SuppressWarnings("unchecked")
        TreeView<String> raw = robot.lookup("#rawTree").queryAs(TreeView.class);
        TreeItem<String> dataItem = raw.getRoot().getChildren().get(0);
        assertThat(dataItem.getValue()).startsWith("data: [");
        assertThat(dataItem.isExpanded()).as("opened to the first level").isTrue();
        robot.clickOn("#rawTextToggle");
        @SuppressWarnings("unchecked")
        ListView<String> text = robot.lookup("#rawText").queryAs(ListView.class);
        assertThat(text.isVisible()).isTrue();
        assertThat(text.getItems().subList(0, 2)).containsExactly("{", "  \"data\" : [ {");

        robot.interact(() -> inspector.getSelectionModel().select(5));
        assertThat(robot.lookup("#rateLimit").queryAs(Label.class).getText()).startsWith("Rate limit: ");
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

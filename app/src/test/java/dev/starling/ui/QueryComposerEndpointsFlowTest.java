package dev.starling.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.scene.Node;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Control;
import javafx.scene.control.ListCell;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A person trying endpoints in the composer: the field-group tabs and option controls follow the
 * chosen endpoint, what was typed for one endpoint comes back with it, and the tab being read stays
 * open while the groups stay the same (the composer keeps its parts rather than making them again).
 */
class QueryComposerEndpointsFlowTest extends FlowTest {

    @Test
    void tabsAndOptionsFollowTheEndpointAndKeepWhatWasTyped() throws Exception {
        robot.press(KeyCode.CONTROL, KeyCode.DIGIT2).release(KeyCode.DIGIT2, KeyCode.CONTROL);
        TabPane fieldTabs = robot.lookup("#fieldTabs").queryAs(TabPane.class);
        assertThat(ids(fieldTabs.getTabs())).containsExactly("fields-tweet_expansions", "fields-tweet", "fields-user",
                "fields-media", "fields-poll", "fields-place");
        assertThat(shownOptions()).isEmpty();
        List<Tab> postTabs = List.copyOf(fieldTabs.getTabs());
        robot.interact(() -> fieldTabs.getSelectionModel().select(2));

        choose("Recent search");
        assertThat(fieldTabs.getTabs()).containsExactlyElementsOf(postTabs);
        assertThat(fieldTabs.getSelectionModel().getSelectedIndex()).as("user.fields stays open").isEqualTo(2);
        assertThat(shownOptions()).containsExactly("option-start-time", "option-end-time", "option-since-id",
                "option-until-id", "option-sort-order");
        robot.clickOn("#targetField").write("starling");
        robot.clickOn("#option-since-id").write("1860000000000000000");

        choose("Users by ids");
        assertThat(ids(fieldTabs.getTabs())).containsExactly("fields-user_expansions", "fields-user", "fields-tweet");
        assertThat(shownOptions()).isEmpty();
        robot.interact(() -> fieldTabs.getSelectionModel().select(1));
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> robot.lookup("#picker-user").tryQuery().isPresent());
        robot.clickOn("#filter-user").write("username");
        Node picker = robot.lookup("#picker-user").query();
        CheckBox username = robot.from(picker).lookup((CheckBox check) -> "username".equals(check.getText())).queryAs(CheckBox.class);
        robot.moveTo(username);
        ListCell<?> row = (ListCell<?>) username.getParent().getParent();
        assertThat(row.getTooltip()).as("the row's tooltip, made when the pointer came").isNotNull();
        assertThat(row.getTooltip().getText()).startsWith("username: ");
        robot.clickOn(username);
        assertThat(fieldTabs.getTabs().get(1).getText()).isEqualTo("user.fields (1)");

        choose("Recent search");
        assertThat(ids(fieldTabs.getTabs())).containsExactly("fields-tweet_expansions", "fields-tweet", "fields-user",
                "fields-media", "fields-poll", "fields-place");
        assertThat(robot.lookup("#option-since-id").queryAs(TextField.class).getText()).isEqualTo("1860000000000000000");
        assertThat(robot.lookup("#urlPreview").queryAs(javafx.scene.control.TextInputControl.class).getText())
                .endsWith("/2/tweets/search/recent?query=starling&since_id=1860000000000000000&user.fields=username");
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> fieldTabs.getTabs().stream().allMatch(tab -> tab.getContent() != null));
        choose("Recent post counts");
        assertThat(fieldTabs.getTabs()).isEmpty();
        assertThat(shownOptions()).containsExactly("option-start-time", "option-end-time", "option-since-id",
                "option-until-id", "option-granularity");
    }

    private void choose(String endpointName) {
        @SuppressWarnings("unchecked")
        ChoiceBox<Object> endpoint = robot.lookup("#endpointChoice").queryAs(ChoiceBox.class);
        robot.interact(() -> endpoint.getSelectionModel().select(endpoint.getItems().stream()
                .filter(item -> endpoint.getConverter().toString(item).equals(endpointName)).findFirst().orElseThrow()));
    }

    /** The option controls a person sees, in the row's order. */
    private List<String> shownOptions() {
        Node row = robot.lookup("#optionRow").query();
        if (!row.isVisible()) {
            return List.of();
        }
        return robot.from(row).lookup((Control control) -> control.getId() != null && control.getId().startsWith("option-"))
                .queryAllAs(Control.class).stream().filter(control -> control.getParent().isVisible())
                .sorted((a, b) -> Integer.compare(((javafx.scene.layout.Pane) row).getChildren().indexOf(a.getParent()),
                        ((javafx.scene.layout.Pane) row).getChildren().indexOf(b.getParent())))
                .map(Control::getId).toList();
    }

    private static List<String> ids(List<Tab> tabs) {
        return tabs.stream().map(Tab::getId).toList();
    }
}

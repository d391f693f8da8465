package dev.starling.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.TreeView;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.Region;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

/**
 * How the Query inspector shows a large answer without stalling the window: the Data table gains
 * its rows a few a pulse at its full height (only the rows that get values are drawn anew), also
 * when the same query is sent again, and the tabs not on screen are filled when opened, not while
 * hidden (a hidden table growing a row a pulse made every frame repaint the whole window); Raw's tree
 * and Joined's cards are given to their control once it is held one row high (a tree lays out a screen of
 * rows in the very call that gives it a root).
 */
class InspectorRowsPacedTest extends FlowTest {

    /** What the Data table's list held after each change, and whether the table was at full height then. */
    private record Step(int rows, boolean fullHeight) {
    }

    @Test
    void theDataTableGainsANewAnswersRowsAFewAPulseAtItsFullHeightAlsoWhenSentAgain() throws Exception {
        composeRecentSearchOfAHundredPosts();
        @SuppressWarnings("unchecked")
        TableView<JsonNode> data = robot.lookup("#dataTable").queryAs(TableView.class);
        List<Step> steps = new CopyOnWriteArrayList<>();
        ListChangeListener<JsonNode> recorder = change -> steps.add(new Step(change.getList().size(),
                data.getMaxHeight() == Region.USE_COMPUTED_SIZE));
        robot.interact(() -> data.itemsProperty().addListener((obs, old, now) -> {
            steps.add(new Step(now.size(), data.getMaxHeight() == Region.USE_COMPUTED_SIZE));
            now.addListener(recorder);
        }));

        sendAndWait();
        int all = waitUntilSettled(data);
        assertThat(all).as("the sandbox's answer has more rows than the table shows at once").isGreaterThan(40);
        assertThat(steps.get(0).rows()).as("a new answer's list starts with its first row").isEqualTo(1);
        List<Step> growing = steps.subList(1, steps.size() - 1);
        assertThat(growing).as("rows come over several pulses before the rest arrive at once").hasSizeGreaterThan(1);
        assertThat(growing).as("rows are added to a table at its full height").allMatch(Step::fullHeight);
        assertThat(growing).extracting(Step::rows).isSorted().allMatch(rows -> rows < all);
        assertThat(steps.get(steps.size() - 1).rows()).isEqualTo(all);

        steps.clear();
        sendAndWait();
        assertThat(waitUntilSettled(data)).isEqualTo(all);
        assertThat(steps.get(0).rows()).as("the same query again also starts with one row").isEqualTo(1);
        assertThat(steps).as("the table keeps its height, its rows' cells take the new values").allMatch(Step::fullHeight);
        assertThat(steps).hasSizeGreaterThan(2);
    }

    @Test
    void aHiddenInspectorTabIsFilledWhenOpenedNotBefore() throws Exception {
        composeRecentSearchOfAHundredPosts();
        sendAndWait();
        waitUntilSettled(robot.lookup("#dataTable").queryAs(TableView.class));
        for (int pulse = 0; pulse < 30; pulse++) {
            WaitForAsyncUtils.sleep(16, TimeUnit.MILLISECONDS);
            WaitForAsyncUtils.waitForFxEvents();
        }
        ListView<?> joined = robot.lookup("#joinedList").queryAs(ListView.class);
        assertThat(joined.getItems()).as("Joined, never opened, is not filled").isEmpty();

        robot.interact(() -> robot.lookup("#inspectorTabs").queryAs(TabPane.class).getSelectionModel().select(2));
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> !joined.getItems().isEmpty());
        assertThat(joined.getItems()).hasSize(robot.lookup("#dataTable").queryAs(TableView.class).getItems().size());
    }

    @Test
    void rawsTreeAndJoinedsCardsArriveInAControlHeldOneRowHighThenItGrows() throws Exception {
        composeRecentSearchOfAHundredPosts();
        TreeView<?> raw = robot.lookup("#rawTree").queryAs(TreeView.class);
        ListView<?> joined = robot.lookup("#joinedList").queryAs(ListView.class);
        List<Double> rawHeights = new CopyOnWriteArrayList<>();
        List<Double> joinedHeights = new CopyOnWriteArrayList<>();
        // Heard from before the send, so a tree or cards given early (before the tab opens) are counted too.
        robot.interact(() -> {
            raw.rootProperty().addListener((obs, old, now) -> {
                if (now != null) {
                    rawHeights.add(raw.getHeight());
                }
            });
            joined.itemsProperty().addListener((obs, old, now) -> {
                if (now != null && !now.isEmpty()) {
                    joinedHeights.add(joined.getHeight());
                }
            });
        });
        sendAndWait();
        waitUntilSettled(robot.lookup("#dataTable").queryAs(TableView.class));
        TabPane tabs = robot.lookup("#inspectorTabs").queryAs(TabPane.class);

        robot.interact(() -> tabs.getSelectionModel().select(2));
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> !joinedHeights.isEmpty());
        robot.interact(() -> tabs.getSelectionModel().select(4));
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> !rawHeights.isEmpty());
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(joinedHeights).as("Joined's cards come once, to a list one card high").singleElement()
                .satisfies(height -> assertThat(height).isLessThanOrEqualTo(90.5));
        assertThat(rawHeights).as("Raw's tree comes once, to a tree one row high").singleElement()
                .satisfies(height -> assertThat(height).isLessThanOrEqualTo(28.5));
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> raw.getMaxHeight() == Region.USE_COMPUTED_SIZE);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(raw.getHeight()).as("then the tree grows to its place").isGreaterThan(3 * 28.0);
    }

    private void composeRecentSearchOfAHundredPosts() {
        QueryFlows.composeRecentSearch(robot, "url:x.com has:media");
        TextField max = robot.lookup("#maxResultsField").queryAs(TextField.class);
        robot.interact(() -> max.setText("100"));
    }

    /** Sends with Ctrl+Enter and waits until the answer is in the Data table (its list replaced). */
    private void sendAndWait() throws Exception {
        Label status = robot.lookup("#queryStatus").queryAs(Label.class);
        TableView<?> data = robot.lookup("#dataTable").queryAs(TableView.class);
        Object before = data.getItems();
        robot.clickOn("#targetField");
        robot.press(KeyCode.CONTROL, KeyCode.ENTER).release(KeyCode.ENTER, KeyCode.CONTROL);
        WaitForAsyncUtils.waitFor(15, TimeUnit.SECONDS, () -> status.getText().startsWith("HTTP ") && data.getItems() != before);
        assertThat(status.getText()).startsWith("HTTP 200");
    }

    /** Waits until the table's list stops changing; its size then. */
    private static int waitUntilSettled(TableView<?> table) throws Exception {
        int last = -1;
        int same = 0;
        for (int i = 0; i < 300 && same < 20; i++) {
            WaitForAsyncUtils.sleep(16, TimeUnit.MILLISECONDS);
            WaitForAsyncUtils.waitForFxEvents();
            ObservableList<?> items = table.getItems();
            same = items.size() == last ? same + 1 : 0;
            last = items.size();
        }
        return last;
    }
}

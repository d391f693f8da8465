package dev.starling.ui;

import javafx.scene.control.ChoiceBox;
import javafx.scene.input.KeyCode;
import org.testfx.api.FxRobot;

/** What a person does first in the Query workspace, shared by its flow tests. */
final class QueryFlows {

    private QueryFlows() {
    }

    /** Opens Query (Ctrl+2), chooses Recent search and types the query. */
    static void composeRecentSearch(FxRobot robot, String query) {
        robot.press(KeyCode.CONTROL, KeyCode.DIGIT2).release(KeyCode.DIGIT2, KeyCode.CONTROL);
        @SuppressWarnings("unchecked")
        ChoiceBox<Object> endpoint = robot.lookup("#endpointChoice").queryAs(ChoiceBox.class);
        robot.interact(() -> endpoint.getSelectionModel().select(
                dev.starling.core.query.compose.Endpoint.RECENT_SEARCH));
        robot.clickOn("#targetField").write(query);
    }
}

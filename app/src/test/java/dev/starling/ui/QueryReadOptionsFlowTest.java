package dev.starling.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.TimeUnit;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A person counting posts per day with the composer's option row: picks Recent post counts, types
 * a query, chooses "day" and a start time that is too old, reads what to fix, corrects it, and
 * sends; the answer is counted per day against the built-in sandbox.
 */
class QueryReadOptionsFlowTest extends FlowTest {

    @Test
    void countsPerDayAreComposedCheckedAndSentFromTheOptionRow() throws Exception {
        robot.press(KeyCode.CONTROL, KeyCode.DIGIT2).release(KeyCode.DIGIT2, KeyCode.CONTROL);
        @SuppressWarnings("unchecked")
        ChoiceBox<Object> endpoint = robot.lookup("#endpointChoice").queryAs(ChoiceBox.class);
        robot.interact(() -> endpoint.getSelectionModel().select(endpoint.getItems().stream()
                .filter(item -> endpoint.getConverter().toString(item).equals("Recent post counts")).findFirst().orElseThrow()));
        robot.clickOn("#targetField").write("from:demo_marketer");
        @SuppressWarnings("unchecked")
        ChoiceBox<String> granularity = robot.lookup("#option-granularity").queryAs(ChoiceBox.class);
        robot.interact(() -> granularity.setValue("day"));
        robot.clickOn("#option-start-time").write("2020-01-01T00:00:00Z");

        Label issues = robot.lookup("#issueLabel").queryAs(Label.class);
        assertThat(issues.getText()).contains("reach back 7 days");
        TextField start = robot.lookup("#option-start-time").queryAs(TextField.class);
        robot.interact(start::clear);
        assertThat(issues.getText()).isEmpty();
        assertThat(robot.lookup("#urlPreview").queryAs(javafx.scene.control.TextInputControl.class).getText())
                .endsWith("/2/tweets/counts/recent?query=from:demo_marketer&granularity=day");
        assertThat(robot.lookup("#fieldTabs").queryAs(javafx.scene.control.TabPane.class).getTabs()).isEmpty();

        robot.clickOn("#targetField");
        robot.press(KeyCode.CONTROL, KeyCode.ENTER).release(KeyCode.ENTER, KeyCode.CONTROL);
        Label status = robot.lookup("#queryStatus").queryAs(Label.class);
        WaitForAsyncUtils.waitFor(15, TimeUnit.SECONDS, () -> status.getText().startsWith("HTTP "));
        assertThat(status.getText()).startsWith("HTTP 200");
    }
}

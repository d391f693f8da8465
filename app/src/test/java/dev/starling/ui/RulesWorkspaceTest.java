package dev.starling.ui;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.rules.LiveRule;
import dev.starling.core.rules.OperatorSpec;
import dev.starling.core.rules.RuleDraft;
import dev.starling.core.rules.RuleStanding;
import dev.starling.core.stream.LiveEndpoints;
import dev.starling.core.stream.RulesClient;
import dev.starling.ui.rules.RulesViewModel.RuleRow;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Stream rules as a person uses them, against the in-process sandbox: open the workspace (Ctrl+3), add a
 * rule, build it in the builder from the catalog and see its text, tag it, check it at X (dry run), apply
 * it (Enter on the confirmation cancels; only its button applies), and read the live rules back from
 * the sandbox.
 */
class RulesWorkspaceTest extends FlowTest {

    @Test
    void buildsARuleInTheBuilderDryRunsItAndAppliesItDeliberately() throws Exception {
        rules().deleteAll(false);
        robot.press(KeyCode.CONTROL, WorkspaceKeys.of(dev.starling.ui.shell.Workspace.RULES)).release(WorkspaceKeys.of(dev.starling.ui.shell.Workspace.RULES), KeyCode.CONTROL);
        @SuppressWarnings("unchecked")
        ComboBox<Object> sets = robot.lookup("#ruleSetChoice").queryAs(ComboBox.class);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> sets.getValue() != null);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> label("#liveStatus").equals("No rules are live at X."));

        robot.clickOn("#addRule");
        operator("keyword");
        robot.clickOn("#operatorValue").write("coffee");
        robot.clickOn("#addClause");
        operator("lang:");
        robot.clickOn("#operatorValue").write("en");
        robot.clickOn("#addClause");
        operator("is:");
        robot.clickOn("#operatorValue").write("retweet");
        robot.clickOn("#negateNew");
        robot.clickOn("#addClause");

        TextArea text = robot.lookup("#ruleText").queryAs(TextArea.class);
        settle(() -> text.getText().equals("coffee lang:en -is:retweet"));
        assertThat(text.getText()).isEqualTo("coffee lang:en -is:retweet");
        assertThat(robot.lookup("#ruleProblems").queryAs(ListView.class).getItems()).isEmpty();
        robot.clickOn("#ruleTag").write("launch");

        robot.clickOn("#checkRules");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> label("#rulesMessage").startsWith("X’s dry run accepts"));
        assertThat(robot.lookup("#applyOutcome").queryAs(ListView.class).getItems())
                .containsExactly("+ add      coffee lang:en -is:retweet  [tag: launch]");
        assertThat(rules().all()).isEmpty();

        Confirmations confirmations = new Confirmations(robot);
        robot.clickOn("#applyRules");
        confirmations.awaitOpen("Apply 1 change to the live rules");
        robot.type(KeyCode.ENTER);
        confirmations.awaitClosed();
        assertThat(rules().all()).as("Enter cancels").isEmpty();

        robot.clickOn("#applyRules");
        confirmations.awaitOpen("Apply 1 change to the live rules");
        robot.clickOn(confirmations.action());
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> label("#rulesMessage").startsWith("Applied: 1 added"));

        List<LiveRule> live = rules().all();
        assertThat(live).extracting(LiveRule::draft).containsExactly(new RuleDraft("coffee lang:en -is:retweet", "launch"));
        @SuppressWarnings("unchecked")
        TableView<RuleRow> table = robot.lookup("#ruleTable").queryAs(TableView.class);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> table.getItems().size() == 1
                && table.getItems().get(0).standing() == RuleStanding.LIVE
                && live.get(0).id().equals(table.getItems().get(0).liveId()));
    }

    /** Waits for {@code condition}; the assertion after it says what was there instead. */
    static void settle(java.util.concurrent.Callable<Boolean> condition) throws Exception {
        try {
            WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, condition);
        } catch (java.util.concurrent.TimeoutException e) {
            // the next assertion names what differs
        }
    }

    private RulesClient rules() {
        return rules(services);
    }

    /** The live rules at the active environment (the built-in sandbox). */
    static RulesClient rules(dev.starling.boot.AppServices services) {
        return new RulesClient(LiveEndpoints.of(services.api().current()));
    }

    private void operator(String name) {
        operator(robot, name);
    }

    /** Picks {@code name} in the builder's operator choice. */
    static void operator(org.testfx.api.FxRobot robot, String name) {
        @SuppressWarnings("unchecked")
        ComboBox<OperatorSpec> choice = robot.lookup("#operatorChoice").queryAs(ComboBox.class);
        OperatorSpec spec = choice.getItems().stream().filter(entry -> entry.name().equals(name)).findFirst().orElseThrow();
        robot.interact(() -> choice.setValue(spec));
    }

    private String label(String id) {
        String text = robot.lookup(id).queryAs(Label.class).getText();
        return text == null ? "" : text;
    }
}

package dev.starling.ui;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.api.ads.SignedInSandbox;
import dev.starling.ui.shell.Workspace;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Labeled;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.Mnemonic;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

/**
 * No two controls a person sees at once answer the same Alt key: on every workspace, with each of its tabs
 * open in turn, the window's mnemonics that are shown are each one control's (Alt+n and Alt+N are one key).
 * Two on one key make Alt+key move between them instead of acting, so a person walking by keyboard cannot
 * tell what the key will do.
 */
class MnemonicsFlowTest extends FlowTest {

    @Test
    void noTwoShownControlsOfAnyWorkspaceShareAnAltKey() throws Exception {
        running.signIn(robot, SignedInSandbox.MARKETER);
        List<String> clashes = new ArrayList<>();
        for (Workspace workspace : Workspace.values()) {
            KeyCode key = WorkspaceKeys.of(workspace);
            robot.press(KeyCode.CONTROL, key).release(key, KeyCode.CONTROL);
            WaitForAsyncUtils.waitFor(15, TimeUnit.SECONDS, () -> running.stage().getTitle().startsWith(
                    dev.starling.core.text.Messages.text("workspace." + workspace.id()) + " \u2013"));
            Thread.sleep(500);
            WaitForAsyncUtils.waitForFxEvents();
            clashes.addAll(clashes(workspace.name()));
            for (TabPane tabs : robot.lookup(".tab-pane").queryAllAs(TabPane.class)) {
                if (!shown(tabs)) {
                    continue;
                }
                for (Tab tab : List.copyOf(tabs.getTabs())) {
                    robot.interact(() -> tabs.getSelectionModel().select(tab));
                    WaitForAsyncUtils.waitForFxEvents();
                    clashes.addAll(clashes(workspace.name() + " > " + tab.getText()));
                }
                robot.interact(() -> tabs.getSelectionModel().select(0));
            }
        }
        assertThat(clashes).as("Alt keys shared by controls shown together").isEmpty();
    }

    /** The Alt keys that more than one shown control answers, with where and which controls. */
    private List<String> clashes(String where) {
        Scene scene = running.stage().getScene();
        Map<String, List<String>> byKey = new TreeMap<>();
        for (Map.Entry<KeyCombination, javafx.collections.ObservableList<Mnemonic>> entry : scene.getMnemonics().entrySet()) {
            for (Mnemonic mnemonic : entry.getValue()) {
                if (shown(mnemonic.getNode())) {
                    byKey.computeIfAbsent(entry.getKey().getName().toUpperCase(java.util.Locale.ROOT), k -> new ArrayList<>()).add(describe(mnemonic.getNode()));
                }
            }
        }
        List<String> found = new ArrayList<>();
        byKey.forEach((combination, nodes) -> {
            if (nodes.stream().distinct().count() > 1) {
                found.add(where + ": " + combination + " " + nodes);
            }
        });
        return found;
    }

    /** In the window and visible, as are all its parents. */
    private static boolean shown(Node node) {
        if (node == null || node.getScene() == null) {
            return false;
        }
        for (Node at = node; at != null; at = at.getParent()) {
            if (!at.isVisible()) {
                return false;
            }
        }
        return true;
    }

    private static String describe(Node node) {
        String text = node instanceof Labeled labeled ? "\"" + labeled.getText() + "\"" : node.getClass().getSimpleName();
        return text + (node.getId() == null ? "" : "#" + node.getId());
    }
}

package dev.starling.ui;

import dev.starling.ui.app.StarlingFxApp;
import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.boot.AppServices;
import dev.starling.core.config.AppSettings;
import dev.starling.core.config.ThemePreference;
import dev.starling.ui.shell.Workspace;
import java.nio.file.Path;
import java.util.ResourceBundle;
import java.util.concurrent.TimeUnit;
import javafx.css.PseudoClass;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.ToggleButton;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Starts the real main window through the same path as {@code java -jar starling.jar} (boot with
 * the in-process sandbox, then {@link StarlingFxApp#start}), visits every workspace by mouse and
 * keyboard, and switches the theme.
 */
class MainWindowSmokeTest extends FlowTest {

    private final ResourceBundle messages = ViewLoader.messages();

    @Test
    void showsTheSandboxEnvironmentInTheStatusBar() {
        Label environment = robot.lookup("#environmentLabel").queryAs(Label.class);
        assertThat(environment.getText()).matches("Sandbox \u00b7 http://127\\.0\\.0\\.1:\\d+");
    }

    @Test
    void everyWorkspaceCanBeReachedByClickingTheRail() {
        java.util.Map<Workspace, String> realViews = java.util.Map.ofEntries(java.util.Map.entry(Workspace.ACCOUNT, "#accountView"),
                java.util.Map.entry(Workspace.QUERY, "#queryView"), java.util.Map.entry(Workspace.PUBLISH, "#publishView"),
                java.util.Map.entry(Workspace.RULES, "#rulesView"), java.util.Map.entry(Workspace.LIVE, "#liveView"),
                java.util.Map.entry(Workspace.EVENTS, "#eventsView"), java.util.Map.entry(Workspace.AUDIENCES, "#audiencesView"),
                java.util.Map.entry(Workspace.OVERLAP, "#overlapView"), java.util.Map.entry(Workspace.DO_NOT_REACH, "#doNotReachView"),
                java.util.Map.entry(Workspace.REQUEST_LOG, "#requestLogView"), java.util.Map.entry(Workspace.SETTINGS, "#settingsView"));
        for (Workspace workspace : Workspace.values()) {
            robot.clickOn("#nav-" + workspace.id());
            WaitForAsyncUtils.waitForFxEvents();
            assertThat(robot.lookup("#nav-" + workspace.id()).queryAs(ToggleButton.class).isSelected()).isTrue();
            assertThat(running.stage().getTitle()).startsWith(messages.getString("workspace." + workspace.id()));
            if (realViews.containsKey(workspace)) {
                assertThat(robot.lookup(realViews.get(workspace)).tryQuery()).as(workspace.name()).isPresent();
                continue;
            }
            if (robot.lookup("#placeholder-" + workspace.id()).tryQuery().isPresent()) {
                Node placeholder = robot.lookup("#placeholder-" + workspace.id()).query();
                assertThat(placeholder.isVisible()).isTrue();
                assertThat(robot.from(placeholder).lookup(".planned-note").queryAs(Label.class).getText())
                        .isEqualTo(messages.getString("workspace." + workspace.id() + ".planned"));
            }
        }
    }

    @Test
    void ctrlDigitShortcutsSwitchWorkspaces() {
        robot.press(KeyCode.CONTROL, WorkspaceKeys.of(Workspace.SETTINGS)).release(WorkspaceKeys.of(Workspace.SETTINGS), KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#settingsView").tryQuery()).isPresent();
        robot.press(KeyCode.CONTROL, KeyCode.DIGIT2).release(KeyCode.DIGIT2, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#nav-query").queryAs(ToggleButton.class).isSelected()).isTrue();
        assertThat(robot.lookup("#queryView").tryQuery()).isPresent();
    }

    @Test
    void afterACtrlDigitTheKeyboardFocusIsOnTheNewPageNotOnTheRail() {
        robot.press(KeyCode.CONTROL, WorkspaceKeys.of(Workspace.SETTINGS)).release(WorkspaceKeys.of(Workspace.SETTINGS), KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        robot.press(KeyCode.CONTROL, KeyCode.DIGIT2).release(KeyCode.DIGIT2, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();

        Node queryView = robot.lookup("#queryView").query();
        try {
            WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> isInside(queryView.getScene().getFocusOwner(), queryView));
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError("the focus stayed on " + queryView.getScene().getFocusOwner(), e);
        }
    }

    private static boolean isInside(Node node, Node ancestor) {
        for (Node at = node; at != null; at = at.getParent()) {
            if (at == ancestor) {
                return true;
            }
        }
        return false;
    }

    @Test
    void switchingThemeInSettingsRestylesTheWindowAndIsRemembered() throws Exception {
        robot.clickOn("#nav-settings");
        @SuppressWarnings("unchecked")
        ChoiceBox<ThemePreference> themes = robot.lookup("#themeChoice").queryAs(ChoiceBox.class);
        Scene scene = running.stage().getScene();

        robot.interact(() -> themes.setValue(ThemePreference.DARK));
        assertThat(scene.getStylesheets()).anyMatch(sheet -> sheet.endsWith("tokens-dark.css"));
        assertThat(scene.getRoot().getPseudoClassStates()).contains(PseudoClass.getPseudoClass("dark"));

        robot.interact(() -> themes.setValue(ThemePreference.LIGHT));
        assertThat(scene.getStylesheets()).anyMatch(sheet -> sheet.endsWith("tokens-light.css"));
        assertThat(scene.getRoot().getPseudoClassStates()).doesNotContain(PseudoClass.getPseudoClass("dark"));

        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> services.settings().get(AppSettings.THEME) == ThemePreference.LIGHT);
        assertThat(services.settings().get(AppSettings.THEME)).isEqualTo(ThemePreference.LIGHT);
    }
}

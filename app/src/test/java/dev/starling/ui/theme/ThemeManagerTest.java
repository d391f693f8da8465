package dev.starling.ui.theme;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.config.ThemePreference;
import dev.starling.ui.OwnWindow;
import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.List;
import javafx.css.PseudoClass;
import javafx.scene.Scene;
import javafx.scene.layout.StackPane;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;

/** Each window is themed once when it opens; the others are left alone until the theme itself changes. */
class ThemeManagerTest {

    private static final PseudoClass DARK = PseudoClass.getPseudoClass("dark");
    private final FxRobot robot = new FxRobot();

    @BeforeAll
    static void toolkit() throws Exception {
        OwnWindow.toolkit();
    }

    @Test
    void openingAnotherWindowDoesNotRestyleTheWindowsAlreadyOpen() {
        ThemeManager themes = new ThemeManager(false);
        Scene main = new Scene(new StackPane());
        Scene wizard = new Scene(new StackPane());
        List<String> changes = new ArrayList<>();
        robot.interact(() -> {
            themes.attach(main);
            main.getStylesheets().addListener((javafx.collections.ListChangeListener<String>) change -> changes.add("main"));
            themes.attach(wizard);
        });

        assertThat(changes).as("stylesheet changes of the main window's scene").isEmpty();
        assertThat(wizard.getStylesheets()).hasSize(2).allMatch(sheet -> sheet.contains(ThemeManager.BASE))
                .anyMatch(sheet -> sheet.endsWith("tokens-light.css")).isEqualTo(main.getStylesheets());
    }

    @Test
    void changingTheThemeRestylesEveryOpenWindow() {
        ThemeManager themes = new ThemeManager(false);
        Scene main = new Scene(new StackPane());
        Scene wizard = new Scene(new StackPane());
        robot.interact(() -> {
            themes.attach(main);
            themes.attach(wizard);
            themes.preferenceProperty().set(ThemePreference.DARK);
        });

        for (Scene scene : List.of(main, wizard)) {
            assertThat(scene.getStylesheets()).anyMatch(sheet -> sheet.endsWith("tokens-dark.css"))
                    .noneMatch(sheet -> sheet.endsWith("tokens-light.css"));
            assertThat(scene.getRoot().getPseudoClassStates()).contains(DARK);
        }
    }

    @Test
    void aWindowNoOneHoldsAnyMoreIsNotKeptAliveByTheTheme() throws Exception {
        ThemeManager themes = new ThemeManager(false);
        List<WeakReference<Scene>> made = new ArrayList<>();
        robot.interact(() -> {
            Scene scene = new Scene(new StackPane());
            themes.attach(scene);
            made.add(new WeakReference<>(scene));
        });
        WeakReference<Scene> closed = made.get(0);

        for (int i = 0; i < 20 && closed.get() != null; i++) {
            System.gc();
            Thread.sleep(20);
        }

        assertThat(closed.get()).as("the scene of a window that is gone").isNull();
        robot.interact(() -> themes.preferenceProperty().set(ThemePreference.DARK)); // and restyling skips it
    }
}

package dev.starling.ui.keywords;

import static org.assertj.core.api.Assertions.assertThat;

import de.siegmar.fastcsv.reader.CsvReader;
import de.siegmar.fastcsv.reader.CsvRecord;
import dev.starling.core.api.ads.SignedInSandbox;
import dev.starling.core.config.ThemePreference;
import dev.starling.ui.RunningApp;
import dev.starling.ui.common.ScriptedDialogs;
import dev.starling.ui.theme.ThemeManager;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Keyword insights as a person uses it, against the in-process sandbox: sign in, open it with Ctrl+6,
 * type two keywords, send, see every hour of the last 7 days charted, hover for a value, add a
 * related keyword as a second series, export the chart as PNG and the series as CSV, and read the
 * CSV back. The exports run in a second window built by the same factory with scripted file
 * choices (a native file chooser cannot be driven).
 */
class KeywordInsightsWorkspaceTest {

    @TempDir
    Path dataDir;
    @TempDir
    Path exports;

    private final FxRobot robot = new FxRobot();
    private final ScriptedDialogs dialogs = new ScriptedDialogs();
    private RunningApp running;

    @BeforeEach
    void start() throws Exception {
        running = RunningApp.start(dataDir);
    }

    @AfterEach
    void stop() throws Exception {
        running.close();
    }

    @Test
    void twoKeywordsAreChartedHoveredComparedWithARelatedKeywordAndExported() throws Exception {
        running.signIn(robot, SignedInSandbox.MARKETER);
        robot.press(KeyCode.CONTROL, KeyCode.DIGIT6).release(KeyCode.DIGIT6, KeyCode.CONTROL);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> robot.lookup("#keywordInsightsView").tryQuery().isPresent());
        // The keywords field has the focus, not the navigation rail: typing starts the query.
        TextField mainKeywords = robot.lookup("#keywordChipsField").queryAs(TextField.class);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, mainKeywords::isFocused);

        KeywordInsightsView view = openOwnWindow();
        Node root = view.root();
        robot.clickOn(robot.from(root).lookup("#keywordChipsField").queryAs(TextField.class))
                .write("coffee").type(KeyCode.ENTER).write("latte").type(KeyCode.ENTER);
        assertThat(robot.from(root).lookup("#keywordCounter").queryLabeled().getText()).isEqualTo("2 of 10");
        robot.clickOn(robot.from(root).lookup("#sendKeywords").queryButton());

        VolumeChart chart = view.chart();
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> chart.lines().size() == 1);
        assertThat(chart.lines().get(0).name()).isEqualTo("coffee, latte");
        assertThat(chart.lines().get(0).times()).hasSize(7 * 24);

        robot.moveTo(chart).moveBy(40, 0);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !chart.hoverTextProperty().get().isEmpty());
        assertThat(chart.hoverTextProperty().get()).containsPattern("\ncoffee, latte: [0-9,]+$");
        assertThat(robot.from(root).lookup("#chartHover").queryLabeled().isVisible()).isTrue();

        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> robot.from(root).lookup(".related-series").tryQuery().isPresent());
        robot.clickOn(robot.from(root).lookup(".related-series").queryButton());
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> chart.lines().size() == 2);
        assertThat(chart.lines().get(1).times()).hasSize(7 * 24);

        Path png = exports.resolve("chart.png");
        dialogs.answer(png);
        robot.clickOn(robot.from(root).lookup("#exportMenu").queryAs(Node.class));
        robot.clickOn("Chart as PNG (2\u00d7)\u2026");
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> Files.exists(png));
        // Twice the chart's size (its drawn bounds may reach a pixel further than its layout width).
        assertThat(ImageIO.read(png.toFile()).getWidth()).isCloseTo((int) (chart.getWidth() * 2),
                org.assertj.core.data.Offset.offset(2));

        Path csv = exports.resolve("volumes.csv");
        dialogs.answer(csv);
        robot.clickOn(robot.from(root).lookup("#exportMenu").queryAs(Node.class));
        robot.clickOn("Series as CSV\u2026");
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> Files.exists(csv));
        List<CsvRecord> rows;
        try (CsvReader<CsvRecord> reader = CsvReader.builder().ofCsvRecord(csv)) {
            rows = reader.stream().toList();
        }
        assertThat(rows).hasSize(1 + 7 * 24);
        assertThat(rows.get(0).getFields()).containsExactly("time", "coffee, latte", chart.lines().get(1).name());
        for (int i = 0; i < 7 * 24; i++) {
            assertThat(Long.parseLong(rows.get(i + 1).getField(1))).isEqualTo(chart.lines().get(0).volumes()[i]);
            assertThat(Long.parseLong(rows.get(i + 1).getField(2))).isEqualTo(chart.lines().get(1).volumes()[i]);
        }
    }

    private KeywordInsightsView openOwnWindow() throws Exception {
        KeywordInsightsView[] view = new KeywordInsightsView[1];
        robot.interact(() -> {
            view[0] = KeywordInsightsViews.view(running.services(), dialogs);
            Scene scene = new Scene(view[0].root(), 1280, 800);
            ThemeManager themes = new ThemeManager(false);
            themes.preferenceProperty().set(ThemePreference.LIGHT);
            themes.attach(scene);
            Stage stage = new Stage();
            stage.setScene(scene);
            stage.show();
            stage.toFront();
        });
        WaitForAsyncUtils.waitForFxEvents();
        return view[0];
    }
}

package dev.starling.ui.keywords;

import dev.starling.ui.shell.Workspace;
import dev.starling.ui.WorkspaceKeys;

import static org.assertj.core.api.Assertions.assertThat;

import de.siegmar.fastcsv.reader.CsvReader;
import de.siegmar.fastcsv.reader.CsvRecord;
import dev.starling.core.api.ads.SignedInSandbox;
import dev.starling.core.config.ThemePreference;
import dev.starling.ui.FlowRobot;
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

    private final FxRobot robot = new FlowRobot();
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
        robot.press(KeyCode.CONTROL, WorkspaceKeys.of(Workspace.KEYWORD_INSIGHTS)).release(WorkspaceKeys.of(Workspace.KEYWORD_INSIGHTS), KeyCode.CONTROL);
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
        // The report image (title, legend, period, source) at twice its layout width, whatever the window's size.
        assertThat(ImageIO.read(png.toFile()).getWidth()).isEqualTo(2400);

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

    @Test
    void compareChartsTwoTypedQueriesAsTwoSeriesAndTheComparisonIsThereAgainAfterARestart() throws Exception {
        running.signIn(robot, SignedInSandbox.MARKETER);
        KeywordInsightsView view = openOwnWindow();
        Node root = view.root();
        TextField keywords = robot.from(root).lookup("#keywordChipsField").queryAs(TextField.class);
        robot.clickOn(keywords).write("coffee").type(KeyCode.ENTER);
        robot.clickOn(robot.from(root).lookup("#negativeChipsField").queryAs(TextField.class)).write("decaf")
                .type(KeyCode.ENTER);

        robot.clickOn(robot.from(root).lookup("#compareQuery").queryButton());
        // The chips now edit the new, empty query: the first keeps its keywords.
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, keywords::isFocused);
        assertThat(robot.from(root).lookup("#keywordCounter").queryLabeled().getText()).isEqualTo("0 of 10");
        robot.write("tea").type(KeyCode.ENTER);
        assertThat(robot.from(root).lookup("#query-0").queryLabeled().getText()).isEqualTo("coffee -decaf");
        assertThat(robot.from(root).lookup("#query-1").queryLabeled().getText()).isEqualTo("tea");
        robot.press(KeyCode.CONTROL, KeyCode.ENTER).release(KeyCode.ENTER, KeyCode.CONTROL);

        VolumeChart chart = view.chart();
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> chart.lines().size() == 2);
        assertThat(chart.lines()).extracting(ChartLine::name).containsExactly("coffee -decaf", "tea");
        assertThat(chart.lines().get(0).times()).hasSize(7 * 24);
        assertThat(chart.lines().get(0).volumes()).isNotEqualTo(chart.lines().get(1).volumes());
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> robot.from(root).lookup(".legend-row").queryAll().size() == 2);
        // Each query was asked with its own keywords, as a request of its own.
        robot.clickOn(robot.from(root).lookup("#query-0").queryAs(Node.class));
        assertThat(robot.from(root).lookup("#keywordCounter").queryLabeled().getText()).isEqualTo("2 of 10");

        running.close();
        running = RunningApp.start(dataDir);
        KeywordInsightsView again = openOwnWindow();
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> again.chart().lines().size() == 2);
        assertThat(again.chart().lines()).extracting(ChartLine::name).containsExactly("coffee -decaf", "tea");
        assertThat(robot.from(again.root()).lookup("#keywordsMessage").queryLabeled().getText())
                .startsWith("Your last comparison, from the cache");
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

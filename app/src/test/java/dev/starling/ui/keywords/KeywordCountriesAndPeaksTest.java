package dev.starling.ui.keywords;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.api.ads.SignedInSandbox;
import dev.starling.core.keywords.CountryInterest;
import dev.starling.core.keywords.KeywordCountries;
import dev.starling.ui.FlowRobot;
import dev.starling.ui.RunningApp;
import dev.starling.ui.WorkspaceKeys;
import dev.starling.ui.common.ScriptedDialogs;
import dev.starling.ui.shell.Workspace;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Labeled;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Issue 36 in the window, against the in-process sandbox: the chart's context menu opens Query's
 * recent search behind a peak, and the "By country" tab fetches the comparison per country into its table.
 */
class KeywordCountriesAndPeaksTest {

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
        running.signIn(robot, SignedInSandbox.MARKETER);
    }

    @AfterEach
    void stop() throws Exception {
        running.close();
    }

    @Test
    void thePeaksMenuItemOpensQuerysRecentSearchForTheSameTermsBoundedToThePeaksHour() throws Exception {
        robot.press(KeyCode.CONTROL, WorkspaceKeys.of(Workspace.KEYWORD_INSIGHTS))
                .release(WorkspaceKeys.of(Workspace.KEYWORD_INSIGHTS), KeyCode.CONTROL);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> robot.lookup("#keywordInsightsView").tryQuery().isPresent());
        TextField keywords = robot.lookup("#keywordChipsField").queryAs(TextField.class);
        robot.clickOn(keywords).write("coffee").type(KeyCode.ENTER).write("latte").type(KeyCode.ENTER);
        robot.clickOn(robot.lookup("#negativeChipsField").queryAs(TextField.class)).write("decaf").type(KeyCode.ENTER);
        robot.clickOn("#sendKeywords");
        VolumeChart chart = robot.lookup(node -> node instanceof VolumeChart).queryAs(VolumeChart.class);
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> chart.lines().size() == 1);
        ChartLine line = chart.lines().get(0);
        Instant peak = Instant.ofEpochMilli(line.times()[line.peak()]);

        // Monocle makes no context-menu event of a right click: the one a right click or the menu key makes is fired.
        robot.interact(() -> {
            javafx.geometry.Bounds bounds = chart.getLayoutBounds();
            javafx.geometry.Point2D scene = chart.localToScene(bounds.getCenterX(), bounds.getCenterY());
            javafx.geometry.Point2D screen = chart.localToScreen(bounds.getCenterX(), bounds.getCenterY());
            chart.fireEvent(new javafx.scene.input.ContextMenuEvent(javafx.scene.input.ContextMenuEvent.CONTEXT_MENU_REQUESTED,
                    scene.getX(), scene.getY(), screen.getX(), screen.getY(), false, null));
        });
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, chart::postsMenuShowing);
        robot.clickOn(robot.lookup(node -> node instanceof Labeled labeled && labeled.getText() != null
                && labeled.getText().startsWith("Posts behind the peak of coffee, latte -decaf")).queryAs(Node.class));

        if (peak.isBefore(Instant.now().minus(java.time.Duration.ofDays(7)).plusSeconds(60))) {
            // The peak is the range's first hour, beyond recent search's seven days: said, nothing opened.
            assertThat(robot.lookup("#keywordsError").queryLabeled().getText()).startsWith("Recent search reaches back");
            return;
        }
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> robot.lookup("#targetField").tryQuery().isPresent());
        TextField target = robot.lookup("#targetField").queryAs(TextField.class);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> "(coffee OR latte) -decaf".equals(target.getText()));
        TextField start = robot.lookup("#option-start-time").queryAs(TextField.class);
        TextField end = robot.lookup("#option-end-time").queryAs(TextField.class);
        assertThat(Instant.parse(start.getText())).isEqualTo(peak);
        // The hour's end, unless the peak is the hour that ended within the last minute (recent search's edge).
        Instant hourEnd = peak.plusSeconds(3600);
        if (hourEnd.isBefore(Instant.now().minusSeconds(120))) {
            assertThat(Instant.parse(end.getText())).isEqualTo(hourEnd);
        } else {
            assertThat(Instant.parse(end.getText())).isAfter(peak).isBeforeOrEqualTo(hourEnd);
        }
    }

    @Test
    void theByCountryTabSaysTheCostThenFillsItsTableWithEveryCountryBusiestFirst() throws Exception {
        KeywordInsightsView view = openOwnWindow();
        Node root = view.root();
        robot.clickOn(robot.from(root).lookup("#keywordChipsField").queryAs(TextField.class)).write("coffee").type(KeyCode.ENTER);
        robot.clickOn(robot.from(root).lookup("#sendKeywords").queryButton());
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> view.chart().lines().size() == 1);
        long onChart = Arrays.stream(view.chart().lines().get(0).volumes()).sum();

        TabPane tabs = robot.from(root).lookup("#keywordTabs").queryAs(TabPane.class);
        robot.interact(() -> tabs.getSelectionModel().select(1));
        int countries = KeywordCountries.all(java.util.Locale.getDefault()).size();
        assertThat(robot.from(root).lookup("#countryCost").queryLabeled().getText())
                .contains(countries + " countries").contains("at most " + countries + " requests");
        robot.clickOn(robot.from(root).lookup("#fetchCountries").queryButton());

        @SuppressWarnings("unchecked")
        TableView<CountryInterest.Row> table = robot.from(root).lookup("#countryTable").queryAs(TableView.class);
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> table.getItems().size() == countries);
        // The series' name once over its posts and share (flat, two series needed a sideways scroll at 1280x800).
        assertThat(table.getColumns()).extracting(column -> column.getText()).containsExactly("Country", "coffee");
        assertThat(table.getColumns().get(1).getColumns()).extracting(column -> column.getText()).containsExactly("Posts", "Share");
        assertThat(table.getItems()).extracting(row -> row.counts().get(0)).isSortedAccordingTo(java.util.Comparator.reverseOrder());
        assertThat(table.getItems()).filteredOn(row -> row.country().equals(KeywordCountries.DEFAULT)).singleElement()
                .satisfies(row -> assertThat(row.counts().get(0)).isEqualTo(onChart));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () ->
                robot.from(root).lookup("#countryMap").queryAs(javafx.scene.image.ImageView.class).getImage() != null);
        assertThat(robot.from(root).lookup("#countryMessage").queryLabeled().getText())
                .isEqualTo(countries + " of " + countries + " countries fetched.");
        // The map says what its circles and colours are: the series' name beside a circle in its colour.
        assertThat(robot.from(root).lookup("#countryMapLegend").queryLabeled().isVisible()).isTrue();
        assertThat(robot.from(root).lookup("#countryMapSeries").lookup(".label").queryAllAs(Labeled.class))
                .extracting(Labeled::getText).containsExactly("Circle area: posts", "coffee");
        // A label's graphic joins the scene with the label's skin, in the pulse after the label itself.
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () ->
                robot.from(root).lookup("#countryMapSeries .map-swatch").tryQuery().isPresent());
        assertThat(robot.from(root).lookup("#countryMapSeries .map-swatch").query().getStyleClass())
                .contains(ChartPalette.styleClass(view.chart().lines().get(0).colour()));

        // The report from the window holds the countries fetched for the comparison shown.
        Path report = exports.resolve("report.html");
        dialogs.answer(report);
        robot.interact(() -> view.viewModel().exportReport());
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> java.nio.file.Files.exists(report)
                && java.nio.file.Files.readString(report).contains("</html>"));
        String html = java.nio.file.Files.readString(report);
        assertThat(html).contains("<h2>Interest by country</h2>");
        assertThat(html).contains("(US)</td><td class=\"n\">" + String.format(java.util.Locale.getDefault(), "%,d", onChart));
    }

    private KeywordInsightsView openOwnWindow() {
        KeywordInsightsView[] view = new KeywordInsightsView[1];
        robot.interact(() -> {
            view[0] = KeywordInsightsViews.view(running.services(), dialogs);
            Stage stage = new Stage();
            stage.setScene(new Scene(view[0].root(), 1280, 800));
            stage.show();
            stage.toFront();
        });
        WaitForAsyncUtils.waitForFxEvents();
        return view[0];
    }
}

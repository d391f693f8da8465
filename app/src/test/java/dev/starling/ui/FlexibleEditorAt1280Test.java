package dev.starling.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.starling.core.api.ads.AdAccount;
import dev.starling.core.api.ads.SignedInSandbox;
import dev.starling.ui.flexible.PaletteEntry;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextArea;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The flexible-audience editor in a 1280 x 800 window, against the in-process sandbox: four leaf cards
 * in sight without scrolling, an edit that keeps the tree where it was scrolled, refusals in the error
 * colour, the warnings list behind "Ready to create (n warnings)", a tree X will not target said so
 * before Create and in its confirmation, "Add group", and an empty draft's reach line.
 */
class FlexibleEditorAt1280Test extends FlowTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @BeforeEach
    void openTheWorkspaceOnTheUsAccountAt1280x800() throws Exception {
        running.signIn(robot, SignedInSandbox.MARKETER);
        robot.interact(() -> {
            running.stage().setMaximized(false);
            running.stage().setWidth(1280);
            running.stage().setHeight(800);
        });
        press(KeyCode.CONTROL, KeyCode.DIGIT4);
        @SuppressWarnings("unchecked")
        ComboBox<AdAccount> accounts = robot.lookup("#flexibleAccountChoice").queryAs(ComboBox.class);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> accounts.getItems().size() == 2);
        robot.interact(() -> accounts.setValue(accounts.getItems().stream()
                .filter(a -> a.name().equals("Starling Coffee - US")).findFirst().orElseThrow()));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> palette().getItems().stream().filter(PaletteEntry::usable)
                .count() >= 6);
        robot.clickOn("#newDraft");
        waitForLeaves(0);
    }

    @Test
    void fourLeafCardsAreInSightAndAnEditKeepsTheTreeScrolledWithTheEditedCardInView() throws Exception {
        List<PaletteEntry> usable = palette().getItems().stream().filter(PaletteEntry::usable).limit(6).toList();
        for (int i = 0; i < usable.size(); i++) {
            add(usable.get(i));
            waitForLeaves(i + 1);
        }
        ScrollPane scroll = robot.lookup("#treeScroll").queryAs(ScrollPane.class);
        robot.interact(() -> scroll.setVvalue(0));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(leafCards().stream().filter(card -> inView(scroll, card)).count()).isGreaterThanOrEqualTo(4);

        robot.interact(() -> scroll.setVvalue(1));
        WaitForAsyncUtils.waitForFxEvents();
        Node last = leafCards().get(leafCards().size() - 1);
        CheckBox exclude = robot.from(last).lookup(".check-box").queryAs(CheckBox.class);
        robot.clickOn(exclude);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> segments().path("child_segments").get(5).path("negate")
                .asBoolean());
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(scroll.getVvalue()).isGreaterThan(0.9);
        assertThat(inView(scroll, leafCards().get(5))).isTrue();
        // The next click lands on the same card's next control: its frequency, one up.
        Node again = leafCards().get(5);
        robot.clickOn(robot.from(again).lookup(".increment-arrow-button").queryAs(Node.class));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> segments().path("child_segments").get(5).path("frequency")
                .asInt() == 2);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(scroll.getVvalue()).isGreaterThan(0.9);
        assertThat(inView(scroll, leafCards().get(5))).isTrue();
    }

    @Test
    void aRefusalIsShownInTheErrorColourAndWhatWasDoneInTheOther() throws Exception {
        Label message = robot.lookup("#flexibleMessage").queryAs(Label.class);
        robot.clickOn("#segmentTree");
        press(KeyCode.CONTROL, KeyCode.Z);
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> message.getText().startsWith("Nothing to undo"));
        assertThat(message.getStyleClass()).contains("error-text").doesNotContain("success-text");

        add(palette().getItems().stream().filter(PaletteEntry::usable).findFirst().orElseThrow());
        waitForLeaves(1);
        robot.clickOn("#segmentTree");
        press(KeyCode.CONTROL, KeyCode.C);
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> message.getText().startsWith("Copied"));
        assertThat(message.getStyleClass()).contains("success-text").doesNotContain("error-text");
    }

    @Test
    void aTreeOfAtMost45PeopleSaysXWillNotTargetItInItsWarningsListAndInTheCreateConfirmation() throws Exception {
        add(palette().getItems().stream().filter(entry -> entry.name().equals("Dormant app users")).findFirst()
                .orElseThrow());
        waitForLeaves(1);
        Button summary = robot.lookup("#validationSummary").queryAs(Button.class);
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> summary.getText().startsWith("Ready to create ("));

        robot.clickOn(summary);
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> robot.lookup("#problemList").tryQuery().isPresent()
                || robot.lookup(".problem-item").tryQuery().isPresent());
        List<String> items = robot.lookup(".problem-item .label").queryAll().stream()
                .map(node -> ((Label) node).getText()).toList();
        assertThat(items).anySatisfy(item -> assertThat(item).startsWith("Whole audience: At most 45 people: X will "
                + "not target this audience (X's minimum is 100 matched users)"));
        assertThat(items).anySatisfy(item -> assertThat(item).startsWith("Dormant app users: "));
        // Choosing one selects its card.
        robot.clickOn(robot.lookup(".problem-item .label").queryAll().stream()
                .filter(node -> ((Label) node).getText().startsWith("Dormant app users")).findFirst().orElseThrow());
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> leafCards().get(0).getStyleClass().contains("selected-card"));

        robot.clickOn("#createFlexible");
        // The confirmation (ADR 45's dialog): its message says it again.
        Confirmations confirmation = new Confirmations(robot);
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> robot.lookup("#confirmation").tryQuery().isPresent());
        assertThat(confirmation.message())
                .contains("at most 45 people. X will not target it (X's minimum is 100 matched users)");
        robot.clickOn("#dialogCancel");
    }

    @Test
    void addGroupAddsAnEmptyGroupThatTheNextAudienceGoesInto() throws Exception {
        Label reach = robot.lookup("#reachBounds").queryAs(Label.class);
        assertThat(reach.getText()).isEqualTo("No audiences yet: add one to see how many people it can reach");

        robot.clickOn("#tool-addGroup");
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> segments().path("child_segments").size() == 1);
        assertThat(segments().path("child_segments").get(0).path("boolean_operator").asText()).isEqualTo("AND");
        add(palette().getItems().stream().filter(PaletteEntry::usable).findFirst().orElseThrow());

        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> segments().path("child_segments").get(0)
                .path("child_segments").size() == 1);
        assertThat(segments().path("child_segments")).hasSize(1);
    }

    // --- helpers -----------------------------------------------------------------------------

    private void add(PaletteEntry entry) {
        robot.interact(() -> palette().getSelectionModel().select(entry));
        robot.clickOn("#addLeaf");
    }

    private List<Node> leafCards() {
        return robot.lookup(".segment-card").queryAll().stream()
                .filter(card -> !card.getStyleClass().contains("group-card")).toList();
    }

    private static boolean inView(ScrollPane scroll, Node card) {
        Bounds viewport = scroll.localToScene(scroll.getLayoutBounds());
        Bounds bounds = card.localToScene(card.getLayoutBounds());
        return bounds.getMinY() >= viewport.getMinY() - 0.5 && bounds.getMaxY() <= viewport.getMaxY() + 0.5;
    }

    private JsonNode segments() {
        try {
            return JSON.readTree(robot.lookup("#jsonPreview").queryAs(TextArea.class).getText()).get(0).get("params")
                    .get("segments");
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private void waitForLeaves(int count) throws Exception {
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> {
            TextArea json = robot.lookup("#jsonPreview").queryAs(TextArea.class);
            return !json.getText().isEmpty() && segments().path("child_segments").size() == count;
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    @SuppressWarnings("unchecked")
    private ListView<PaletteEntry> palette() {
        return robot.lookup("#palette").queryAs(ListView.class);
    }

    private void press(KeyCode... keys) {
        robot.press(keys);
        robot.release(keys);
    }
}

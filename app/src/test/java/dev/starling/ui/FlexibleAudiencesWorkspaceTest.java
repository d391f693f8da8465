package dev.starling.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.starling.core.api.ads.AdAccount;
import dev.starling.core.api.ads.AdsClient;
import dev.starling.core.api.ads.AudienceQuery;
import dev.starling.core.api.ads.CustomAudience;
import dev.starling.core.api.ads.SignedInSandbox;
import dev.starling.ui.flexible.PaletteEntry;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TextArea;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.VBox;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The segment-tree editor as a person uses it, against the in-process sandbox: a new draft, two
 * audiences dragged into the AND group, a third excluded, a lookback set, undo and redo, Create
 * confirmed; then the audience is read back from the sandbox with exactly those segments. The same
 * with the keyboard only.
 */
class FlexibleAudiencesWorkspaceTest extends FlowTest {

    private static final String FIRST = "Newsletter subscribers";
    private static final String SECOND = "App installers";
    private static final String THIRD = "Lapsed customers";

    private static final ObjectMapper JSON = new ObjectMapper();

    /** Ids of the palette's audiences, remembered while the palette shows only a search's matches. */
    private final java.util.Map<String, String> known = new java.util.HashMap<>();

    @BeforeEach
    void openTheWorkspaceOnTheUsAccount() throws Exception {
        running.signIn(robot, SignedInSandbox.MARKETER);
        press(KeyCode.CONTROL, KeyCode.DIGIT5);
        @SuppressWarnings("unchecked")
        ComboBox<AdAccount> accounts = robot.lookup("#flexibleAccountChoice").queryAs(ComboBox.class);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> accounts.getItems().size() == 2);
        AdAccount us = accounts.getItems().stream().filter(a -> a.name().equals("Starling Coffee - US")).findFirst()
                .orElseThrow();
        robot.interact(() -> accounts.setValue(us));
        ListView<PaletteEntry> palette = palette();
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> palette.getItems().stream()
                .anyMatch(entry -> entry.name().equals(THIRD)));
        palette.getItems().forEach(entry -> known.put(entry.name(), entry.id()));
    }

    @Test
    void dragsTwoAudiencesIntoAnAndGroupExcludesAThirdSetsALookbackAndCreatesExactlyThat() throws Exception {
        robot.clickOn("#newDraft");
        waitForTree(0);

        robot.drag(paletteCell(FIRST)).dropTo(rootCard());
        waitForTree(1);
        robot.drag(paletteCell(SECOND)).dropTo(rootCard());
        waitForTree(2);
        robot.drag(paletteCell(THIRD)).dropTo(rootCard());
        waitForTree(3);
        // Let the cards settle (each edit rebuilds them), and bring the card into the tree's viewport,
        // as a person scrolls to it, before clicking one of its controls.
        WaitForAsyncUtils.waitForFxEvents();
        CheckBox exclude = control(leafCard(THIRD), CheckBox.class, 0);
        robot.interact(() -> scrollIntoView(exclude));
        WaitForAsyncUtils.waitForFxEvents();
        robot.clickOn(exclude);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> leaf(THIRD).get("negate").asBoolean());

        WaitForAsyncUtils.waitForFxEvents();
        ComboBox<?> lookback = control(leafCard(FIRST), ComboBox.class, 1);
        // Opened as a click on its arrow would (the headless robot's click does not reach the button).
        robot.interact(lookback::show);
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> lookback.isShowing());
        robot.clickOn(robot.lookup(".list-cell").queryAll().stream()
                .filter(cell -> "7 days".equals(((javafx.scene.control.ListCell<?>) cell).getText())).findFirst()
                .orElseThrow());
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> leaf(FIRST).get("lookback_window").asInt() == 7);

        robot.clickOn(rootCard());
        press(KeyCode.CONTROL, KeyCode.Z);
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> leaf(FIRST).get("lookback_window").asInt() == 30);
        press(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.Z);
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> leaf(FIRST).get("lookback_window").asInt() == 7);

        createAndCheck();
    }

    @Test
    void buildsAndCreatesTheSameTreeWithTheKeyboardOnly() throws Exception {
        press(KeyCode.CONTROL, KeyCode.N);
        waitForTree(0);
        addFromPalette(FIRST);
        waitForTree(1);
        addFromPalette(SECOND);
        waitForTree(2);
        addFromPalette(THIRD);
        waitForTree(3);
        // The added audience is selected: exclude it.
        press(KeyCode.CONTROL, KeyCode.E);
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> leaf(THIRD).get("negate").asBoolean());
        // F6 twice moves from the palette past the list to the tree; Up twice from the third leaf reaches the first; Ctrl+L cycles 30 → 1 → 7 days.
        press(KeyCode.F6);
        press(KeyCode.F6);
        assertThat(robot.lookup("#segmentTree").query().isFocused()).isTrue();
        press(KeyCode.UP);
        press(KeyCode.UP);
        assertThat(leafCard(FIRST).getStyleClass()).contains("selected-card");
        press(KeyCode.CONTROL, KeyCode.L);
        press(KeyCode.CONTROL, KeyCode.L);
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> leaf(FIRST).get("lookback_window").asInt() == 7);
        press(KeyCode.CONTROL, KeyCode.Z);
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> leaf(FIRST).get("lookback_window").asInt() == 1);
        press(KeyCode.CONTROL, KeyCode.Y);
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> leaf(FIRST).get("lookback_window").asInt() == 7);

        press(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.ENTER);
        confirmCreate();
        checkCreated();
    }

    // --- steps -------------------------------------------------------------------------------

    /** Ctrl+F to the palette search, type the name, Enter searches; Tab to the list; Enter adds. */
    private void addFromPalette(String name) throws Exception {
        press(KeyCode.CONTROL, KeyCode.F);
        robot.write(name.substring(0, 4));
        press(KeyCode.ENTER);
        ListView<PaletteEntry> palette = palette();
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> !palette.getItems().isEmpty()
                && palette.getItems().stream().allMatch(entry -> entry.name().startsWith(name.substring(0, 4))));
        press(KeyCode.TAB);
        assertThat(palette.isFocused()).isTrue();
        robot.interact(() -> palette.getSelectionModel().clearSelection());
        while (palette.getSelectionModel().getSelectedItem() == null
                || !palette.getSelectionModel().getSelectedItem().name().equals(name)) {
            press(KeyCode.DOWN);
        }
        press(KeyCode.ENTER);
    }

    private void createAndCheck() throws Exception {
        Button create = robot.lookup("#createFlexible").queryAs(Button.class);
        assertThat(create.isDisabled()).isFalse();
        robot.clickOn(create);
        confirmCreate();
        checkCreated();
    }

    private void confirmCreate() throws Exception {
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> robot.lookup(".dialog-pane").tryQuery().isPresent());
        assertThat(robot.lookup("#confirmationMessage").queryAs(Label.class).getText())
                .contains("cannot be changed after it is created");
        assertThat(robot.lookup("#confirmAction").queryAs(Button.class).getText()).startsWith("_Create \u201c").endsWith("\u201d at X");
        robot.clickOn("#confirmAction");
    }

    /** The created audience, read back from the sandbox: exactly the tree built and sent. */
    private void checkCreated() throws Exception {
        String name = draftName();
        JsonNode sent = segments();
        Label message = robot.lookup("#flexibleMessage").queryAs(Label.class);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> message.getText().startsWith("Created"));
        @SuppressWarnings("unchecked")
        ComboBox<AdAccount> accounts = robot.lookup("#flexibleAccountChoice").queryAs(ComboBox.class);
        AdsClient ads = AdsClient.signedIn(running.services().api().current());
        List<CustomAudience> all = ads.audiences(accounts.getValue().id(), AudienceQuery.firstPage(1000)).data();
        CustomAudience created = all.stream().filter(a -> a.name().equals(name)).findFirst().orElseThrow();
        JsonNode segments = created.segments();
        assertThat(segments.get("boolean_operator").asText()).isEqualTo("AND");
        assertThat(segments.get("negate").asBoolean()).isFalse();
        assertThat(segments).isEqualTo(sent);
        JsonNode children = segments.get("child_segments");
        assertThat(children).hasSize(3);
        assertLeaf(child(children, id(all, FIRST)), 7, false);
        assertLeaf(child(children, id(all, SECOND)), 30, false);
        assertLeaf(child(children, id(all, THIRD)), 30, true);
        // The list now shows it as created, and the centre shows it read-only.
        assertThat(robot.lookup("#flexibleKind").queryAs(Label.class).getText()).isEqualTo("CREATED");
    }

    private static JsonNode child(JsonNode children, String audienceId) {
        for (JsonNode child : children) {
            if (audienceId.equals(child.path("custom_audience_id").asText())) {
                return child;
            }
        }
        throw new AssertionError("no leaf for audience " + audienceId + " in " + children);
    }

    private static void assertLeaf(JsonNode leaf, int lookback, boolean negate) {
        assertThat(leaf.get("lookback_window").asInt()).isEqualTo(lookback);
        assertThat(leaf.get("frequency").asInt()).isEqualTo(1);
        assertThat(leaf.get("frequency_comparator").asText()).isEqualTo("NUM_GTE");
        assertThat(leaf.get("negate").asBoolean()).isEqualTo(negate);
    }

    // --- lookups (all through what the window shows) ------------------------------------------

    /** The request body the JSON tab shows: exactly what Create sends. */
    private JsonNode body() {
        try {
            return JSON.readTree(robot.lookup("#jsonPreview").queryAs(TextArea.class).getText());
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private JsonNode segments() {
        return body().get(0).get("params").get("segments");
    }

    private String draftName() {
        return body().get(0).get("params").get("name").asText();
    }

    private void waitForTree(int leaves) throws Exception {
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> {
            TextArea json = robot.lookup("#jsonPreview").queryAs(TextArea.class);
            return !json.getText().isEmpty() && segments().path("child_segments").size() == leaves;
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** The leaf of the root group naming this palette audience, as the request body has it. */
    private JsonNode leaf(String name) {
        String id = paletteId(name);
        for (JsonNode child : segments().path("child_segments")) {
            if (id.equals(child.path("custom_audience_id").asText())) {
                return child;
            }
        }
        throw new AssertionError(name + " is not in the tree");
    }

    private Node rootCard() {
        return robot.lookup(".group-card").query();
    }

    /** The card whose own name label reads {@code name}. */
    private Node leafCard(String name) {
        return robot.lookup(".segment-card").queryAll().stream()
                .filter(card -> !card.getStyleClass().contains("group-card"))
                .filter(card -> control(card, Label.class, 0).getText().equals(name)).findFirst().orElseThrow();
    }

    /** The n-th control of a type on a card (its own, not a nested card's). */
    private static <T extends Node> T control(Node card, Class<T> type, int index) {
        List<T> found = new ArrayList<>();
        collect(card, type, found);
        return found.get(index);
    }

    private static <T extends Node> void collect(Node node, Class<T> type, List<T> found) {
        if (type.isInstance(node)) {
            found.add(type.cast(node));
            return;
        }
        if (node instanceof javafx.scene.Parent parent) {
            for (Node child : parent.getChildrenUnmodifiable()) {
                if (!(child instanceof VBox box && box.getId() != null && box.getId().startsWith("card-"))) {
                    collect(child, type, found);
                }
            }
        }
    }

    @SuppressWarnings("unchecked")
    private ListView<PaletteEntry> palette() {
        return robot.lookup("#palette").queryAs(ListView.class);
    }

    private String paletteId(String name) {
        return palette().getItems().stream().filter(entry -> entry.name().equals(name)).findFirst()
                .map(PaletteEntry::id).orElseGet(() -> known.get(name));
    }

    private Node paletteCell(String name) {
        return robot.lookup("#palette .list-cell").queryAll().stream()
                .filter(cell -> cell instanceof javafx.scene.control.ListCell<?> listCell && listCell.getItem()
                        instanceof PaletteEntry entry && entry.name().equals(name)).findFirst().orElseThrow();
    }

    private static String id(List<CustomAudience> all, String name) {
        return all.stream().filter(a -> a.name().equals(name)).findFirst().orElseThrow().id();
    }

    private void press(KeyCode... keys) {
        robot.press(keys);
        KeyCode[] reversed = new KeyCode[keys.length];
        for (int i = 0; i < keys.length; i++) {
            reversed[i] = keys[keys.length - 1 - i];
        }
        robot.release(reversed);
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** Scrolls the nearest enclosing scroll pane so that {@code node} is on screen. */
    private static void scrollIntoView(javafx.scene.Node node) {
        for (javafx.scene.Parent parent = node.getParent(); parent != null; parent = parent.getParent()) {
            if (parent instanceof javafx.scene.control.ScrollPane pane && pane.getContent() != null) {
                javafx.geometry.Bounds content = pane.getContent().getLayoutBounds();
                javafx.geometry.Bounds at = pane.getContent().sceneToLocal(node.localToScene(node.getBoundsInLocal()));
                double scrollable = content.getHeight() - pane.getViewportBounds().getHeight();
                if (scrollable > 0) {
                    pane.setVvalue(Math.min(1, Math.max(0, (at.getMinY() - 20) / scrollable)));
                }
                return;
            }
        }
    }
}

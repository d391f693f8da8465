package dev.starling.ui;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.api.ads.AdAccount;
import dev.starling.core.api.ads.CustomAudience;
import dev.starling.core.api.ads.SignedInSandbox;
import dev.starling.ui.flexible.FlexibleEntry;
import dev.starling.ui.flexible.PaletteEntry;
import java.util.concurrent.TimeUnit;
import javafx.scene.Node;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ComboBox;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The Ads workspaces as one: the ad account chosen in one is the account of the others and of the status
 * bar, and is chosen again after a restart; a flexible audience deleted in Flexible audiences leaves
 * Audiences and the palette without anyone pressing Refresh.
 */
class OneAdAccountFlowTest extends FlowTest {

    @Test
    void oneAdAccountSharedByThreeWorkspacesAndRestoredAfterRestart() throws Exception {
        ComboBox<AdAccount> audiences = signedInOnAudiences();
        AdAccount first = audiences.getValue();
        AdAccount other = audiences.getItems().stream().filter(a -> !a.equals(first)).findFirst().orElseThrow();
        pick(audiences, other);
        Label status = robot.lookup("#statusAdAccount").queryAs(Label.class);
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> status.getText().equals("Ad account: " + other.label()));

        workspace(KeyCode.DIGIT5);
        ComboBox<AdAccount> flexible = combo("#flexibleAccountChoice");
        assertThat(flexible.getValue()).as("Flexible audiences opens on the account chosen in Audiences").isEqualTo(other);
        workspace(KeyCode.DIGIT7);
        ComboBox<AdAccount> lists = combo("#dnrAccountChoice");
        assertThat(lists.getValue()).as("Do-not-reach lists too").isEqualTo(other);
        // and back: a choice made here is Audiences' too
        pick(lists, first);
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> audiences.getValue().equals(first)
                && flexible.getValue().equals(first) && status.getText().endsWith(first.label()));
        pick(lists, other);
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> audiences.getValue().equals(other));

        restart();
        workspace(KeyCode.DIGIT7);
        ComboBox<AdAccount> afterRestart = combo("#dnrAccountChoice");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> other.equals(afterRestart.getValue()));
        Label statusAfter = robot.lookup("#statusAdAccount").queryAs(Label.class);
        assertThat(statusAfter.getText()).isEqualTo("Ad account: " + other.label());
        assertThat(robot.lookup("#dnrNotice").queryAs(Label.class).getText()).doesNotContain("Sign in");
        workspace(KeyCode.DIGIT4);
        assertThat(combo("#adAccountChoice").getValue()).isEqualTo(other);
    }

    @Test
    void aDeleteInOneWorkspaceIsSeenInTheOthersWithoutRefresh() throws Exception {
        ComboBox<AdAccount> accounts = signedInOnAudiences();
        AdAccount us = accounts.getItems().stream().filter(a -> a.name().equals("Starling Coffee - US")).findFirst()
                .orElseThrow();
        pick(accounts, us);
        @SuppressWarnings("unchecked")
        TableView<CustomAudience> table = robot.lookup("#audienceTable").queryAs(TableView.class);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> table.getItems().stream()
                .anyMatch(a -> a.name().equals("Loyal app users")));

        workspace(KeyCode.DIGIT5);
        @SuppressWarnings("unchecked")
        ListView<FlexibleEntry> entries = robot.lookup("#flexibleEntries").queryAs(ListView.class);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> entries.getItems().stream()
                .anyMatch(e -> e.name().equals("Loyal app users")));
        FlexibleEntry loyal = entries.getItems().stream().filter(e -> e.name().equals("Loyal app users")).findFirst()
                .orElseThrow();
        String id = ((FlexibleEntry.Created) loyal).audience().id();
        robot.clickOn("#paletteSearch").write("Loyal").type(KeyCode.ENTER);
        @SuppressWarnings("unchecked")
        ListView<PaletteEntry> palette = robot.lookup("#palette").queryAs(ListView.class);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> palette.getItems().stream().anyMatch(e -> e.id().equals(id)));

        robot.interact(() -> entries.getSelectionModel().select(loyal));
        robot.clickOn("#deleteEntry");
        confirmDeletion("Loyal app users");

        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> running.services().ads().audience(us.id(), id, true).deleted());
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> palette.getItems().stream().noneMatch(e -> e.id().equals(id)));
        // no Refresh anywhere: Audiences already shows the account without it
        workspace(KeyCode.DIGIT4);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> table.getItems().stream().noneMatch(a -> a.id().equals(id)));
        assertThat(table.getItems()).extracting(CustomAudience::name).contains("Newsletter subscribers");
    }

    /** The confirmation as a person answers it: the name typed where it is asked for, then the go-ahead button. */
    private void confirmDeletion(String name) throws Exception {
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> robot.lookup(".dialog-pane").tryQuery().isPresent());
        DialogPane pane = robot.lookup(".dialog-pane").queryAs(DialogPane.class);
        robot.lookup(".dialog-pane .text-field").tryQuery().ifPresent(field -> robot.clickOn(field).write(name));
        ButtonType goAhead = pane.getButtonTypes().stream()
                .filter(type -> type.getButtonData() != ButtonBar.ButtonData.CANCEL_CLOSE).findFirst().orElseThrow();
        Node button = pane.lookupButton(goAhead);
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> !button.isDisabled());
        robot.clickOn(button);
    }

    /** Signs the marketer in and opens Audiences once its two ad accounts are listed; returns its account choice. */
    private ComboBox<AdAccount> signedInOnAudiences() throws Exception {
        running.signIn(robot, SignedInSandbox.MARKETER);
        workspace(KeyCode.DIGIT4);
        ComboBox<AdAccount> accounts = combo("#adAccountChoice");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> accounts.getItems().size() == 2);
        return accounts;
    }

    private void pick(ComboBox<AdAccount> choice, AdAccount account) {
        robot.clickOn(choice);
        robot.clickOn(account.label());
        assertThat(choice.getValue()).isEqualTo(account);
    }

    private void workspace(KeyCode digit) {
        robot.press(KeyCode.CONTROL, digit).release(digit, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
    }

    @SuppressWarnings("unchecked")
    private ComboBox<AdAccount> combo(String id) throws Exception {
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> robot.lookup(id).tryQuery().isPresent());
        return robot.lookup(id).queryAs(ComboBox.class);
    }
}

package dev.starling.ui;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.api.ads.AdAccount;
import dev.starling.core.api.ads.DoNotReachList;
import dev.starling.core.api.ads.SignedInSandbox;
import java.util.concurrent.TimeUnit;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Creating a do-not-reach list as a person does, against the in-process sandbox: sign in, open
 * Do-not-reach lists (Ctrl+7), type a name and a description, press Create, and see the new list
 * listed and selected, saying it is processing, beside the seeded one with its size.
 */
class DoNotReachWorkspaceTest extends FlowTest {

    @Test
    void createsADoNotReachListThroughTheWindowAndSeesItListed() throws Exception {
        running.signIn(robot, SignedInSandbox.MARKETER);
        robot.press(KeyCode.CONTROL, KeyCode.DIGIT7).release(KeyCode.DIGIT7, KeyCode.CONTROL);
        @SuppressWarnings("unchecked")
        ComboBox<AdAccount> accounts = robot.lookup("#dnrAccountChoice").queryAs(ComboBox.class);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> accounts.getItems().size() == 2);
        AdAccount us = accounts.getItems().stream().filter(a -> a.name().equals("Starling Coffee - US")).findFirst()
                .orElseThrow();
        robot.clickOn(accounts);
        robot.clickOn(us.label());
        @SuppressWarnings("unchecked")
        TableView<DoNotReachList> table = robot.lookup("#dnrTable").queryAs(TableView.class);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> table.getItems().stream()
                .anyMatch(list -> list.name().equals("Global suppression")));

        robot.clickOn("#newDnrName").write("Press contacts");
        robot.clickOn("#newDnrDescription").write("Journalists we never advertise to");
        robot.clickOn("#createDnrList");

        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> table.getItems().stream()
                .anyMatch(list -> list.name().equals("Press contacts")));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> table.getSelectionModel().getSelectedItem() != null
                && table.getSelectionModel().getSelectedItem().name().equals("Press contacts"));
        assertThat(robot.lookup("#dnrMessage").queryAs(Label.class).getText()).startsWith("Created \u201cPress contacts\u201d");
        assertThat(robot.lookup("#dnrError").queryAs(Label.class).isVisible()).isFalse();
        // As drawn: the new list is processing, the seeded one has its size.
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> robot.lookup(".table-cell").queryAll().stream()
                .anyMatch(cell -> cell instanceof javafx.scene.control.TableCell<?, ?> tableCell
                        && "statusColumn".equals(cell.getId())
                        && "Size being recomputed".equals(tableCell.getText())));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> robot.lookup(".table-cell").queryAll().stream()
                .anyMatch(cell -> cell instanceof javafx.scene.control.TableCell<?, ?> tableCell
                        && "sizeColumn".equals(cell.getId()) && "150".equals(tableCell.getText())));
        assertThat(robot.lookup("#newDnrName").queryAs(javafx.scene.control.TextField.class).getText()).isEmpty();
        assertThat(running.services().ads().allDoNotReachLists(us.id())).extracting(DoNotReachList::description)
                .contains("Journalists we never advertise to");
    }
}

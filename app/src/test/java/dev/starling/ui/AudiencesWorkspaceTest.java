package dev.starling.ui;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.boot.AppServices;
import dev.starling.core.api.ads.AdAccount;
import dev.starling.core.api.ads.AudiencePermission;
import dev.starling.core.api.ads.CustomAudience;
import dev.starling.core.api.ads.SignedInSandbox;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The audience manager as a person uses it, against the in-process sandbox: sign in with the PIN,
 * open Audiences with Ctrl+4, pick an ad account, create an audience by typing its name, see it as
 * not targetable with the reasons, and share it READ_ONLY with another account.
 */
class AudiencesWorkspaceTest extends FlowTest {


    @Test
    void createsAnAudienceSeesWhyItIsNotTargetableAndSharesItReadOnly() throws Exception {
        robot.press(KeyCode.CONTROL, KeyCode.DIGIT4).release(KeyCode.DIGIT4, KeyCode.CONTROL);
        Label notice = robot.lookup("#audiencesNotice").queryAs(Label.class);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> notice.getText().startsWith("Sign in first"));
        assertThat(notice.getText()).contains("Account, Ctrl+1");

        signIn();
        robot.press(KeyCode.CONTROL, KeyCode.DIGIT4).release(KeyCode.DIGIT4, KeyCode.CONTROL);
        @SuppressWarnings("unchecked")
        ComboBox<AdAccount> accounts = robot.lookup("#adAccountChoice").queryAs(ComboBox.class);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> accounts.getItems().size() == 2);
        assertThat(notice.isVisible()).isFalse();
        AdAccount us = byName(accounts, "Starling Coffee - US");
        AdAccount eu = byName(accounts, "Starling Coffee - EU");
        robot.clickOn(accounts);
        robot.clickOn(us.label());
        assertThat(accounts.getValue()).isEqualTo(us);

        @SuppressWarnings("unchecked")
        TableView<CustomAudience> table = robot.lookup("#audienceTable").queryAs(TableView.class);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> table.getItems().stream()
                .anyMatch(a -> a.name().equals("Newsletter subscribers")));
        robot.clickOn("#newAudienceName").write("Autumn fair leads");
        robot.clickOn("#createAudience");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> table.getItems().stream()
                .anyMatch(a -> a.name().equals("Autumn fair leads")));
        // The new row as drawn: not targetable, and why.
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> robot.lookup(".table-cell").queryAll().stream()
                .anyMatch(cell -> cell instanceof javafx.scene.control.TableCell<?, ?> tableCell
                        && "statusColumn".equals(cell.getId())
                        && "Size being recomputed".equals(tableCell.getText())));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> table.getSelectionModel().getSelectedItem() != null
                && table.getSelectionModel().getSelectedItem().name().equals("Autumn fair leads"));
        CustomAudience created = table.getSelectionModel().getSelectedItem();
        assertThat(created.name()).isEqualTo("Autumn fair leads");
        assertThat(created.targetable()).isFalse();
        assertThat(robot.lookup("#audiencesMessage").queryAs(Label.class).getText()).startsWith("Created");

        robot.clickOn("#grantAccountId").write(eu.id());
        robot.clickOn("#grantPermission");
        @SuppressWarnings("unchecked")
        ListView<AudiencePermission> permissions = robot.lookup("#customPermissions").queryAs(ListView.class);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !permissions.getItems().isEmpty());
        assertThat(permissions.getItems()).singleElement().satisfies(p -> {
            assertThat(p.grantedAccountId()).isEqualTo(eu.id());
            assertThat(p.permissionLevel()).isEqualTo("READ_ONLY");
        });
        assertThat(robot.lookup("#detailsError").queryAs(Label.class).getText()).isEmpty();
        @SuppressWarnings("unchecked")
        ListView<AudiencePermission> tailored = robot.lookup("#tailoredPermissions").queryAs(ListView.class);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> tailored.getItems().size() == 1);
    }

    private void signIn() throws Exception {
        running.signIn(robot, SignedInSandbox.MARKETER);
    }

    private static AdAccount byName(ComboBox<AdAccount> accounts, String name) {
        return accounts.getItems().stream().filter(a -> a.name().equals(name)).findFirst().orElseThrow();
    }
}

package dev.starling.ui;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.activity.Subscription;
import dev.starling.core.api.ads.SignedInSandbox;
import dev.starling.core.webhook.Webhook;
import dev.starling.ui.events.DeliveryRow;
import dev.starling.ui.events.EventRow;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.concurrent.TimeUnit;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The Events workspace as a person uses it, against the window's embedded sandbox: start the receiver and
 * register it (after a confirmation), subscribe with an old PascalCase name (mapped, the deprecation said)
 * delivering to that webhook, listen, and see the sandbox's event in the live view and in the receiver's
 * deliveries; replay refused by X's rules first, then a replay followed to its completion event (of a window
 * before this test's deliveries: the window's sandbox runs on the real clock, so the replayed events themselves are
 * {@code EventsCommandsTest}'s); the demo subscriptions deleted at once and the new one at the end, each after a
 * confirmation.
 */
class EventsWorkspaceFlowTest extends FlowTest {

    @Test
    void subscribeSeeTheEventLiveAndInTheReceiverThenReplay() throws Exception {
        running.signIn(robot, SignedInSandbox.MARKETER);
        robot.press(KeyCode.CONTROL, WorkspaceKeys.of(dev.starling.ui.shell.Workspace.EVENTS)).release(WorkspaceKeys.of(dev.starling.ui.shell.Workspace.EVENTS), KeyCode.CONTROL);
        Confirmations confirmations = new Confirmations(robot);

        robot.clickOn("Webhooks and receiver");
        robot.clickOn("#startReceiver");
        TextField url = robot.lookup("#webhookUrl").queryAs(TextField.class);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> url.getText().startsWith("http://127.0.0.1:"));
        String receiverUrl = url.getText();
        assertThat(robot.lookup("#webhookRules").queryAs(Label.class).getText())
                .contains("The sandbox also takes a loopback").contains("This URL keeps X's rules.");
        robot.clickOn("#registerWebhook");
        confirmations.awaitOpen("Register " + receiverUrl);
        robot.clickOn(confirmations.action());
        confirmations.awaitClosed();
        @SuppressWarnings("unchecked")
        TableView<Webhook> webhooks = robot.lookup("#webhookTable").queryAs(TableView.class);
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> webhooks.getItems().stream()
                .anyMatch(webhook -> webhook.url().equals(receiverUrl) && webhook.valid()));
        Webhook ours = webhooks.getItems().stream().filter(webhook -> webhook.url().equals(receiverUrl)).findFirst()
                .orElseThrow();
        String webhookId = ours.id();

        robot.clickOn("Subscriptions");
        @SuppressWarnings("unchecked")
        TableView<Subscription> subscriptions = robot.lookup("#subscriptionTable").queryAs(TableView.class);
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> !subscriptions.getItems().isEmpty());
        int seeded = subscriptions.getItems().size();
        robot.interact(() -> subscriptions.getSelectionModel().selectAll());
        robot.clickOn("#deleteSubscriptions");
        confirmations.awaitOpen("Delete " + seeded + (seeded == 1 ? " subscription" : " subscriptions") + " at X");
        robot.clickOn(confirmations.action());
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> subscriptions.getItems().isEmpty());

        robot.clickOn("#eventTypeName").write("ProfileBioUpdate");
        assertThat(robot.lookup("#eventTypeHelp").queryAs(Label.class).getText())
                .contains("it is now profile.update.bio").contains("user_id (required)");
        robot.clickOn("#subscriptionWebhook").write(webhookId);
        robot.clickOn("#subscribe");
        Label subscriptionError = robot.lookup("#subscriptionError").queryAs(Label.class);
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> !subscriptionError.getText().isEmpty()
                || subscriptions.getItems().stream().anyMatch(subscription -> "profile.update.bio".equals(
                        subscription.eventType()) && webhookId.equals(subscription.webhookId())));
        assertThat(subscriptionError.getText()).isEmpty();

        robot.clickOn("Live events");
        robot.clickOn("#eventsTypeFilter").write("profile.update.*");
        robot.clickOn("#listenEvents");
        @SuppressWarnings("unchecked")
        TableView<EventRow> events = robot.lookup("#eventTable").queryAs(TableView.class);
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> !events.getItems().isEmpty());
        assertThat(events.getItems()).allSatisfy(row -> assertThat(row.type()).startsWith("profile.update."));
        assertThat(events.getItems().get(0).summary()).contains("changed their bio").contains("\u2192");

        robot.clickOn("Webhooks and receiver");
        @SuppressWarnings("unchecked")
        TableView<DeliveryRow> deliveries = robot.lookup("#deliveryTable").queryAs(TableView.class);
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> deliveries.getItems().stream()
                .anyMatch(row -> row.type().equals("profile.update.bio") && row.verdict().startsWith("accepted")));

        robot.interact(() -> webhooks.getSelectionModel().select(ours));
        Instant now = Instant.now().truncatedTo(ChronoUnit.MINUTES);
        // The replay row sits below the receiver's table in the tab's scroll pane: typed and pressed where it is.
        TextField from = robot.lookup("#replayFrom").queryAs(TextField.class);
        TextField to = robot.lookup("#replayTo").queryAs(TextField.class);
        javafx.scene.control.Button replayButton = robot.lookup("#replayWebhook").queryAs(javafx.scene.control.Button.class);
        robot.interact(() -> {
            from.setText(now.minus(Duration.ofMinutes(20)).toString());
            to.setText(now.minus(Duration.ofMinutes(5)).toString());
            replayButton.fire();
        });
        Label replay = robot.lookup("#replayStatus").queryAs(Label.class);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> replay.getText().contains("at least 31 minutes ago"));
        robot.interact(() -> {
            from.setText(now.minus(Duration.ofMinutes(120)).toString());
            to.setText(now.minus(Duration.ofMinutes(60)).toString());
            replayButton.fire();
        });
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> replay.getText().contains(": complete"));

        robot.clickOn("Live events");
        robot.clickOn("#stopEvents");
        robot.clickOn("Subscriptions");
        robot.interact(() -> subscriptions.getSelectionModel().select(0));
        robot.clickOn("#deleteSubscriptions");
        confirmations.awaitOpen("Delete 1 subscription at X");
        robot.clickOn(confirmations.action());
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> subscriptions.getItems().isEmpty());
    }
}

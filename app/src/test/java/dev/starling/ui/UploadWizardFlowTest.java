package dev.starling.ui;

import dev.starling.ui.shell.Workspace;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.starling.boot.AppServices;
import dev.starling.core.api.ads.AdAccount;
import dev.starling.core.api.ads.CustomAudience;
import dev.starling.core.api.ads.SignedInSandbox;
import dev.starling.core.upload.normalize.Sha256Hex;
import dev.starling.sandbox.infra.AccessGuard;
import dev.starling.ui.upload.PreviewLine;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.RadioButton;
import javafx.scene.control.TextField;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The upload wizard as a marketer uses it against the in-process sandbox: choose an audience, open
 * "Upload users…", give the file, accept the detected column, read the preview, upload, and find
 * exactly the file's people (hashed) in the audience.
 */
class UploadWizardFlowTest extends FlowTest {


    @Test
    void uploadsACrmFileToTheChosenAudienceAndTheAudienceHoldsExactlyItsPeople() throws Exception {
        Path crm = dataDir.resolve("crm export.csv");
        Set<String> emails = IntStream.range(0, 2600).mapToObj(i -> "Member" + i + "@Example.com").collect(Collectors.toSet());
        Files.writeString(crm, "First name;E-mail\n" + emails.stream().map(e -> "Sam;" + e).collect(Collectors.joining("\n"))
                + "\nBroken;not an email\n");
        signIn();
        robot.press(KeyCode.CONTROL, WorkspaceKeys.of(Workspace.AUDIENCES)).release(WorkspaceKeys.of(Workspace.AUDIENCES), KeyCode.CONTROL);
        @SuppressWarnings("unchecked")
        ComboBox<AdAccount> accounts = robot.lookup("#adAccountChoice").queryAs(ComboBox.class);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> accounts.getValue() != null);
        @SuppressWarnings("unchecked")
        TableView<CustomAudience> table = robot.lookup("#audienceTable").queryAs(TableView.class);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !table.getItems().isEmpty());
        robot.clickOn("#newAudienceName").write("Loyalty members");
        robot.clickOn("#createAudience");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> table.getSelectionModel().getSelectedItem() != null
                && table.getSelectionModel().getSelectedItem().name().equals("Loyalty members"));
        CustomAudience audience = table.getSelectionModel().getSelectedItem();

        robot.clickOn("#uploadUsers");
        // the window opens over a few pulses, and its fields have a size only once it is laid out
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> robot.lookup("#uploadFilePath")
                .match(org.testfx.util.NodeQueryUtils.isVisible()).tryQuery().isPresent());
        assertThat(robot.lookup("#uploadTitle").queryAs(Label.class).getText()).contains("Loyalty members");
        robot.clickOn("#uploadFilePath").write(crm.toString()).type(KeyCode.ENTER);
        Label summary = robot.lookup("#uploadFileSummary").queryAs(Label.class);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> summary.getText().contains("semicolon"));
        // the rows are counted, not estimated from the file's size
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> summary.getText().contains("2,601 rows"));
        assertThat(summary.getText()).doesNotContain("about");
        robot.clickOn("#uploadNext");
        @SuppressWarnings("unchecked")
        TableView<Object> columns = robot.lookup("#uploadColumns").queryAs(TableView.class);
        assertThat(columns.getItems()).hasSize(2);
        robot.clickOn("#uploadNext");
        Label counts = robot.lookup("#uploadPreviewCounts").queryAs(Label.class);
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> counts.getText().contains("Identifiers sent: email 2,600"));
        assertThat(counts.getText()).contains("Rows read: 2,601", "People: 2,600", "Rows rejected: 1");
        @SuppressWarnings("unchecked")
        TableView<PreviewLine> preview = robot.lookup("#uploadPreview").queryAs(TableView.class);
        robot.clickOn("#uploadRejectedOnly");
        // The rejected values beyond the first rows are read from the whole file in the background,
        // and their cells are made at the next layout (the cell gets its text, then its tooltip, on the
        // FX thread: wait for both rather than read one in between).
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !preview.getItems().isEmpty()
                && robot.lookup("#uploadPreview .wrapped-cell").match(
                        (TableCell<?, ?> cell) -> "not an email address".equals(cell.getText())
                                && cell.getTooltip() != null).tryQuery().isPresent());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(preview.getItems()).extracting(PreviewLine::reason).containsExactly("not an email address");
        TableCell<?, ?> reasonCell = robot.lookup("#uploadPreview .wrapped-cell").match(
                (TableCell<?, ?> cell) -> "not an email address".equals(cell.getText())).queryAs(TableCell.class);
        assertThat(reasonCell.getTooltip().getText()).as("the whole reason, however narrow the column")
                .isEqualTo("not an email address");
        robot.clickOn("#uploadRejectedOnly");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(preview.getItems()).hasSizeGreaterThan(1);
        robot.clickOn("#uploadNext");
        robot.clickOn("#uploadNext"); // "Upload" on the settings step
        Label result = robot.lookup("#uploadSummary").queryAs(Label.class);
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> result.getText().startsWith("Upload finished"));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(result.getText()).contains("Rows read: 2,601", "People: 2,600", "People accepted by X: 2,600");
        @SuppressWarnings("unchecked")
        ListView<String> rejected = robot.lookup("#uploadRejections").queryAs(ListView.class);
        assertThat(rejected.getItems()).containsExactly("not an email address: 1");

        Set<String> expected = emails.stream().map(e -> Sha256Hex.hash(e.toLowerCase(java.util.Locale.ROOT)))
                .collect(Collectors.toSet());
        assertThat(members(audience.id())).isEqualTo(expected);
        robot.clickOn("#uploadClose");
    }

    /**
     * The settings step as the issue saw it: the existing "Newsletter subscribers" chosen, a click in the new
     * audience's name field and a name typed. The click and the typing choose "a new audience"; neither Space
     * nor Enter (in the field, or on the Upload button) uploads anything; the title and the Upload button say
     * where the rows go at every step; Alt+U then uploads them there, and only there.
     */
    @Test
    void typingANewNameChoosesANewAudienceAndNoStrayKeyUploads() throws Exception {
        Path crm = dataDir.resolve("spring.csv");
        Files.writeString(crm, "email\n" + IntStream.range(0, 30).mapToObj(i -> "spring" + i + "@example.com")
                .collect(Collectors.joining("\n")) + "\n");
        signIn();
        robot.press(KeyCode.CONTROL, WorkspaceKeys.of(Workspace.AUDIENCES)).release(WorkspaceKeys.of(Workspace.AUDIENCES), KeyCode.CONTROL);
        AdAccount us = chooseAccount("#adAccountChoice", "Starling Coffee - US");
        @SuppressWarnings("unchecked")
        TableView<CustomAudience> table = robot.lookup("#audienceTable").queryAs(TableView.class);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> table.getItems().stream()
                .anyMatch(a -> a.name().equals("Newsletter subscribers")));
        CustomAudience newsletter = table.getItems().stream().filter(a -> a.name().equals("Newsletter subscribers"))
                .findFirst().orElseThrow();
        robot.interact(() -> table.getSelectionModel().select(newsletter));
        Set<String> before = members(newsletter.id());

        robot.clickOn("#uploadUsers");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> robot.lookup("#uploadFilePath")
                .match(org.testfx.util.NodeQueryUtils.isVisible()).tryQuery().isPresent());
        Label title = robot.lookup("#uploadTitle").queryAs(Label.class);
        assertThat(title.getText()).isEqualTo("Upload users to \u201cNewsletter subscribers\u201d");
        robot.clickOn("#uploadFilePath").write(crm.toString()).type(KeyCode.ENTER);
        Label summary = robot.lookup("#uploadFileSummary").queryAs(Label.class);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !summary.getText().isEmpty());
        Button next = robot.lookup("#uploadNext").queryAs(Button.class);
        robot.clickOn(next);
        robot.clickOn(next);
        Label counts = robot.lookup("#uploadPreviewCounts").queryAs(Label.class);
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> counts.getText().contains("People: 30"));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !next.isDisabled());
        robot.clickOn(next); // to the settings step, the mouse still over the button that now uploads
        WaitForAsyncUtils.waitForFxEvents();

        TextField name = robot.lookup("#uploadNewAudienceName").queryAs(TextField.class);
        RadioButton existing = robot.lookup("#uploadTargetExisting").queryAs(RadioButton.class);
        RadioButton fresh = robot.lookup("#uploadTargetNew").queryAs(RadioButton.class);
        assertThat(existing.isSelected()).isTrue();
        assertThat(next.getText()).isEqualTo("_Upload 30 rows to \u201cNewsletter subscribers\u201d");
        assertThat(next.isDefaultButton()).as("Upload is not the default where names and dates are typed").isFalse();
        assertThat(next.isFocused()).as("the keyboard left the button it was clicked through on").isFalse();
        assertThat(name.isDisabled()).as("the name field takes a click").isFalse();
        // Stray keys with the keyboard where the step put it, then on the Upload button itself.
        robot.type(KeyCode.SPACE).type(KeyCode.ENTER);
        robot.interact(next::requestFocus);
        robot.type(KeyCode.SPACE).type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#uploadSummary").queryAs(Label.class).getText()).isEmpty();

        // A click in the name field chooses a new audience; typing, Space and Enter there upload nothing.
        robot.clickOn(name);
        assertThat(fresh.isSelected()).as("the click chose \"a new audience named\"").isTrue();
        robot.targetWindow(name.getScene().getWindow()).write("Spring CRM 2026").type(KeyCode.SPACE).type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(name.getText()).isEqualTo("Spring CRM 2026 ");
        assertThat(title.getText()).isEqualTo("Upload users to the new custom audience \u201cSpring CRM 2026\u201d");
        assertThat(next.getText()).isEqualTo("_Upload 30 rows to \u201cSpring CRM 2026\u201d (new)");
        assertThat(robot.lookup("#uploadSummary").queryAs(Label.class).getText()).isEmpty();

        // Typing (not clicking) chooses it too, after going back to the existing audience.
        robot.clickOn(existing);
        assertThat(existing.isSelected()).isTrue();
        assertThat(title.getText()).isEqualTo("Upload users to \u201cNewsletter subscribers\u201d");
        robot.interact(name::requestFocus);
        robot.targetWindow(name.getScene().getWindow()).write("6");
        assertThat(fresh.isSelected()).as("typing chose \"a new audience named\"").isTrue();
        robot.interact(() -> name.setText("Spring CRM 2026"));

        // The title keeps the target chosen on the other steps.
        robot.clickOn("#uploadBack");
        assertThat(title.getText()).contains("Spring CRM 2026");
        robot.clickOn(next);
        assertThat(title.getText()).contains("Spring CRM 2026");
        assertThat(members(newsletter.id())).as("nothing reached the existing audience").isEqualTo(before);
        assertThat(services.ads().audiences(us.id(), new dev.starling.core.api.ads.AudienceQuery(50, null, "Spring CRM",
                dev.starling.core.api.ads.AudienceScope.OWNER, true)).data()).as("no audience was created").isEmpty();

        // On purpose: Alt+U uploads to the new audience, and only there.
        robot.press(KeyCode.ALT, KeyCode.U).release(KeyCode.U, KeyCode.ALT);
        Label result = robot.lookup("#uploadSummary").queryAs(Label.class);
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> result.getText().startsWith("Upload finished"));
        CustomAudience created = services.ads().audiences(us.id(), new dev.starling.core.api.ads.AudienceQuery(50, null,
                "Spring CRM 2026", dev.starling.core.api.ads.AudienceScope.OWNER, false)).data().get(0);
        assertThat(members(created.id())).hasSize(30);
        assertThat(members(newsletter.id())).isEqualTo(before);
        robot.clickOn("#uploadClose");
    }

    private Set<String> members(String audienceId) throws Exception {
        URI ads = services.environments().current().adsApiBase();
        HttpResponse<String> response = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                URI.create(ads.toString().replaceAll("/$", "") + "/__sandbox/ads/custom_audiences/" + audienceId + "/members"))
                .header(AccessGuard.ADMIN_TOKEN_HEADER, services.environments().sandbox().adminToken()).build(), HttpResponse.BodyHandlers.ofString());
        JsonNode body = new ObjectMapper().readTree(response.body());
        Set<String> hashes = new HashSet<>();
        body.path("members").path("email").forEach(hash -> hashes.add(hash.asText()));
        return hashes;
    }

    private void signIn() throws Exception {
        running.signIn(robot, SignedInSandbox.MARKETER);
    }
}

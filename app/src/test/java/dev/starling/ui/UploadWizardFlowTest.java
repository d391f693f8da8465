package dev.starling.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.starling.boot.AppServices;
import dev.starling.core.api.ads.AdAccount;
import dev.starling.core.api.ads.CustomAudience;
import dev.starling.core.api.ads.SignedInSandbox;
import dev.starling.core.upload.Sha256Hex;
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
import javafx.scene.control.ComboBox;
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
        robot.press(KeyCode.CONTROL, KeyCode.DIGIT3).release(KeyCode.DIGIT3, KeyCode.CONTROL);
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

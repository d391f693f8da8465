package dev.starling.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.starling.core.api.ads.AdAccount;
import dev.starling.core.api.ads.AudienceQuery;
import dev.starling.core.api.ads.CustomAudience;
import dev.starling.core.api.ads.SignedInSandbox;
import dev.starling.core.overlap.GeneratedCrm;
import dev.starling.sandbox.infra.AccessGuard;
import dev.starling.ui.common.LocalFormat;
import dev.starling.ui.overlap.CountRow;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;
import org.testfx.util.NodeQueryUtils;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The Overlap workspace as a marketer uses it against the in-process sandbox: two generated CRM files typed, compared,
 * the counts on screen equal to a brute-force count of people, and the people both hold sent by the upload wizard to a
 * new audience, which then holds exactly their hashes.
 */
class OverlapFlowTest extends FlowTest {

    @Test
    void twoFilesComparedShowTheBruteForceCountsAndTheirSharedPeopleAreUploadedThroughTheWizard() throws Exception {
        GeneratedCrm crm = new GeneratedCrm(3606);
        List<GeneratedCrm.Person> everyone = crm.people(2_400);
        Path a = dataDir.resolve("spring crm.csv");
        Path b = dataDir.resolve("newsletter.csv");
        var rowsA = crm.write(a, everyone.subList(0, 1_500));
        var rowsB = crm.write(b, everyone.subList(900, 2_400));
        GeneratedCrm.People people = new GeneratedCrm.People(List.of(rowsA, rowsB));
        Set<String> sharedKeys = new HashSet<>();
        long shared = 0;
        long onlyA = 0;
        for (var person : people.files().entrySet()) {
            if (person.getValue() == 3) {
                shared++;
                sharedKeys.addAll(people.keys(person.getKey()));
            } else if (person.getValue() == 1) {
                onlyA++;
            }
        }
        LocalFormat format = LocalFormat.forUser();

        running.signIn(robot, SignedInSandbox.MARKETER);
        robot.press(KeyCode.CONTROL, KeyCode.DIGIT3).release(KeyCode.DIGIT3, KeyCode.CONTROL);
        @SuppressWarnings("unchecked")
        ComboBox<AdAccount> accounts = robot.lookup("#adAccountChoice").queryAs(ComboBox.class);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> accounts.getValue() != null);
        AdAccount account = accounts.getValue();
        robot.press(KeyCode.CONTROL, KeyCode.DIGIT4).release(KeyCode.DIGIT4, KeyCode.CONTROL);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> robot.lookup("#overlapPath")
                .match(NodeQueryUtils.isVisible()).tryQuery().isPresent());
        robot.clickOn("#overlapPath").write(a.toString()).type(KeyCode.ENTER);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> robot.lookup("#overlapRemove0").tryQuery().isPresent());
        robot.clickOn("#overlapPath").write("\"" + b + "\"").type(KeyCode.ENTER);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> robot.lookup("#overlapRemove1").tryQuery().isPresent());
        assertThat(robot.lookup("#overlapAccount").queryAs(Label.class).getText()).contains(account.name());

        robot.clickOn("#overlapCompare");
        @SuppressWarnings("unchecked")
        TableView<CountRow> counts = robot.lookup("#overlapCounts").queryAs(TableView.class);
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> !counts.getItems().isEmpty());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(people("In A \u2229 B", counts)).isEqualTo(format.number(shared));
        assertThat(people("Only in A", counts)).isEqualTo(format.number(onlyA));
        assertThat(counts.getColumns()).extracting(column -> column.getText())
                .containsExactly("Lists", "People", "email", "phone_number");
        assertThat(robot.lookup("#overlapDiagram").queryAs(javafx.scene.image.ImageView.class).getImage()).isNotNull();
        assertThat(robot.lookup("#overlapSelection").queryAs(Label.class).getText())
                .isEqualTo("A \u2229 B: " + format.number(shared) + " people");

        // the set operation is below the lists: scrolled to, as a person would
        javafx.scene.control.ScrollPane side = robot.lookup("#overlapSide").queryAs(javafx.scene.control.ScrollPane.class);
        robot.interact(() -> side.setVvalue(1));
        WaitForAsyncUtils.waitForFxEvents();
        robot.clickOn("#overlapSend");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> robot.lookup("#uploadNewAudienceName")
                .match(NodeQueryUtils.isVisible()).tryQuery().isPresent());
        assertThat(robot.lookup("#uploadListSummary").queryAs(Label.class).getText())
                .contains("spring crm.csv \u2229 newsletter.csv", format.number(shared) + " people");
        robot.clickOn("#uploadNewAudienceName").write("Spring and newsletter");
        robot.type(KeyCode.ENTER); // never uploads
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#uploadSummary").tryQuery().map(node -> ((Label) node).getText()).orElse("")).isEmpty();
        javafx.scene.control.Button upload = robot.lookup("#uploadNext").queryAs(javafx.scene.control.Button.class);
        assertThat(upload.getText()).isEqualTo("_Upload " + format.number(shared) + " people to \u201cSpring and newsletter\u201d (new)");
        robot.clickOn(upload);
        Label result = robot.lookup("#uploadSummary").queryAs(Label.class);
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> result.getText().startsWith("Upload finished"));

        CustomAudience created = services.ads().allAudiences(account.id(), AudienceQuery.firstPage(100)).stream()
                .filter(audience -> audience.name().equals("Spring and newsletter")).findFirst().orElseThrow();
        assertThat(members(created.id())).isEqualTo(GeneratedCrm.hashes(sharedKeys, "email"));
        robot.clickOn("#uploadClose");
    }

    private static String people(String what, TableView<CountRow> counts) {
        return counts.getItems().stream().filter(row -> row.what().equals(what)).findFirst().orElseThrow().people();
    }

    private Set<String> members(String audienceId) throws Exception {
        URI ads = services.environments().current().adsApiBase();
        HttpResponse<String> response = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                URI.create(ads.toString().replaceAll("/$", "") + "/__sandbox/ads/custom_audiences/" + audienceId + "/members"))
                .header(AccessGuard.ADMIN_TOKEN_HEADER, services.environments().sandbox().adminToken()).build(),
                HttpResponse.BodyHandlers.ofString());
        JsonNode body = new ObjectMapper().readTree(response.body());
        Set<String> hashes = new HashSet<>();
        body.path("members").path("email").forEach(hash -> hashes.add(hash.asText()));
        return hashes;
    }
}

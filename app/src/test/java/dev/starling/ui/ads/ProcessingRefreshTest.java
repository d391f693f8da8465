package dev.starling.ui.ads;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.api.ads.AdAccount;
import dev.starling.core.api.ads.CustomAudience;
import dev.starling.core.api.ads.DoNotReachList;
import dev.starling.core.api.ads.SignedInSandbox;
import dev.starling.core.api.http.HttpSettings;
import dev.starling.core.concurrent.SameThreadTaskRunner;
import dev.starling.sandbox.SandboxConfig;
import dev.starling.testing.FakeClock;
import dev.starling.ui.audiences.AudiencesViewModel;
import dev.starling.ui.common.ScriptedDialogs;
import dev.starling.ui.dnr.DoNotReachViewModel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import javafx.collections.ListChangeListener;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * After an upload the row says it is processing, keeps its last size, and re-reads itself with a
 * back-off until X has counted it; the sandbox, the app's HTTP client and the waits share one
 * FakeClock, so the 60 seconds of processing pass in the waits.
 */
class ProcessingRefreshTest {

    @TempDir
    Path vault;

    private final FakeClock clock = new FakeClock(Instant.now());
    private final SameThreadTaskRunner tasks = new SameThreadTaskRunner();
    private SignedInSandbox sandbox;
    private AdAccountPicker picker;

    @BeforeEach
    void start() {
        sandbox = new SignedInSandbox(vault, SandboxConfig.defaults(), log -> HttpSettings.defaults(log).withClock(clock),
                clock);
        sandbox.signIn(SignedInSandbox.MARKETER);
        picker = new AdAccountPicker(sandbox::ads, () -> true, tasks);
    }

    @AfterEach
    void stop() {
        sandbox.close();
    }

    @Test
    void anAudienceUploadedToShowsItsLastSizeWhileProcessingThenItsNewSize() {
        AudiencesViewModel audiences = new AudiencesViewModel(picker, sandbox::ads, tasks, new ScriptedDialogs(), clock);
        audiences.refresh();
        choose("Starling Coffee - US");
        CustomAudience newsletter = audience(audiences, "Newsletter subscribers");
        assertThat(audiences.sizeText(newsletter)).isEqualTo("1,200");
        List<String> shown = new ArrayList<>();
        audiences.audiences().addListener((ListChangeListener<CustomAudience>) change ->
                shown.add(audiences.sizeText(audience(audiences, "Newsletter subscribers"))));

        upload("/12/accounts/" + picker.selectedId() + "/custom_audiences/" + newsletter.id() + "/users", 120);
        audiences.uploadFinished(newsletter.id());

        assertThat(shown.get(0)).isEqualTo("1,200 (processing)");
        assertThat(shown.get(shown.size() - 1)).isEqualTo("1,320");
        assertThat(clock.sleeps()).containsExactly(Duration.ofSeconds(5), Duration.ofSeconds(10),
                Duration.ofSeconds(20), Duration.ofSeconds(30));
        assertThat(audiences.watchingProcessing()).isFalse();
        assertThat(AdsText.status(audience(audiences, "Newsletter subscribers").targetable(), List.of()))
                .isEqualTo("Ready to target");
    }

    @Test
    void nothingIsPolledWithoutAnUploadAndAnAudienceThatStaysProcessingIsGivenUpAfterHalfAnHour() {
        AudiencesViewModel audiences = new AudiencesViewModel(picker, sandbox::ads, tasks, new ScriptedDialogs(), clock);
        audiences.refresh();
        choose("Starling Coffee - US");
        // Seeded placeholders and a permanently processing audience are on the page: no waits for them.
        assertThat(audiences.audiences()).anyMatch(a -> AdsText.processing(a.reasonsNotTargetable()));
        assertThat(clock.sleeps()).isEmpty();
        assertThat(audiences.sizeText(audience(audiences, "Trade show leads"))).isEqualTo("\u2013");

        audiences.uploadFinished(audience(audiences, "Beta testers").id());

        assertThat(audiences.watchingProcessing()).isFalse();
        assertThat(clock.sleeps()).startsWith(Duration.ofSeconds(5), Duration.ofSeconds(10), Duration.ofSeconds(20),
                Duration.ofSeconds(30), Duration.ofMinutes(1));
        Duration waited = clock.sleeps().stream().reduce(Duration.ZERO, Duration::plus);
        assertThat(waited).isLessThanOrEqualTo(Duration.ofMinutes(30)).isGreaterThan(Duration.ofMinutes(28));
    }

    @Test
    void aDoNotReachListIsCreatedFromTheWindowAndItsSizeDoesNotVanishAfterAnUpload() {
        DoNotReachViewModel lists = new DoNotReachViewModel(picker, sandbox::ads, tasks, new ScriptedDialogs(), clock);
        lists.refresh();
        choose("Starling Coffee - US");
        lists.newNameProperty().set("  ");
        lists.create();
        assertThat(lists.errorProperty().get()).isEqualTo("Type a name for the new list.");

        lists.newNameProperty().set("Press contacts");
        lists.newDescriptionProperty().set("Journalists");
        lists.create();
        assertThat(lists.messageProperty().get()).startsWith("Created \u201cPress contacts\u201d");
        assertThat(lists.selectedProperty().get().name()).isEqualTo("Press contacts");
        assertThat(lists.lists()).extracting(DoNotReachList::name).contains("Press contacts", "Global suppression");
        assertThat(lists.newNameProperty().get()).isEmpty();

        lists.newNameProperty().set("press CONTACTS");
        lists.create();
        assertThat(lists.errorProperty().get()).startsWith("Could not create the do-not-reach list").contains("DUPLICATE_NAME");

        DoNotReachList suppression = list(lists, "Global suppression");
        List<String> shown = new ArrayList<>();
        lists.lists().addListener((ListChangeListener<DoNotReachList>) change ->
                shown.add(lists.sizeText(list(lists, "Global suppression"))));
        upload("/12/batch/accounts/" + picker.selectedId() + "/do_not_reach_lists/" + suppression.id() + "/users", 3);
        lists.uploadFinished(suppression.id());

        assertThat(shown.get(0)).isEqualTo("150 (processing)");
        assertThat(shown.get(shown.size() - 1)).isEqualTo("153");
        assertThat(lists.watchingProcessing()).isFalse();
    }

    private void choose(String name) {
        AdAccount account = picker.accounts().stream().filter(a -> a.name().equals(name)).findFirst().orElseThrow();
        picker.selectedProperty().set(account);
    }

    private static CustomAudience audience(AudiencesViewModel audiences, String name) {
        return audiences.audiences().stream().filter(a -> a.name().equals(name)).findFirst().orElseThrow();
    }

    private static DoNotReachList list(DoNotReachViewModel lists, String name) {
        return lists.lists().stream().filter(l -> l.name().equals(name)).findFirst().orElseThrow();
    }

    /** Adds {@code count} new hashed emails, as the upload wizard's batches do. */
    private void upload(String path, int count) {
        StringBuilder users = new StringBuilder();
        for (int i = 0; i < count; i++) {
            users.append(i == 0 ? "" : ",").append("{\"email\":[\"").append(sha256("new" + i + "@example.com")).append("\"]}");
        }
        String body = "[{\"operation_type\":\"Update\",\"params\":{\"users\":[" + users + "]}}]";
        int status = sandbox.ads().upload(path, body.getBytes(StandardCharsets.UTF_8)).status();
        assertThat(status).isEqualTo(200);
    }

    private static String sha256(String value) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(value.getBytes(StandardCharsets.UTF_8)));
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new AssertionError(e);
        }
    }
}

package dev.starling.ui;

import dev.starling.boot.DurableMigrations;
import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.store.DurableStore;
import dev.starling.core.upload.common.ColumnMapping;
import dev.starling.core.upload.inspect.SourceInspector;
import dev.starling.core.upload.journal.UploadJob;
import dev.starling.core.upload.journal.UploadJournal;
import dev.starling.core.upload.common.UploadSettings;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.scene.control.Button;
import javafx.scene.control.DialogPane;
import javafx.scene.input.KeyCode;
import javafx.scene.control.Label;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

/**
 * An upload the last run left unfinished (the journal says RUNNING) is offered when the app starts:
 * discarding forgets it; resuming over a file that changed since is refused with the reason.
 */
class ResumeOfferFlowTest extends FlowTest {


    @Override
    boolean startsAtOnce() {
        return false; // each test first leaves an unfinished upload in the data folder
    }

    private long leaveAnUnfinishedUpload(Path crm) throws Exception {
        Files.writeString(crm, "email\nada@example.com\ngrace@example.com\n");
        try (DurableStore store = DurableStore.open(dataDir, DurableMigrations.ALL)) {
            UploadJournal journal = new UploadJournal(store.database(), Clock.systemUTC());
            return journal.create(SourceInspector.inspect(crm), ColumnMapping.parse(List.of("email=1")), "US",
                    UploadSettings.customAudience("18ce54d4x5t", "1nmth", UploadSettings.Operation.UPDATE,
                            Instant.now(), null)).id();
        }
    }

    private DialogPane offer() throws Exception {
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> robot.lookup("#resumeOffer").tryQuery().isPresent());
        return robot.lookup("#resumeOffer").queryAs(DialogPane.class);
    }

    @Test
    void discardingTheOfferForgetsTheUnfinishedUpload() throws Exception {
        Path crm = dataDir.resolve("spring-crm.csv");
        long job = leaveAnUnfinishedUpload(crm);
        restart();

        DialogPane offer = offer();
        assertThat(offer.getContentText()).contains("spring-crm.csv", "custom audience 1nmth", "0 batches");
        robot.clickOn("Discard");
        WaitForAsyncUtils.waitForFxEvents();

        UploadJournal journal = new UploadJournal(running.services().stores().durable().database(), Clock.systemUTC());
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> journal.unfinished().isEmpty());
        assertThat(journal.find(job).orElseThrow().status()).isEqualTo(UploadJob.Status.CANCELLED);
    }

    @Test
    void enterAndSpaceOnTheOfferAnswerLaterAndNothingIsSentOrForgotten() throws Exception {
        Path crm = dataDir.resolve("spring-crm.csv");
        long job = leaveAnUnfinishedUpload(crm);
        for (KeyCode stray : List.of(KeyCode.ENTER, KeyCode.SPACE)) {
            restart();
            DialogPane offer = offer();
            WaitForAsyncUtils.waitForFxEvents();
            Button later = (Button) offer.getButtonTypes().stream().map(offer::lookupButton)
                    .filter(button -> ((Button) button).getText().equals("_Later")).findFirst().orElseThrow();
            assertThat(later.isDefaultButton()).as("Later, the safe answer, is the default").isTrue();
            assertThat(later.isFocused()).isTrue();
            assertThat(offer.getButtonTypes().stream().map(offer::lookupButton).filter(Button.class::isInstance)
                    .filter(button -> button != later).map(Button.class::cast))
                    .as("Resume and Discard are neither default nor focused")
                    .allSatisfy(button -> assertThat(button.isDefaultButton() || button.isFocused()).isFalse());
            javafx.stage.Window window = offer.getScene().getWindow();
            robot.type(stray);
            WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !window.isShowing());
            WaitForAsyncUtils.waitForFxEvents();

            assertThat(robot.lookup("#uploadNext").tryQuery()).as("no upload window opened").isEmpty();
            UploadJournal journal = new UploadJournal(running.services().stores().durable().database(), Clock.systemUTC());
            assertThat(journal.find(job).orElseThrow().status()).as("still offered next time").isEqualTo(UploadJob.Status.RUNNING);
            assertThat(journal.acknowledgedBatches(job).isEmpty()).as("nothing was sent").isTrue();
        }
    }

    @Test
    void resumingOverAChangedFileIsRefusedWithTheReason() throws Exception {
        Path crm = dataDir.resolve("spring-crm.csv");
        long job = leaveAnUnfinishedUpload(crm);
        Files.writeString(crm, "email\nsomeone-else@example.com\n");
        restart();

        offer();
        robot.clickOn("Resume");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> robot.lookup("#uploadError").tryQuery()
                .map(node -> !((Label) node).getText().isEmpty()).orElse(false));
        assertThat(robot.lookup("#uploadError").queryAs(Label.class).getText())
                .contains("changed since upload job " + job, "Start a new upload instead");
        UploadJournal journal = new UploadJournal(running.services().stores().durable().database(), Clock.systemUTC());
        assertThat(journal.acknowledgedBatches(job).isEmpty()).as("nothing was sent").isTrue();
    }
}

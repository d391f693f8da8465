package dev.starling.cli;

import dev.starling.boot.DurableMigrations;
import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.notice.NoticeBoard;
import dev.starling.core.store.LocalStores;
import dev.starling.core.upload.journal.UploadJob;
import dev.starling.core.upload.journal.UploadJournal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A cron line that always carries {@code --resume}: it resumes the matching unfinished job, starts a
 * new upload when there is none, refuses a conflicting job in words, and plain {@code --resume}
 * also finishes a failed job.
 */
class ScheduledResumeTest {

    @TempDir
    Path dir;

    private UploadSandbox sandbox;
    private Path crm;
    private String account;
    private String audience;

    @BeforeEach
    void start() throws Exception {
        sandbox = new UploadSandbox(dir);
        sandbox.login();
        account = sandbox.coffeeUs();
        audience = sandbox.createAudience(account, "Nightly sync");
        StringBuilder rows = new StringBuilder("email\n");
        for (int i = 0; i < 30; i++) {
            rows.append("member").append(i).append("@example.com\n");
        }
        crm = Files.writeString(dir.resolve("crm.csv"), rows);
    }

    @AfterEach
    void stop() {
        sandbox.close();
    }

    private UploadSandbox.Run cron(String... extra) {
        List<String> args = new java.util.ArrayList<>(List.of("upload", "--account", account, "--audience", audience,
                "--file", crm.toString(), "--resume"));
        args.addAll(List.of(extra));
        return sandbox.cli(args.toArray(String[]::new));
    }

    /** Changes a journalled job's status, as Ctrl+C (PAUSED) or used-up retries (FAILED) leave it. */
    private void leaveJob(long jobId, UploadJob.Status status) {
        try (LocalStores stores = LocalStores.open(sandbox.dataDir, Clock.systemUTC(), new NoticeBoard(), DurableMigrations.ALL)) {
            new UploadJournal(stores.durable().database(), Clock.systemUTC()).setStatus(jobId, status);
        }
    }

    private UploadJob.Status statusOf(long jobId) {
        try (LocalStores stores = LocalStores.open(sandbox.dataDir, Clock.systemUTC(), new NoticeBoard(), DurableMigrations.ALL)) {
            return new UploadJournal(stores.durable().database(), Clock.systemUTC()).find(jobId).orElseThrow().status();
        }
    }

    @Test
    void withNothingUnfinishedTheCronLineStartsTheUploadAndLaterResumesItsUnfinishedJob() {
        UploadSandbox.Run first = cron();
        assertThat(first.exit()).as(first.err()).isZero();
        assertThat(first.out()).contains("status: COMPLETED").contains("job: 1");

        leaveJob(1, UploadJob.Status.PAUSED);
        UploadSandbox.Run again = cron();

        assertThat(again.exit()).as(again.err()).isZero();
        assertThat(again.err()).contains("Resuming upload job 1");
        assertThat(again.out()).contains("1 acknowledged by an earlier run");
    }

    @Test
    void anUnfinishedJobWithOtherSettingsIsAConflictSaidInWords() {
        assertThat(cron().exit()).isZero();
        leaveJob(1, UploadJob.Status.PAUSED);

        UploadSandbox.Run delete = cron("--delete");

        assertThat(delete.exit()).isEqualTo(1);
        assertThat(delete.err()).contains("Upload job 1 of this file to the same target is unfinished with operation update "
                + "(this run asks for delete)").contains("--resume 1");
        assertThat(statusOf(1)).isEqualTo(UploadJob.Status.PAUSED);
    }

    @Test
    void whenTheFileChangedSinceTheUnfinishedJobTheNewFileIsUploaded() throws Exception {
        assertThat(cron().exit()).isZero();
        leaveJob(1, UploadJob.Status.PAUSED);
        Files.writeString(crm, "late@example.com\n", java.nio.file.StandardOpenOption.APPEND);

        UploadSandbox.Run tonight = cron();

        assertThat(tonight.exit()).as(tonight.err()).isZero();
        assertThat(tonight.err()).contains("Upload job 1 was left unfinished, but crm.csv has changed since");
        assertThat(tonight.out()).contains("job: 2").contains("rows read: 31");
        assertThat(statusOf(1)).isEqualTo(UploadJob.Status.CANCELLED);
    }

    @Test
    void plainResumeFinishesAFailedJob() {
        assertThat(cron().exit()).isZero();
        leaveJob(1, UploadJob.Status.FAILED);

        UploadSandbox.Run resumed = sandbox.cli("upload", "--resume");

        assertThat(resumed.exit()).as(resumed.err()).isZero();
        assertThat(resumed.err()).contains("Resuming upload job 1");
    }
}

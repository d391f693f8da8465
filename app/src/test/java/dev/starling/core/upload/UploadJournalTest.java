package dev.starling.core.upload;

import static org.assertj.core.api.InstanceOfAssertFactories.STRING;
import dev.starling.testing.Words;
import dev.starling.boot.DurableMigrations;
import dev.starling.testing.FakeClock;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.starling.core.store.DurableStore;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import dev.starling.core.upload.encode.BatchLimits;
import dev.starling.core.upload.send.BatchResponse;
import dev.starling.core.upload.send.BatchSender;
import dev.starling.core.upload.common.ColumnMapping;
import dev.starling.core.upload.normalize.IdentifierNormalizer;
import dev.starling.core.upload.send.Pacer;
import dev.starling.core.upload.inspect.SourceInspector;
import dev.starling.core.upload.read.SourceProfile;
import dev.starling.core.upload.encode.UploadBatch;
import dev.starling.core.upload.common.UploadControl;
import dev.starling.core.upload.common.UploadException;
import dev.starling.core.upload.journal.UploadJob;
import dev.starling.core.upload.journal.UploadJournal;
import dev.starling.core.upload.common.UploadSettings;

class UploadJournalTest {

    @TempDir
    Path dir;

    private DurableStore store;
    private UploadJournal journal;
    private final FakeClock time = new FakeClock();
    private final UploadSettings settings = UploadSettings.customAudience("acc1", "aud1", UploadSettings.Operation.UPDATE,
            Instant.parse("2026-11-21T00:00:00Z"), null);

    @BeforeEach
    void open() {
        store = DurableStore.open(dir.resolve("data"), DurableMigrations.ALL);
        journal = new UploadJournal(store.database(), Clock.systemUTC());
    }

    @AfterEach
    void close() {
        store.close();
    }

    private UploadPipeline pipeline(BatchSender sender) {
        UploadOptions options = new UploadOptions(2, 1, 2, 5, new BatchLimits(10, 5_000_000), null, false);
        return new UploadPipeline(sender, journal, Pacer.forUsersEndpoint(time, time), time, options);
    }

    private Path file(int rows) throws Exception {
        StringBuilder csv = new StringBuilder("email,phone\n");
        for (int i = 0; i < rows; i++) {
            csv.append("user").append(i).append("@example.com,+1 202 555 ").append(1000 + i).append('\n');
        }
        return SourceFiles.write(dir, "crm.csv", csv.toString());
    }

    private UploadResult start(Path file, BatchSender sender) {
        return pipeline(sender).start(SourceInspector.inspect(file), ColumnMapping.parse(List.of("email=1", "phone=2")),
                new IdentifierNormalizer("US"), settings, new UploadControl(), null);
    }

    @Test
    void resumeSendsOnlyTheBatchesNotAcknowledged() throws Exception {
        Path file = file(95);
        FakeSender failing = new FakeSender(time, (call, batch) -> batch.number() == 4 || batch.number() == 7
                ? BatchResponse.failed(400, dev.starling.core.text.BundleText.of("upload.problem.said", "bad request")) : FakeSender.acceptAll(call, batch));
        UploadResult first = start(file, failing);
        assertThat(first.status()).isEqualTo(UploadJob.Status.FAILED);
        assertThat(first.batchesAcknowledged()).isEqualTo(8);

        FakeSender healthy = new FakeSender(time, FakeSender::acceptAll);
        UploadResult resumed = pipeline(healthy).resume(first.jobId(), new UploadControl(), null);
        assertThat(healthy.batchNumbers()).containsExactly(4, 7);
        assertThat(resumed.batchesSkipped()).isEqualTo(8);
        assertThat(resumed.status()).isEqualTo(UploadJob.Status.COMPLETED);
        assertThat(journal.find(first.jobId()).orElseThrow().status()).isEqualTo(UploadJob.Status.COMPLETED);
        // the rebuilt batches are the very ones sent the first time
        UploadBatch firstTime = failing.calls().stream().filter(c -> c.batch().number() == 7).findFirst().orElseThrow().batch();
        assertThat(healthy.calls().get(1).batch().body()).isEqualTo(firstTime.body());
        assertThat(healthy.calls().get(1).batch().lines()).isEqualTo(firstTime.lines());
    }

    @Test
    void resumeAfterCancelContinuesWhereItStopped() throws Exception {
        Path file = file(60);
        UploadControl control = new UploadControl();
        FakeSender cancelling = new FakeSender(time, (call, batch) -> {
            if (call == 2) {
                control.cancel();
            }
            return FakeSender.acceptAll(call, batch);
        });
        UploadResult first = pipeline(cancelling).start(SourceInspector.inspect(file),
                ColumnMapping.parse(List.of("email=1")), new IdentifierNormalizer("US"), settings, control, null);
        assertThat(first.status()).isEqualTo(UploadJob.Status.CANCELLED);
        assertThat(journal.acknowledgedBatches(first.jobId()).cardinality()).isEqualTo(2);

        FakeSender rest = new FakeSender(time, FakeSender::acceptAll);
        pipeline(rest).resume(first.jobId(), new UploadControl(), null);
        assertThat(rest.batchNumbers()).containsExactly(3, 4, 5, 6);
    }

    @Test
    void aChangedFileIsRefused() throws Exception {
        Path file = file(30);
        UploadResult first = start(file, new FakeSender(time, (call, batch) -> BatchResponse.failed(400, dev.starling.core.text.BundleText.of("upload.problem.said", "no"))));
        file(31);
        assertThatThrownBy(() -> pipeline(new FakeSender(time, FakeSender::acceptAll)).resume(first.jobId(), new UploadControl(), null))
                .isInstanceOf(UploadException.class)
                .extracting(Words::of, STRING).contains("changed since upload job " + first.jobId())
                .contains("Start a new upload");
    }

    @Test
    void jobRecordKeepsSettingsAndFileFacts() throws Exception {
        Path file = file(5);
        UploadResult result = start(file, new FakeSender(time, FakeSender::acceptAll));
        UploadJob job = journal.find(result.jobId()).orElseThrow();
        assertThat(job.sourcePath()).isEqualTo(file.toAbsolutePath().toString());
        assertThat(job.fingerprint()).isEqualTo(SourceInspector.inspect(file).fingerprint());
        assertThat(job.mapping()).isEqualTo("email=1,phone_number=2");
        assertThat(job.settings()).isEqualTo(settings);
        assertThat(job.status()).isEqualTo(UploadJob.Status.COMPLETED);
    }

    @Test
    void unfinishedListsRunningAndPausedJobsNewestFirst() throws Exception {
        Path file = file(5);
        SourceProfile profile = SourceInspector.inspect(file);
        ColumnMapping mapping = ColumnMapping.parse(List.of("email=1"));
        long completed = start(file, new FakeSender(time, FakeSender::acceptAll)).jobId();
        long killed = journal.create(profile, mapping, "US", settings).id(); // left RUNNING, as after a kill
        long paused = journal.create(profile, mapping, "US", settings).id();
        journal.setStatus(paused, UploadJob.Status.PAUSED);
        long failed = journal.create(profile, mapping, "US", settings).id();
        journal.setStatus(failed, UploadJob.Status.FAILED);

        assertThat(journal.unfinished()).extracting(UploadJob::id).containsExactly(paused, killed);
        assertThat(journal.unfinished()).extracting(UploadJob::status)
                .containsExactly(UploadJob.Status.PAUSED, UploadJob.Status.RUNNING);
        assertThat(journal.unfinished()).extracting(UploadJob::id).doesNotContain(completed, failed);
        assertThat(journal.unfinished().get(0).settings()).isEqualTo(settings);
    }

    @Test
    void abandonedJobIsCancelledAndNoLongerOffered() throws Exception {
        Path file = file(5);
        long killed = journal.create(SourceInspector.inspect(file), ColumnMapping.parse(List.of("email=1")), "US", settings).id();
        assertThat(journal.unfinished()).extracting(UploadJob::id).containsExactly(killed);

        journal.abandon(killed);

        assertThat(journal.unfinished()).isEmpty();
        assertThat(journal.find(killed).orElseThrow().status()).isEqualTo(UploadJob.Status.CANCELLED);
        assertThatThrownBy(() -> journal.abandon(killed + 100)).isInstanceOf(UploadException.class)
                .extracting(Words::of, STRING).contains("does not exist");
    }

    @Test
    void unfinishedIsEmptyInAFreshStore() {
        assertThat(journal.unfinished()).isEmpty();
    }
}

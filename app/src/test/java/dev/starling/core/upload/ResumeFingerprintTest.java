package dev.starling.core.upload;

import static org.assertj.core.api.InstanceOfAssertFactories.STRING;
import dev.starling.testing.Words;
import dev.starling.boot.DurableMigrations;
import dev.starling.testing.FakeClock;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.starling.core.store.DurableStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.time.Clock;
import java.time.Instant;
import java.util.HexFormat;
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
import dev.starling.core.upload.common.UploadControl;
import dev.starling.core.upload.common.UploadException;
import dev.starling.core.upload.journal.UploadJob;
import dev.starling.core.upload.journal.UploadJournal;
import dev.starling.core.upload.common.UploadSettings;

/** Resume refuses a file whose content changed, even at the same size, and jobs journalled with the old SHA-256 fingerprint. */
class ResumeFingerprintTest {

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

    private Path file(char letter) throws Exception {
        StringBuilder csv = new StringBuilder("email\n");
        for (int i = 0; i < 30; i++) {
            csv.append(letter).append("user").append(1000 + i).append("@example.com\n");
        }
        return SourceFiles.write(dir, "crm.csv", csv.toString());
    }

    private long failedUpload(SourceProfile profile) {
        return pipeline(new FakeSender(time, (call, batch) -> BatchResponse.failed(400, dev.starling.core.text.BundleText.of("upload.problem.said", "no"))))
                .start(profile, ColumnMapping.parse(List.of("email=1")), new IdentifierNormalizer("US"), settings,
                        new UploadControl(), null).jobId();
    }

    private void assertResumeRefused(long jobId) {
        assertThatThrownBy(() -> pipeline(new FakeSender(time, FakeSender::acceptAll)).resume(jobId, new UploadControl(), null))
                .isInstanceOf(UploadException.class)
                .extracting(Words::of, STRING).contains("changed since upload job " + jobId)
                .contains("Start a new upload");
    }

    @Test
    void anUnchangedFileResumes() throws Exception {
        long jobId = failedUpload(SourceInspector.inspect(file('a')));
        FakeSender rest = new FakeSender(time, FakeSender::acceptAll);
        UploadResult resumed = pipeline(rest).resume(jobId, new UploadControl(), null);
        assertThat(resumed.status()).isEqualTo(UploadJob.Status.COMPLETED);
        assertThat(rest.batchNumbers()).containsExactly(1, 2, 3);
    }

    @Test
    void theSameSizeWithOtherContentIsRefused() throws Exception {
        Path first = file('a');
        long size = Files.size(first);
        long jobId = failedUpload(SourceInspector.inspect(first));
        assertThat(Files.size(file('b'))).isEqualTo(size);
        assertResumeRefused(jobId);
    }

    /** Journals written before the CRC-32C fingerprint hold a SHA-256: such a job is refused, never resumed blindly. */
    @Test
    void aJobWithAnOldSha256FingerprintIsRefusedAsChanged() throws Exception {
        Path file = file('a');
        SourceProfile current = SourceInspector.inspect(file);
        String sha256 = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(file)));
        SourceProfile old = new SourceProfile(current.path(), current.size(), sha256, current.charset(), current.hadBom(),
                current.delimiter(), current.header(), current.columnCount(), current.averageLineBytes());
        long jobId = failedUpload(old);
        assertResumeRefused(jobId);
    }
}

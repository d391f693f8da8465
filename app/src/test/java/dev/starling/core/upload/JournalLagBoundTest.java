package dev.starling.core.upload;

import dev.starling.boot.DurableMigrations;
import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.store.DurableStore;
import dev.starling.testing.FakeClock;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
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
import dev.starling.core.upload.journal.UploadJournal;
import dev.starling.core.upload.common.UploadSettings;

/**
 * If the process dies, the batches X applied but the journal does not know of are at most the ones
 * in flight: every acknowledgement is journalled before its sender takes the next batch, so a resume
 * repeats no more than that.
 */
class JournalLagBoundTest {

    private static final int IN_FLIGHT = 4;

    @TempDir
    Path dir;

    @Test
    void atAnyMomentTheServerIsAheadOfTheJournalByAtMostTheBatchesInFlight() throws Exception {
        StringBuilder csv = new StringBuilder("email\n");
        for (int i = 0; i < 1_000; i++) {
            csv.append("user").append(i).append("@example.com\n");
        }
        SourceProfile profile = SourceInspector.inspect(Files.writeString(dir.resolve("crm.csv"), csv));
        AtomicInteger appliedByServer = new AtomicInteger();
        AtomicInteger frozen = new AtomicInteger();
        CountDownLatch thaw = new CountDownLatch(1);
        // After 20 batches the "process" freezes: X has applied each batch it received, but no answer comes back.
        BatchSender sender = (settings, batch) -> {
            if (appliedByServer.incrementAndGet() > 20) {
                frozen.incrementAndGet();
                try {
                    thaw.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                throw new IOException("the process was killed");
            }
            return BatchResponse.ok(batch.operationCount(), batch.operationCount(), List.of());
        };
        FakeClock time = new FakeClock();
        try (DurableStore store = DurableStore.open(dir.resolve("data"), DurableMigrations.ALL)) {
            UploadJournal journal = new UploadJournal(store.database(), Clock.systemUTC());
            UploadOptions options = new UploadOptions(2, IN_FLIGHT, 1, 5, new BatchLimits(10, 5_000_000), null, false);
            UploadPipeline pipeline = new UploadPipeline(sender, journal, Pacer.forUsersEndpoint(time, time), time, options);
            UploadControl control = new UploadControl();
            Instant now = Instant.parse("2026-11-23T00:00:00Z");
            CompletableFuture<UploadResult> running = CompletableFuture.supplyAsync(() -> pipeline.start(profile,
                    ColumnMapping.parse(List.of("email=1")), new IdentifierNormalizer("US"),
                    UploadSettings.customAudience("acc", "aud", UploadSettings.Operation.UPDATE, now, now.plusSeconds(86_400)),
                    control, null));
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
            while (frozen.get() < IN_FLIGHT && System.nanoTime() < deadline) {
                Thread.onSpinWait();
            }
            assertThat(frozen.get()).as("every sender is stuck in a request").isEqualTo(IN_FLIGHT);
            long jobId = journal.resumable().get(0).id(); // being sent: not offered by unfinished()

            int journalled = journal.acknowledgedBatches(jobId).cardinality();

            assertThat(journalled).isEqualTo(20);
            assertThat(appliedByServer.get() - journalled).isLessThanOrEqualTo(IN_FLIGHT);
            control.cancel();
            thaw.countDown();
            running.get(20, TimeUnit.SECONDS);
        }
    }
}

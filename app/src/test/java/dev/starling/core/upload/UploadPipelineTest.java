package dev.starling.core.upload;

import dev.starling.core.text.BundleText;
import dev.starling.core.text.Messages;
import dev.starling.testing.FakeClock;
import dev.starling.testing.Words;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import dev.starling.core.upload.encode.BatchLimits;
import dev.starling.core.upload.send.BatchResponse;
import dev.starling.core.upload.send.BatchSender;
import dev.starling.core.upload.common.ColumnMapping;
import dev.starling.core.upload.normalize.IdentifierNormalizer;
import dev.starling.core.upload.common.IdentifierType;
import dev.starling.core.upload.send.Pacer;
import dev.starling.core.upload.inspect.SourceInspector;
import dev.starling.core.upload.read.SourceProfile;
import dev.starling.core.upload.common.UploadControl;
import dev.starling.core.upload.journal.UploadJob;
import dev.starling.core.upload.common.UploadSettings;

class UploadPipelineTest {

    @TempDir
    Path dir;

    private final FakeClock time = new FakeClock();
    private final UploadSettings settings = UploadSettings.customAudience("acc1", "aud1", UploadSettings.Operation.UPDATE,
            Instant.parse("2026-11-21T00:00:00Z"), null);

    private SourceProfile emails(int rows) throws Exception {
        StringBuilder csv = new StringBuilder("email\n");
        for (int i = 0; i < rows; i++) {
            csv.append("user").append(i).append("@example.com\n");
        }
        return SourceInspector.inspect(SourceFiles.write(dir, "emails.csv", csv.toString()));
    }

    private UploadPipeline pipeline(BatchSender sender, int operationsPerBatch) {
        UploadOptions options = new UploadOptions(2, 1, 3, 5, new BatchLimits(operationsPerBatch, 5_000_000),
                dir.resolve("rejected.csv"), true);
        return new UploadPipeline(sender, null, Pacer.forUsersEndpoint(time, time), time, options, dev.starling.core.text.Messages::text);
    }

    private UploadResult run(UploadPipeline pipeline, SourceProfile profile, UploadControl control) {
        return pipeline.start(profile, ColumnMapping.parse(List.of("email=1")), new IdentifierNormalizer("US"), settings,
                control, null);
    }

    @Test
    void requestsArePacedUnder1500PerMinute() throws Exception {
        FakeSender sender = new FakeSender(time, FakeSender::acceptAll);
        UploadResult result = run(pipeline(sender, 1), emails(100), new UploadControl());
        assertThat(result.status()).isEqualTo(UploadJob.Status.COMPLETED);
        List<FakeSender.Call> calls = sender.calls();
        assertThat(calls).hasSize(100);
        for (int i = 1; i < calls.size(); i++) {
            assertThat(calls.get(i).atNanos() - calls.get(i - 1).atNanos()).isGreaterThanOrEqualTo(40_000_000L);
        }
        assertThat(calls.get(99).atNanos() - calls.get(0).atNanos()).isLessThan(Duration.ofSeconds(5).toNanos());
    }

    @Test
    void a429WaitsForTheAnnouncedTimeThenRetriesTheSameBatch() throws Exception {
        FakeSender sender = new FakeSender(time, (call, batch) -> call == 2
                ? BatchResponse.rateLimited(Duration.ofSeconds(17)) : FakeSender.acceptAll(call, batch));
        UploadResult result = run(pipeline(sender, 10), emails(30), new UploadControl());
        assertThat(sender.batchNumbers()).containsExactly(1, 2, 2, 3);
        assertThat(time.sleeps()).contains(Duration.ofSeconds(17));
        assertThat(sender.calls().get(2).atNanos() - sender.calls().get(1).atNanos())
                .isGreaterThanOrEqualTo(Duration.ofSeconds(17).toNanos());
        assertThat(result.accepted()).isEqualTo(30);
        assertThat(result.status()).isEqualTo(UploadJob.Status.COMPLETED);
    }

    @Test
    void aCountMismatchIsRetried() throws Exception {
        FakeSender sender = new FakeSender(time, (call, batch) -> call == 1
                ? BatchResponse.ok(batch.operationCount() - 1, batch.operationCount(), List.of())
                : FakeSender.acceptAll(call, batch));
        UploadResult result = run(pipeline(sender, 10), emails(20), new UploadControl());
        assertThat(sender.batchNumbers()).containsExactly(1, 1, 2);
        assertThat(result.accepted()).isEqualTo(20);
        assertThat(result.batchesFailed()).isZero();
    }

    @Test
    void aPersistentMismatchFailsTheBatchAfterBoundedRetries() throws Exception {
        FakeSender sender = new FakeSender(time, (call, batch) -> batch.number() == 2
                ? BatchResponse.ok(3, 9, List.of()) : FakeSender.acceptAll(call, batch));
        UploadResult result = run(pipeline(sender, 10), emails(25), new UploadControl());
        assertThat(sender.batchNumbers()).containsExactly(1, 2, 2, 2, 3);
        assertThat(result.status()).isEqualTo(UploadJob.Status.FAILED);
        assertThat(result.batchesFailed()).isEqualTo(1);
        assertThat(result.serverErrors()).extracting(UploadResult.ServerError::line)
                .containsExactlyElementsOf(range(12, 21));
        assertThat(Messages.text(result.failure())).contains("batch 2 (lines 12 to 21)");
    }

    @Test
    void operationErrorsMapBackToSourceLines() throws Exception {
        Path file = SourceFiles.write(dir, "mixed.csv", "email\na@x.com\nnot-an-email\nb@x.com\nc@x.com\n\nd@x.com\n");
        SourceProfile profile = SourceInspector.inspect(file);
        FakeSender sender = new FakeSender(time, (call, batch) -> BatchResponse.ok(batch.operationCount() - 1,
                batch.operationCount(), List.of(new BatchResponse.OperationError(2, "INVALID_USER"))));
        UploadResult result = run(pipeline(sender, 100), profile, new UploadControl());
        // operations: lines 2, 4, 5, 7 (line 3 rejected locally); index 2 is line 5
        assertThat(sender.calls().get(0).batch().lines()).containsExactly(2, 4, 5, 7);
        assertThat(result.serverErrors()).containsExactly(new UploadResult.ServerError(5,
                BundleText.of("upload.problem.said", "INVALID_USER")));
        assertThat(Words.of(result.rejectedByReason())).containsEntry("not an email address", 1L);
        assertThat(result.accepted()).isEqualTo(3);
        assertThat(Files.readAllLines(dir.resolve("rejected.csv"))).containsExactly(
                "line,column,type,reason,origin", "3,1,email,not an email address,file", "5,,,INVALID_USER,server");
    }

    @Test
    void raggedRowsAreRejectedWithTheirLineNumber() throws Exception {
        Path file = SourceFiles.write(dir, "ragged.csv", "name,email\nJane,a@x.com\nJohn\nJim,b@x.com,extra\n");
        SourceProfile profile = SourceInspector.inspect(file);
        FakeSender sender = new FakeSender(time, FakeSender::acceptAll);
        UploadResult result = pipeline(sender, 100).start(profile, ColumnMapping.parse(List.of("email=2")),
                new IdentifierNormalizer("US"), settings, new UploadControl(), null);
        assertThat(result.rows()).isEqualTo(3);
        assertThat(Words.of(result.rejectedByReason())).containsEntry("missing column (the row has 1 field)", 1L);
        assertThat(sender.calls().get(0).batch().lines()).containsExactly(2, 4);
    }

    @Test
    void pauseHoldsSendingUntilResumed() throws Exception {
        SourceProfile profile = emails(50);
        FakeSender sender = new FakeSender(time, FakeSender::acceptAll);
        UploadControl control = new UploadControl();
        control.pause();
        CompletableFuture<UploadResult> running = CompletableFuture.supplyAsync(() -> run(pipeline(sender, 10), profile, control));
        Thread.sleep(300);
        assertThat(sender.calls()).isEmpty();
        assertThat(running).isNotDone();
        control.resume();
        UploadResult result = running.get(10, TimeUnit.SECONDS);
        assertThat(result.status()).isEqualTo(UploadJob.Status.COMPLETED);
        assertThat(sender.batchNumbers()).containsExactly(1, 2, 3, 4, 5);
    }

    @Test
    void cancelStopsTheUploadAndReportsIt() throws Exception {
        UploadControl control = new UploadControl();
        FakeSender sender = new FakeSender(time, (call, batch) -> {
            if (call == 2) {
                control.cancel();
            }
            return FakeSender.acceptAll(call, batch);
        });
        UploadResult result = run(pipeline(sender, 10), emails(20_000), control);
        assertThat(result.status()).isEqualTo(UploadJob.Status.CANCELLED);
        assertThat(sender.calls().size()).isLessThan(10);
    }

    @Test
    void aBatchAcceptedWhileTheUploadIsCancelledIsCountedBeforeTheResultIsGiven() throws Exception {
        UploadControl control = new UploadControl();
        FakeSender sender = new FakeSender(time, (call, batch) -> {
            if (call == 1) {
                control.cancel();
                // the server's answer takes a while to arrive and is read whatever happens to the thread meanwhile
                long until = System.nanoTime() + 300_000_000L;
                while (System.nanoTime() < until) {
                    Thread.onSpinWait();
                }
            }
            return FakeSender.acceptAll(call, batch);
        });
        // four requests in flight, as in the app: the others stop at once while the first is still being answered
        UploadPipeline pipeline = new UploadPipeline(sender, null, Pacer.forUsersEndpoint(time, time), time,
                new UploadOptions(2, 4, 3, 5, new BatchLimits(10, 5_000_000), null, false));
        UploadResult result = run(pipeline, emails(20_000), control);
        assertThat(result.status()).isEqualTo(UploadJob.Status.CANCELLED);
        assertThat(result.accepted()).as("the first batch's operations, accepted by the server").isEqualTo(10);
    }

    @Test
    void progressReportsRowsBatchesAndEta() throws Exception {
        List<UploadProgress> updates = new ArrayList<>();
        FakeSender sender = new FakeSender(time, FakeSender::acceptAll);
        pipeline(sender, 1000).start(emails(10_000), ColumnMapping.parse(List.of("email=1")),
                new IdentifierNormalizer("US"), settings, new UploadControl(), updates::add);
        UploadProgress last = updates.get(updates.size() - 1);
        assertThat(last.rowsRead()).isEqualTo(10_000);
        assertThat(last.batchesAcknowledged()).isEqualTo(10);
        assertThat(last.rowsPerSecond()).isPositive();
        assertThat(last.eta()).isEqualTo(Duration.ZERO);
        // while rows remain and time has passed (the fake clock moves as requests are paced), an ETA is given
        assertThat(updates).anySatisfy(update -> {
            assertThat(update.rowsRead()).isLessThan(10_000);
            assertThat(update.eta()).isNotNull().isPositive();
        });
    }

    @Test
    void duplicateRowsAreCountedAcrossTheFileButEveryRowIsSent() throws Exception {
        Path file = SourceFiles.write(dir, "dups.csv", "email\na@x.com\nA@X.com \nb@x.com\na@x.com\n");
        FakeSender sender = new FakeSender(time, FakeSender::acceptAll);
        UploadResult result = run(pipeline(sender, 2), SourceInspector.inspect(file), new UploadControl());
        assertThat(result.operationsSent()).isEqualTo(4);
        assertThat(result.people()).isEqualTo(4);
        // line 3 repeats line 2 in the same request, line 5 repeats it in the next one
        assertThat(result.duplicateRows()).isEqualTo(2);
        assertThat(result.duplicateRowsExact()).isTrue();
    }

    @Test
    void aRowWithTwoIdentifiersIsOnePersonAndOneDuplicateRowWhenEitherRepeats() throws Exception {
        Path file = SourceFiles.write(dir, "people.csv", "email,phone\n"
                + "a@x.com,+14155550100\n"      // a person with two identifiers
                + "b@x.com,+14155550100\n"      // a new email, the phone of line 2: a duplicate row
                + "c@x.com,\n"                  // one identifier
                + "not-an-email,\n"             // no valid identifier: a rejected row
                + "d@x.com,+14155550199\n");
        FakeSender sender = new FakeSender(time, FakeSender::acceptAll);
        UploadResult result = pipeline(sender, 100).start(SourceInspector.inspect(file),
                ColumnMapping.parse(List.of("email=1", "phone_number=2")), new IdentifierNormalizer("US"), settings,
                new UploadControl(), null);

        assertThat(result.rows()).isEqualTo(5);
        assertThat(result.people()).isEqualTo(4);
        assertThat(result.rowsRejected()).isEqualTo(1);
        assertThat(result.acceptedByType()).containsEntry(IdentifierType.EMAIL, 4L).containsEntry(IdentifierType.PHONE_NUMBER, 3L);
        assertThat(result.duplicateRows()).isEqualTo(1);
        assertThat(result.operationsSent()).as("one operation a person").isEqualTo(4);
    }

    @Test
    void aSenderThatThrowsFailsTheUploadInsteadOfHanging() throws Exception {
        FakeSender sender = new FakeSender(time, (call, batch) -> {
            throw new IllegalStateException("client bug");
        });
        SourceProfile profile = emails(100);
        UploadResult result = CompletableFuture.supplyAsync(() -> run(pipeline(sender, 10), profile, new UploadControl()))
                .get(10, TimeUnit.SECONDS);
        assertThat(result.status()).isEqualTo(UploadJob.Status.FAILED);
        assertThat(Messages.text(result.failure())).isEqualTo("Sending failed: client bug.").doesNotContain("Exception");
    }

    private static List<Long> range(long from, long to) {
        List<Long> lines = new ArrayList<>();
        for (long line = from; line <= to; line++) {
            lines.add(line);
        }
        return lines;
    }


    @Test
    void aRefusedBatchBlamesTheRowsItsOperationErrorsName() throws Exception {
        FakeSender sender = new FakeSender(time, (call, batch) -> batch.number() == 2
                ? BatchResponse.refused(400, BundleText.of("upload.problem.said", "One or more operations are invalid"),
                        List.of(new BatchResponse.OperationError(3, "expires_at must be later than effective_at")))
                : FakeSender.acceptAll(call, batch));
        UploadResult result = run(pipeline(sender, 10), emails(30), new UploadControl());

        assertThat(result.status()).isEqualTo(UploadJob.Status.FAILED);
        assertThat(result.batchesFailed()).isEqualTo(1);
        // batch 2 holds data lines 12 to 21 (line 1 is the header); its item 3 is line 15
        assertThat(result.serverErrors()).filteredOn(error -> error.line() == 15).singleElement()
                .extracting(error -> Messages.text(error.message())).isEqualTo("expires_at must be later than effective_at");
        assertThat(result.serverErrors()).filteredOn(error -> error.line() != 15).hasSize(9)
                .allSatisfy(error -> assertThat(Messages.text(error.message())).startsWith("not applied: ")
                        .contains("other rows of the batch were refused"));
        assertThat(Files.readString(dir.resolve("rejected.csv"))).contains("expires_at must be later than effective_at");
    }
}

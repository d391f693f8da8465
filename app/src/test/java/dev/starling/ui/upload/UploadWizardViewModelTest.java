package dev.starling.ui.upload;

import dev.starling.boot.DurableMigrations;
import dev.starling.ui.ads.UploadTarget;
import org.testfx.util.WaitForAsyncUtils;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import dev.starling.core.api.ads.CustomAudience;
import dev.starling.core.api.ads.SignedInSandbox;
import dev.starling.core.concurrent.SameThreadTaskRunner;
import dev.starling.core.store.DurableStore;
import dev.starling.core.upload.send.BatchResponse;
import dev.starling.core.upload.send.BatchSender;
import dev.starling.core.upload.common.IdentifierType;
import dev.starling.core.upload.normalize.Sha256Hex;
import dev.starling.core.upload.encode.UploadBatch;
import dev.starling.core.upload.journal.UploadJob;
import dev.starling.core.upload.journal.UploadJournal;
import dev.starling.core.upload.UploadService;
import dev.starling.core.upload.common.UploadSettings;
import dev.starling.ui.upload.UploadWizardViewModel.Step;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The wizard's steps on a same-thread runner, with a recording sender in place of the Ads API. */
class UploadWizardViewModelTest {

    private static final Instant NOW = Instant.parse("2026-11-21T10:00:00Z");

    @TempDir
    Path dir;

    private final List<UploadSettings> sentTo = new ArrayList<>();
    private final List<UploadBatch> sent = new ArrayList<>();
    private final AtomicReference<Runnable> duringFirstBatch = new AtomicReference<>();
    /** Counted down at every batch sent, so a test can wait for a send, or for none to come. */
    private volatile java.util.concurrent.CountDownLatch nextSend = new java.util.concurrent.CountDownLatch(1);
    private DurableStore store;
    private UploadJournal journal;
    private UploadService service;
    private final List<String> savedRegions = new ArrayList<>();

    @BeforeEach
    void open() {
        store = DurableStore.open(dir.resolve("data"), DurableMigrations.ALL);
        Clock clock = Clock.fixed(NOW, ZoneOffset.UTC);
        journal = new UploadJournal(store.database(), clock);
        BatchSender recording = (settings, batch) -> {
            synchronized (sent) {
                sentTo.add(settings);
                sent.add(batch);
            }
            nextSend.countDown();
            Runnable hook = duringFirstBatch.getAndSet(null);
            if (hook != null) {
                hook.run();
            }
            return BatchResponse.ok(batch.operationCount(), batch.operationCount(), List.of());
        };
        service = new UploadService(recording, journal, clock, dir.resolve("reports"), dev.starling.core.text.Messages::text);
    }

    @AfterEach
    void close() {
        store.close();
    }

    private UploadWizardViewModel wizard(UploadTarget target) {
        SameThreadTaskRunner tasks = new SameThreadTaskRunner();
        UploadSourceModel source = new UploadSourceModel(service, tasks, "US", savedRegions::add);
        return new UploadWizardViewModel(target, service, () -> {
            throw new AssertionError("no Ads API call expected");
        }, source, new UploadRunViewModel(tasks, Runnable::run), tasks, Clock.fixed(NOW, ZoneOffset.UTC));
    }

    private int sentCount() {
        synchronized (sent) {
            return sent.size();
        }
    }

    private int operations() {
        synchronized (sent) {
            return sent.stream().mapToInt(UploadBatch::operationCount).sum();
        }
    }

    private Path file(String name, String content) throws Exception {
        Path file = dir.resolve(name);
        Files.writeString(file, content, StandardCharsets.UTF_8);
        return file;
    }

    @Test
    void choosingACsvSummarisesItAndDetectsTheIdentifierColumnsFromTheHeader() throws Exception {
        UploadWizardViewModel wizard = wizard(UploadTarget.audience("18ce54d4x5t", "aud1", "Loyal"));
        wizard.source().choose(file("crm.csv", "name,Email,Phone\nAda,ada@example.com,+14155550100\n"));

        assertThat(wizard.source().fileSummaryProperty().get()).contains("crm.csv", "comma", "header row");
        assertThat(wizard.source().columns()).extracting(ColumnChoice::name).containsExactly("name", "Email", "Phone");
        assertThat(wizard.source().columns()).extracting(column -> column.typeProperty().get())
                .containsExactly(null, IdentifierType.EMAIL, IdentifierType.PHONE_NUMBER);
        assertThat(wizard.canGoNextProperty().get()).isTrue();
        wizard.next();
        assertThat(wizard.stepProperty().get()).isEqualTo(Step.COLUMNS);
    }

    @Test
    void anEmptyOrMissingFileIsExplainedAndTheWizardDoesNotAdvance() throws Exception {
        UploadWizardViewModel wizard = wizard(UploadTarget.audience("acc", "aud1", "Loyal"));
        wizard.source().choose(file("empty.csv", ""));
        assertThat(wizard.source().errorProperty().get()).contains("empty.csv is empty");
        assertThat(wizard.canGoNextProperty().get()).isFalse();

        wizard.source().choose(dir.resolve("nowhere.csv").toString());
        assertThat(wizard.source().errorProperty().get()).contains("There is no file at").contains("check the path");
        wizard.next();
        assertThat(wizard.stepProperty().get()).isEqualTo(Step.FILE);
    }

    @Test
    void thePreviewShowsEachValueNormalisedAndHashedOrWhyItIsRejectedWithCountsOfTheWholeFile() throws Exception {
        UploadWizardViewModel wizard = wizard(UploadTarget.audience("acc", "aud1", "Loyal"));
        wizard.source().choose(file("crm.csv", "email\n  Ada@Example.COM \nnot-an-email\nada@example.com\n"));
        wizard.next();
        wizard.next();

        assertThat(wizard.stepProperty().get()).isEqualTo(Step.PREVIEW);
        List<PreviewLine> lines = wizard.source().previewLines();
        assertThat(lines).hasSize(3);
        assertThat(lines.get(0).line()).isEqualTo(2);
        assertThat(lines.get(0).normalised()).isEqualTo("ada@example.com");
        assertThat(lines.get(0).sent()).isEqualTo(Sha256Hex.hash("ada@example.com"));
        assertThat(lines.get(1).rejected()).isTrue();
        assertThat(lines.get(1).reason()).isEqualTo("not an email address");
        assertThat(wizard.source().previewCountsProperty().get())
                .contains("Rows read: 3", "Identifiers sent: email 2", "Rows rejected: 1", "Duplicate rows: 1")
                .doesNotContain("estimate");
        assertThat(sent).as("the preview sends nothing").isEmpty();
        assertThat(wizard.canGoNextProperty().get()).isTrue();
    }

    @Test
    void thePreviewMarksAValueRepeatedInTheFileWithTheLineThatHadItFirst() throws Exception {
        UploadWizardViewModel wizard = wizard(UploadTarget.audience("acc", "aud1", "Loyal"));
        wizard.source().choose(file("crm.csv", "email\n  Ada@Example.COM \nnot-an-email\nada@example.com\nbob@example.com\n"));
        wizard.next();
        wizard.next();

        assertThat(wizard.source().previewLines()).extracting(PreviewLine::line, PreviewLine::duplicateOf)
                .containsExactly(tuple(2L, 0L), tuple(3L, 0L), tuple(4L, 2L), tuple(5L, 0L));
        assertThat(wizard.source().previewLines().get(2).duplicate()).isTrue();
        assertThat(wizard.source().previewLines().get(1).duplicate()).as("a rejected value is no duplicate").isFalse();
    }

    @Test
    void rejectedOnlyShowsJustTheRejectedValuesAndTurningItOffShowsAllAgain() throws Exception {
        UploadWizardViewModel wizard = wizard(UploadTarget.audience("acc", "aud1", "Loyal"));
        wizard.source().choose(file("crm.csv", "email\nada@example.com\nnot-an-email\nbob@example.com\n@\n"));
        wizard.next();
        wizard.next();
        PreviewRows rows = wizard.source().previewRows();
        assertThat(rows.shown()).hasSize(4);

        rows.rejectedOnlyProperty().set(true);
        assertThat(rows.shown()).extracting(PreviewLine::line).containsExactly(3L, 5L);
        assertThat(rows.shown()).allSatisfy(line -> assertThat(line.reason()).isNotEmpty());

        rows.rejectedOnlyProperty().set(false);
        assertThat(rows.shown()).hasSize(4);
    }

    @Test
    void rejectedOnlyFindsRejectedValuesBeyondTheFirstPreviewedRows() throws Exception {
        String valid = IntStream.range(0, 80).mapToObj(i -> "user" + i + "@example.com").reduce("email", (a, b) -> a + "\n" + b);
        UploadWizardViewModel wizard = wizard(UploadTarget.audience("acc", "aud1", "Loyal"));
        wizard.source().choose(file("crm.csv", valid + "\nlate-and-broken\n"));
        wizard.next();
        wizard.next();
        PreviewRows rows = wizard.source().previewRows();
        assertThat(rows.all()).hasSize(UploadSourceModel.PREVIEW_ROWS).noneMatch(PreviewLine::rejected);

        rows.rejectedOnlyProperty().set(true);

        assertThat(rows.shown()).singleElement().satisfies(line -> {
            assertThat(line.line()).isEqualTo(82);
            assertThat(line.original()).isEqualTo("late-and-broken");
            assertThat(line.reason()).isEqualTo("not an email address");
        });
    }

    @Test
    void thePreviewAndTheResultNameTheSameFiguresAlikeInPeopleRowsAndIdentifiers() throws Exception {
        UploadWizardViewModel wizard = wizard(UploadTarget.audience("acc", "aud1", "Loyal"));
        wizard.source().choose(file("crm.csv", "email,phone\nada@example.com,+14155550100\nbob@example.com,\nnobody,x\n"));
        wizard.next();
        wizard.next();
        assertThat(wizard.source().previewCountsProperty().get()).isEqualTo("""
                Rows read: 3 \u00b7 People: 2 \u00b7 Identifiers sent: email 2, phone_number 1
                Rows rejected: 1 \u00b7 Duplicate rows: 0 \u00b7 Identifiers rejected: 2 \u00b7 1 request""");
        wizard.next();
        wizard.next();

        assertThat(wizard.run().summaryProperty().get()).isEqualTo("""
                Upload finished.
                Rows read: 3 \u00b7 People: 2 \u00b7 Identifiers sent: email 2, phone_number 1
                Rows rejected: 1 \u00b7 Duplicate rows: 0 \u00b7 Identifiers rejected: 2
                People accepted by X: 2 \u00b7 Refused by X: 0 \u00b7 Batches: 1 acknowledged.""");
    }

    @Test
    void userMappingOverridesDetectionAndAnUnknownPhoneRegionIsExplained() throws Exception {
        UploadWizardViewModel wizard = wizard(UploadTarget.audience("acc", "aud1", "Loyal"));
        wizard.source().choose(file("people.txt", "4155550100\n4155550101\n"));
        wizard.next();
        wizard.source().columns().get(0).typeProperty().set(IdentifierType.PHONE_NUMBER);
        wizard.source().phoneRegionProperty().set("ZZ");
        wizard.next();
        assertThat(wizard.source().errorProperty().get()).contains("\u201cZZ\u201d is not a phone region");
        assertThat(wizard.canGoNextProperty().get()).isFalse();

        wizard.back();
        wizard.source().phoneRegionProperty().set("us");
        wizard.next();
        assertThat(wizard.source().previewLines()).extracting(PreviewLine::normalised)
                .containsExactly("+14155550100", "+14155550101");
        assertThat(savedRegions).contains("US");
    }

    @Test
    void aDoNotReachListTakesOnlyEmailAndPhoneColumns() throws Exception {
        UploadWizardViewModel wizard = wizard(UploadTarget.doNotReachList("acc", "dnr1", "Suppression"));
        wizard.source().choose(file("handles.csv", "handle\n@ada\n"));
        wizard.next();
        wizard.next();
        assertThat(wizard.source().errorProperty().get()).contains("do-not-reach list takes only email and phone_number");
        assertThat(wizard.source().previewReadyProperty().get()).isFalse();
    }

    @Test
    void theTitleAndTheUploadButtonSayWhereTheCountedRowsGoAsTheTargetIsChosen() throws Exception {
        UploadWizardViewModel wizard = wizard(UploadTarget.audience("acc", "aud1", "Newsletter subscribers"));
        assertThat(wizard.titleProperty().get()).isEqualTo("Upload users to \u201cNewsletter subscribers\u201d");
        wizard.source().choose(file("crm.csv", IntStream.range(0, 3260).mapToObj(i -> "u" + i + "@example.com")
                .reduce("email", (a, b) -> a + "\n" + b)));
        wizard.next();
        wizard.next();
        wizard.next();
        assertThat(wizard.stepProperty().get()).isEqualTo(Step.SETTINGS);
        assertThat(wizard.startLabelProperty().get()).isEqualTo("_Upload 3,260 rows to \u201cNewsletter subscribers\u201d");

        wizard.createNewProperty().set(true);
        assertThat(wizard.titleProperty().get()).isEqualTo("Upload users to a new custom audience");
        assertThat(wizard.startLabelProperty().get()).isEqualTo("_Upload 3,260 rows to a new audience");
        wizard.newAudienceNameProperty().set("Spring_CRM 2026");
        assertThat(wizard.titleProperty().get()).isEqualTo("Upload users to the new custom audience \u201cSpring_CRM 2026\u201d");
        // After the button's Alt key (the "_U") JavaFX shows every character as it is, so the name's underscore
        // stays single (doubled it would show twice: Confirmation.label reads a label as the skin does).
        assertThat(wizard.startLabelProperty().get()).isEqualTo("_Upload 3,260 rows to \u201cSpring_CRM 2026\u201d (new)");
        wizard.operationProperty().set(UploadSettings.Operation.DELETE);
        assertThat(wizard.startLabelProperty().get())
                .isEqualTo("_Remove the people of 3,260 rows from \u201cSpring_CRM 2026\u201d (new)");
        wizard.back();
        assertThat(wizard.titleProperty().get()).as("the title keeps the chosen target on every step")
                .contains("Spring_CRM 2026");
    }

    @Test
    void uploadingSendsEveryValidRowWithTheChosenOperationAndDatesAndReportsTheResult() throws Exception {
        String rows = IntStream.range(0, 3000).mapToObj(i -> "user" + i + "@example.com").reduce("email", (a, b) -> a + "\n" + b);
        UploadWizardViewModel wizard = wizard(UploadTarget.audience("acc", "aud1", "Loyal"));
        wizard.source().choose(file("crm.csv", rows + "\nbroken\n"));
        wizard.next();
        wizard.next();
        wizard.next();
        assertThat(wizard.stepProperty().get()).isEqualTo(Step.SETTINGS);
        wizard.operationProperty().set(UploadSettings.Operation.DELETE);
        wizard.expiresDateProperty().set(LocalDate.of(2027, 6, 1));
        wizard.next();

        assertThat(wizard.stepProperty().get()).isEqualTo(Step.UPLOAD);
        UploadRunViewModel run = wizard.run();
        assertThat(run.runningProperty().get()).isFalse();
        assertThat(run.resultProperty().get().status()).isEqualTo(UploadJob.Status.COMPLETED);
        assertThat(run.resultProperty().get().accepted()).isEqualTo(3000);
        assertThat(sent).hasSize(2);
        assertThat(operations()).isEqualTo(3000);
        assertThat(sentTo).allSatisfy(settings -> {
            assertThat(settings.path()).isEqualTo("/12/accounts/acc/custom_audiences/aud1/users");
            assertThat(settings.operation()).isEqualTo(UploadSettings.Operation.DELETE);
            assertThat(settings.expiresAt()).isEqualTo(Instant.parse("2027-06-01T00:00:00Z"));
        });
        assertThat(run.summaryProperty().get()).contains("Upload finished", "Rows read: 3,001", "People accepted by X: 3,000");
        assertThat(run.rejections()).containsExactly("not an email address: 1");
        assertThat(run.fractionProperty().get()).isEqualTo(1.0);
    }

    @Test
    void aNewAudienceIsCreatedWithTheTypedNameBeforeItsRowsAreSent() throws Exception {
        try (SignedInSandbox sandbox = new SignedInSandbox(dir.resolve("vault"))) {
            sandbox.signIn(SignedInSandbox.MARKETER);
            String account = sandbox.ads().accounts().get(0).id();
            SameThreadTaskRunner tasks = new SameThreadTaskRunner();
            UploadWizardViewModel wizard = new UploadWizardViewModel(UploadTarget.newAudience(account), service, sandbox::ads,
                    new UploadSourceModel(service, tasks, "US", savedRegions::add), new UploadRunViewModel(tasks, Runnable::run),
                    tasks, Clock.fixed(NOW, ZoneOffset.UTC));
            wizard.source().choose(file("crm.csv", "email\nada@example.com\n"));
            wizard.next();
            wizard.next();
            wizard.next();
            assertThat(wizard.createNewProperty().get()).isTrue();
            assertThat(wizard.canGoNextProperty().get()).as("a name is needed").isFalse();
            wizard.newAudienceNameProperty().set("Winter buyers");
            wizard.next();

            CustomAudience created = sandbox.ads().audiences(account, dev.starling.core.api.ads.AudienceQuery.firstPage(100))
                    .data().stream().filter(a -> a.name().equals("Winter buyers")).findFirst().orElseThrow();
            assertThat(wizard.targetProperty().get()).isEqualTo(UploadTarget.audience(account, created.id(), "Winter buyers"));
            assertThat(sentTo).singleElement().satisfies(settings -> assertThat(settings.listId()).isEqualTo(created.id()));
            assertThat(wizard.run().resultProperty().get().status()).isEqualTo(UploadJob.Status.COMPLETED);
        }
    }

    @Test
    void emailsAndPhonesReachADoNotReachListThroughTheRealAdsApi() throws Exception {
        try (SignedInSandbox sandbox = new SignedInSandbox(dir.resolve("vault"))) {
            sandbox.signIn(SignedInSandbox.MARKETER);
            String account = sandbox.ads().accounts().get(0).id();
            var list = sandbox.ads().doNotReachLists(account, 10, null).data().get(0);
            Clock clock = Clock.systemUTC();
            UploadService real = new UploadService(new dev.starling.core.upload.send.AdsBatchSender(sandbox.ads(), clock),
                    journal, clock, dir.resolve("reports"), dev.starling.core.text.Messages::text);
            SameThreadTaskRunner tasks = new SameThreadTaskRunner();
            UploadWizardViewModel wizard = new UploadWizardViewModel(UploadTarget.doNotReachList(account, list.id(), list.name()),
                    real, sandbox::ads, new UploadSourceModel(real, tasks, "GB", savedRegions::add),
                    new UploadRunViewModel(tasks, Runnable::run), tasks, clock);
            wizard.source().choose(file("suppress.csv", "email,phone\nann@example.com,07700 900123\nbob@example.com,\n"));
            wizard.next();
            wizard.next();
            wizard.next();
            assertThat(wizard.createNewProperty().get()).as("a do-not-reach upload goes to its list").isFalse();
            wizard.next();

            var result = wizard.run().resultProperty().get();
            assertThat(wizard.run().errorProperty().get()).isEmpty();
            assertThat(result.status()).isEqualTo(UploadJob.Status.COMPLETED);
            assertThat(result.accepted()).isEqualTo(2);
            assertThat(result.acceptedByType()).containsEntry(IdentifierType.EMAIL, 2L).containsEntry(IdentifierType.PHONE_NUMBER, 1L);
            assertThat(result.batchesAcknowledged()).isEqualTo(1);
        }
    }

    @Test
    void progressCountsTheRowsThePreviewCountedNotAnEstimateFromTheFirstLines() throws Exception {
        // short first lines: an estimate from the file's size and its first lines is far too high
        String rows = IntStream.range(0, 12_000).mapToObj(i -> i < 100 ? "u" + i + "@x.io"
                : "customer.number." + i + ".with.a.longer.name@example-shop.com").reduce("email", (a, b) -> a + "\n" + b);
        UploadWizardViewModel wizard = wizard(UploadTarget.audience("acc", "aud1", "Loyal"));
        wizard.source().choose(file("crm.csv", rows));
        assertThat(wizard.source().profileProperty().get().estimatedRows()).isGreaterThan(30_000);
        List<String> shown = new ArrayList<>();
        wizard.run().rowsProperty().addListener((obs, old, now) -> shown.add(now));
        wizard.next();
        wizard.next();
        wizard.next();
        wizard.next();

        assertThat(wizard.run().resultProperty().get().accepted()).isEqualTo(12_000);
        List<String> counts = shown.stream().filter(text -> text.contains(" of ")).toList();
        assertThat(counts).isNotEmpty().allSatisfy(text -> assertThat(text).startsWith("Rows read: ").contains(" of 12,000 \u00b7").doesNotContain("about"));
        assertThat(wizard.run().fractionProperty().get()).isEqualTo(1.0);
    }

    @Test
    void pausingHoldsBackTheRestUntilResumedAndTheRunThenFinishes() throws Exception {
        String rows = IntStream.range(0, 12_000).mapToObj(i -> "user" + i + "@example.com").reduce("email", (a, b) -> a + "\n" + b);
        var background = new dev.starling.core.concurrent.PooledTaskRunner(2, Runnable::run);
        try {
            UploadSourceModel source = new UploadSourceModel(service, new SameThreadTaskRunner(), "US", savedRegions::add);
            UploadRunViewModel run = new UploadRunViewModel(background, Runnable::run);
            UploadWizardViewModel wizard = new UploadWizardViewModel(UploadTarget.audience("acc", "aud1", "Loyal"), service,
                    () -> null, source, run, new SameThreadTaskRunner(), Clock.fixed(NOW, ZoneOffset.UTC));
            source.choose(file("crm.csv", rows));
            wizard.next();
            wizard.next();
            wizard.next();
            java.util.concurrent.CountDownLatch paused = new java.util.concurrent.CountDownLatch(1);
            duringFirstBatch.set(() -> {
                run.pause();
                paused.countDown();
            });
            wizard.next();
            assertThat(paused.await(10, java.util.concurrent.TimeUnit.SECONDS)).isTrue();
            assertThat(run.pausedProperty().get()).isTrue();
            assertThat(run.etaProperty().get()).startsWith("Paused");
            // Batches already in flight may still land: wait until a quarter second passes without a send.
            long deadline = System.nanoTime() + java.util.concurrent.TimeUnit.SECONDS.toNanos(10);
            do {
                nextSend = new java.util.concurrent.CountDownLatch(1);
            } while (nextSend.await(250, java.util.concurrent.TimeUnit.MILLISECONDS) && System.nanoTime() < deadline);
            int heldAt = sentCount();
            nextSend = new java.util.concurrent.CountDownLatch(1);
            assertThat(nextSend.await(300, java.util.concurrent.TimeUnit.MILLISECONDS)).as("no batch sent while paused").isFalse();
            assertThat(sentCount()).as("nothing more is sent while paused").isEqualTo(heldAt).isLessThan(5);
            assertThat(run.runningProperty().get()).isTrue();

            run.resume();
            WaitForAsyncUtils.waitFor(10, java.util.concurrent.TimeUnit.SECONDS, () -> run.resultProperty().get() != null);
            assertThat(run.resultProperty().get().status()).isEqualTo(UploadJob.Status.COMPLETED);
            assertThat(operations()).isEqualTo(12_000);
            assertThat(run.pausedProperty().get()).isFalse();
        } finally {
            background.shutdown();
        }
    }

    @Test
    void exportingRejectionsWritesRowNumbersAndReasonsButNoValues() throws Exception {
        UploadWizardViewModel wizard = wizard(UploadTarget.audience("acc", "aud1", "Loyal"));
        wizard.source().choose(file("crm.csv", "email\nada@example.com\nsecret-not-an-email\n"));
        wizard.next();
        wizard.next();
        wizard.next();
        wizard.next();
        Path exported = dir.resolve("rejected.csv");
        wizard.run().exportRejections(exported);

        String report = Files.readString(exported);
        assertThat(report).contains("line,column,type,reason").contains("3,1,email,not an email address");
        assertThat(report).doesNotContain("secret-not-an-email").doesNotContain("ada@example.com");
        assertThat(wizard.run().messageProperty().get()).contains("rejected.csv");
    }

    @Test
    void cancellingKeepsTheAcknowledgedBatchesInTheJournalSoTheUploadCanResume() throws Exception {
        String rows = IntStream.range(0, 6000).mapToObj(i -> "user" + i + "@example.com").reduce("email", (a, b) -> a + "\n" + b);
        UploadWizardViewModel wizard = wizard(UploadTarget.audience("acc", "aud1", "Loyal"));
        wizard.source().choose(file("crm.csv", rows));
        wizard.next();
        wizard.next();
        wizard.next();
        duringFirstBatch.set(() -> wizard.run().cancel());
        wizard.next();

        UploadRunViewModel run = wizard.run();
        assertThat(run.resultProperty().get().status()).isEqualTo(UploadJob.Status.CANCELLED);
        assertThat(run.summaryProperty().get()).contains("Upload cancelled");
        long job = run.resultProperty().get().jobId();
        assertThat(journal.acknowledgedBatches(job).cardinality()).isGreaterThanOrEqualTo(1).isLessThan(3);
        int acknowledgedBefore = journal.acknowledgedBatches(job).cardinality();

        UploadWizardViewModel resumed = wizard(UploadTarget.audience("acc", "aud1", "Loyal"));
        resumed.resume(job);
        assertThat(resumed.run().resultProperty().get().status()).isEqualTo(UploadJob.Status.COMPLETED);
        assertThat(resumed.run().resultProperty().get().batchesSkipped()).isEqualTo(acknowledgedBefore);
        assertThat(operations()).as("every row is sent exactly once over both runs").isEqualTo(6000);
    }

    /** Two files' shared people (by email, typed differently), as the Overlap workspace hands them over. */
    private dev.starling.core.upload.encode.HashedSource sharedList(String extraColumn) throws Exception {
        Path a = file("a.csv", "email" + extraColumn + "\nAda@Example.com" + (extraColumn.isEmpty() ? "" : ",@ada")
                + "\nbob@example.com" + (extraColumn.isEmpty() ? "" : ",@bob") + "\ncy@example.com" + (extraColumn.isEmpty() ? "" : ",@cy") + "\n");
        Path b = file("b.csv", "email\n ada@example.com\nBOB@example.com\ndee@example.com\n");
        var normalizer = new dev.starling.core.upload.normalize.IdentifierNormalizer("US");
        var inputs = new ArrayList<dev.starling.core.overlap.OverlapInput>();
        for (Path path : List.of(a, b)) {
            var read = dev.starling.core.upload.inspect.DetectedColumns.of(path);
            inputs.add(dev.starling.core.overlap.OverlapInput.file(read.profile(),
                    new dev.starling.core.upload.common.ColumnMapping(read.detected()), normalizer));
        }
        var sets = new dev.starling.core.overlap.OverlapService().count(inputs, new dev.starling.core.upload.common.UploadControl(), null);
        return sets.list(dev.starling.core.overlap.Selection.of(0, dev.starling.core.overlap.SetOperation.AND, 1));
    }

    @Test
    void aListThatIsNotAFileStartsOnTheSettingsAndSendsItsPeopleOnlyOnTheDeliberateUpload() throws Exception {
        UploadWizardViewModel wizard = wizard(UploadTarget.audience("18ce54d4x5t", "aud1", "Loyal"));
        var list = sharedList("");

        wizard.sendList(list);

        assertThat(wizard.stepProperty().get()).isEqualTo(Step.SETTINGS);
        assertThat(wizard.canGoBack()).isFalse();
        assertThat(wizard.startLabelProperty().get()).isEqualTo("_Upload 2 people to \u201cLoyal\u201d");
        assertThat(sentCount()).isZero();
        wizard.next();
        assertThat(wizard.run().resultProperty().get().status()).isEqualTo(UploadJob.Status.COMPLETED);
        assertThat(operations()).isEqualTo(2);
        assertThat(sentTo).extracting(UploadSettings::listId).containsOnly("aud1");
        wizard.again();
        assertThat(wizard.stepProperty().get()).as("another audience, the same list").isEqualTo(Step.SETTINGS);
    }

    @Test
    void aDoNotReachListRefusesAListWithOtherIdentifierTypesBeforeSendingAnything() throws Exception {
        UploadWizardViewModel wizard = wizard(UploadTarget.doNotReachList("18ce54d4x5t", "dnr1", "Opted out"));
        wizard.sendList(sharedList(",handle"));
        assertThat(wizard.startLabelProperty().get()).isEqualTo("_Upload 2 people to the do-not-reach list \u201cOpted out\u201d");

        wizard.next();

        assertThat(wizard.stepProperty().get()).isEqualTo(Step.SETTINGS);
        assertThat(wizard.settingsErrorProperty().get()).contains("do-not-reach list takes only email and phone_number");
        assertThat(sentCount()).isZero();
    }
}

package dev.starling.ui.overlap;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.concurrent.SameThreadTaskRunner;
import dev.starling.core.output.RunFiles;
import dev.starling.core.overlap.AudienceOnServer;
import dev.starling.core.overlap.GeneratedCrm;
import dev.starling.core.overlap.OverlapCsv;
import dev.starling.core.overlap.OverlapService;
import dev.starling.core.overlap.SetOperation;
import dev.starling.core.store.DurableStore;
import dev.starling.core.sync.SyncOptions;
import dev.starling.core.sync.SyncRequest;
import dev.starling.core.sync.SyncService;
import dev.starling.core.sync.SyncSettings;
import dev.starling.core.upload.common.ColumnMapping;
import dev.starling.core.upload.encode.HashedRows;
import dev.starling.core.upload.encode.HashedSource;
import dev.starling.core.upload.normalize.IdentifierNormalizer;
import dev.starling.core.upload.common.IdentifierType;
import dev.starling.core.upload.inspect.SourceInspector;
import dev.starling.core.upload.common.UploadControl;
import dev.starling.core.upload.journal.UploadJournal;
import dev.starling.core.upload.UploadService;
import dev.starling.testing.FakeClock;
import dev.starling.ui.ads.UploadTarget;
import dev.starling.ui.common.LocalFormat;
import dev.starling.ui.common.ScriptedDialogs;
import java.awt.image.BufferedImage;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicReference;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Overlap workspace's view-model on the real comparison, the real sync record and generated CRM files: the counts
 * it shows are the brute-force count of people (the same person typed differently is one), a set operation hands the
 * wizard exactly the people it keeps, the exports are the counts and the picture, and synced audiences show when
 * they may next be updated.
 */
class OverlapViewModelTest {

    private static final String ACCOUNT = "18ce54d4x5t";
    private static final Instant START = Instant.parse("2026-11-20T02:00:00Z");

    @TempDir
    Path dir;

    private final FakeClock clock = new FakeClock(START);
    private final ScriptedDialogs dialogs = new ScriptedDialogs();
    private final LocalFormat format = LocalFormat.forUser();
    private final List<Opened> opened = new ArrayList<>();
    private Executor ui = Runnable::run;
    private DurableStore store;
    private SyncService syncs;
    private OverlapViewModel viewModel;

    private record Opened(UploadTarget target, HashedSource list) {
    }

    @BeforeEach
    void open() {
        store = DurableStore.open(dir.resolve("data"), dev.starling.boot.DurableMigrations.ALL);
        UploadService uploads = new UploadService(new AudienceOnServer(), new UploadJournal(store.database(), clock), clock,
                dir.resolve("reports"), dev.starling.core.text.Messages::text);
        syncs = new SyncService(store.database(), uploads, clock, () -> SyncSettings.DEFAULT_INTERVAL);
        viewModel = new OverlapViewModel(new OverlapViewModel.Services(new OverlapService(), syncs,
                new SameThreadTaskRunner(), command -> ui.execute(command), dialogs, () -> "US", () -> ACCOUNT,
                () -> null, (target, list, onFinished) -> opened.add(new Opened(target, list)),
                RunFiles.of(dir.resolve("data")), clock));
    }

    @AfterEach
    void close() {
        store.close();
    }

    private record Files2(Path a, Path b, GeneratedCrm.People people) {
    }

    /** Two messy exports of overlapping people, each typed its own way. */
    private Files2 twoFiles() throws Exception {
        GeneratedCrm crm = new GeneratedCrm(36);
        List<GeneratedCrm.Person> everyone = crm.people(3_000);
        Path a = dir.resolve("spring.csv");
        Path b = dir.resolve("newsletter.csv");
        List<GeneratedCrm.Row> rowsA = crm.write(a, everyone.subList(0, 2_000));
        List<GeneratedCrm.Row> rowsB = crm.write(b, everyone.subList(1_200, 3_000));
        return new Files2(a, b, new GeneratedCrm.People(List.of(rowsA, rowsB)));
    }

    /** The two files, added and compared. */
    private Files2 compared() throws Exception {
        Files2 files = twoFiles();
        viewModel.addFile(files.a());
        viewModel.addFile(files.b());
        viewModel.compare();
        return files;
    }

    private static long peopleIn(GeneratedCrm.People people, java.util.function.IntPredicate files) {
        return people.files().values().stream().filter(files::test).count();
    }

    private CountRow row(String what) {
        return viewModel.rows().stream().filter(r -> r.what().equals(what)).findFirst().orElseThrow();
    }

    @Test
    void theCountsShownAreTheBruteForceCountOfPeopleEachFileHoldsAndShares() throws Exception {
        Files2 files = twoFiles();
        viewModel.addFile(files.a());
        viewModel.addFile(files.b());
        assertThat(viewModel.lists()).extracting(OverlapList::name).containsExactly("spring.csv", "newsletter.csv");
        assertThat(viewModel.lists().get(0).columns()).extracting(c -> c.typeProperty().get())
                .containsExactly(null, IdentifierType.EMAIL, IdentifierType.PHONE_NUMBER);

        viewModel.compare();

        assertThat(viewModel.errorProperty().get()).isEmpty();
        assertThat(viewModel.types()).containsExactly(IdentifierType.EMAIL, IdentifierType.PHONE_NUMBER);
        assertThat(row("A \u00b7 spring.csv").people()).isEqualTo(format.number(peopleIn(files.people(), f -> (f & 1) != 0)));
        assertThat(row("B \u00b7 newsletter.csv").people()).isEqualTo(format.number(peopleIn(files.people(), f -> (f & 2) != 0)));
        long shared = peopleIn(files.people(), f -> f == 3);
        assertThat(shared).isGreaterThan(700);
        assertThat(row("In A \u2229 B").people()).isEqualTo(format.number(shared));
        assertThat(row("Only in A").people()).isEqualTo(format.number(peopleIn(files.people(), f -> f == 1)));
        assertThat(row("Only in B").people()).isEqualTo(format.number(peopleIn(files.people(), f -> f == 2)));
        assertThat(viewModel.letters()).containsExactly("A \u00b7 spring.csv", "B \u00b7 newsletter.csv");
        assertThat(viewModel.selectionSizeProperty().get()).isEqualTo("A \u2229 B: " + format.number(shared) + " people");
        assertThat(viewModel.runningProperty().get()).isFalse();
    }

    @Test
    void aSetOperationHandsTheWizardExactlyThePeopleItKeepsWithoutWritingAFile() throws Exception {
        Files2 files = compared();
        List<Path> before;
        try (var listed = Files.list(dir)) {
            before = listed.toList();
        }

        viewModel.operationProperty().set(SetOperation.AND_NOT);
        long onlyA = peopleIn(files.people(), f -> f == 1);
        assertThat(viewModel.selectionSizeProperty().get()).isEqualTo("A \u2216 B: " + format.number(onlyA) + " people");
        assertThat(viewModel.canSendProperty().get()).isTrue();
        viewModel.sendToWizard();

        assertThat(opened).hasSize(1);
        assertThat(opened.get(0).target()).isEqualTo(UploadTarget.newAudience(ACCOUNT));
        HashedSource list = opened.get(0).list();
        assertThat(list.size()).isEqualTo(onlyA);
        assertThat(list.label()).isEqualTo("spring.csv \u2216 newsletter.csv");
        long people = 0;
        for (var chunks = list.people(); chunks.hasNext(); ) {
            HashedRows chunk = chunks.next();
            people += chunk.size();
        }
        assertThat(people).isEqualTo(onlyA);
        try (var listed = Files.list(dir)) {
            assertThat(listed.toList()).as("no file written for the list").containsExactlyInAnyOrderElementsOf(before);
        }
    }

    @Test
    void theCountsAndThePictureAreExportedAsTheCommandLineWritesThem() throws Exception {
        Files2 files = compared();
        Path csv = dir.resolve("out").resolve("counts.csv");
        Path png = dir.resolve("out").resolve("venn.png");
        Files.createDirectories(csv.getParent());
        dialogs.answer(csv).answer(png);

        viewModel.exportCsv();
        viewModel.exportPng();

        StringWriter expected = new StringWriter();
        OverlapCsv.write(viewModel.resultProperty().get(), expected);
        assertThat(Files.readString(csv)).isEqualTo(expected.toString());
        assertThat(Files.readString(csv)).contains("shared,A B,spring.csv & newsletter.csv,"
                + peopleIn(files.people(), f -> f == 3) + ",");
        BufferedImage image = ImageIO.read(png.toFile());
        assertThat(image.getWidth()).isEqualTo(1200);
        assertThat(image.getHeight()).isEqualTo(800);
        assertThat(viewModel.messageProperty().get()).isEqualTo("Written to venn.png");
    }

    @Test
    void anExportOverOneOfTheComparedFilesIsRefusedAndTheFileIsKept() throws Exception {
        Files2 files = compared();
        String original = Files.readString(files.a());
        dialogs.answer(files.a());

        viewModel.exportCsv();

        assertThat(viewModel.errorProperty().get()).startsWith("Could not write spring.csv");
        assertThat(Files.readString(files.a())).isEqualTo(original);
    }

    @Test
    void cancellingWhileReadingKeepsNothing() throws Exception {
        Files2 files = twoFiles();
        viewModel.addFile(files.a());
        viewModel.addFile(files.b());
        // the first progress report (after the first chunk) is where the person clicks Cancel
        AtomicReference<Boolean> clicked = new AtomicReference<>(false);
        ui = command -> {
            command.run();
            if (!clicked.getAndSet(true)) {
                assertThat(viewModel.progressProperty().get()).startsWith("Reading list A of 2:");
                viewModel.cancel();
            }
        };

        viewModel.compare();

        assertThat(clicked.get()).isTrue();
        assertThat(viewModel.resultProperty().get()).isNull();
        assertThat(viewModel.rows()).isEmpty();
        assertThat(viewModel.messageProperty().get()).isEqualTo("Comparison cancelled: nothing was kept.");
        assertThat(viewModel.runningProperty().get()).isFalse();
    }

    @Test
    void aFileWithNoMappedColumnSaysWhichAndTooManyListsAreRefused() throws Exception {
        Files2 files = twoFiles();
        viewModel.addFile(files.a());
        viewModel.addFile(files.b());
        viewModel.lists().get(1).columns().forEach(column -> column.typeProperty().set(null));

        viewModel.compare();

        assertThat(viewModel.errorProperty().get()).contains("newsletter.csv: no column is mapped");
        viewModel.addFile(files.a());
        assertThat(viewModel.errorProperty().get()).isEqualTo("spring.csv is already in the comparison.");
        for (int i = 0; i < 3; i++) {
            Path more = dir.resolve("more" + i + ".csv");
            Files.writeString(more, "email\nsomeone" + i + "@example.com\n");
            viewModel.addFile(more);
        }
        assertThat(viewModel.lists()).hasSize(OverlapService.MAX_INPUTS);
        Path sixth = dir.resolve("sixth.csv");
        Files.writeString(sixth, "email\nsix@example.com\n");
        viewModel.addFile(sixth);
        assertThat(viewModel.lists()).hasSize(OverlapService.MAX_INPUTS);
        assertThat(viewModel.errorProperty().get()).isEqualTo("An overlap compares at most 5 lists: remove one first.");
        assertThat(viewModel.canCompareProperty().get()).isTrue();
    }

    @Test
    void aSyncedAudienceShowsItsLastSyncAndNextAllowedTimesAndComparesWithAFile() throws Exception {
        Files2 files = twoFiles();
        var sent = syncs.run(new SyncRequest(ACCOUNT, "1nmth", SourceInspector.inspect(files.a()),
                ColumnMapping.parse(List.of("email=2", "phone_number=3")), new IdentifierNormalizer("US")),
                SyncOptions.DEFAULTS, new UploadControl(), null);
        clock.advance(Duration.ofHours(2));

        viewModel.reloadSyncs();

        assertThat(viewModel.syncs()).hasSize(1);
        SyncRow row = viewModel.syncs().get(0);
        assertThat(row.audienceId()).isEqualTo("1nmth");
        assertThat(row.lastSync()).isEqualTo(format.dateTime(START));
        assertThat(row.added()).isEqualTo(format.number(sent.counts().additions()));
        assertThat(row.removed()).isEqualTo("0");
        assertThat(row.nextAdditions()).isEqualTo(format.dateTime(START.plus(SyncSettings.DEFAULT_INTERVAL)));
        assertThat(row.nextRemovals()).isEqualTo("now");
        assertThat(row.state()).isEqualTo("in step");

        viewModel.addAudience(row);
        viewModel.addFile(files.a());
        viewModel.compare();

        long inA = peopleIn(files.people(), f -> (f & 1) != 0);
        assertThat(row("A \u00b7 1nmth").people()).isEqualTo(format.number(inA));
        assertThat(row("In A \u2229 B").people()).as("the audience holds exactly the file's people")
                .isEqualTo(format.number(inA));
        assertThat(row("Only in A").people()).isEqualTo("0");
    }
}

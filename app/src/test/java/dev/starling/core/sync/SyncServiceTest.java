package dev.starling.core.sync;

import dev.starling.boot.DurableMigrations;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.starling.core.overlap.AudienceOnServer;
import dev.starling.core.overlap.GeneratedCrm;
import dev.starling.core.overlap.Overlap;
import dev.starling.core.overlap.OverlapInput;
import dev.starling.core.overlap.OverlapService;
import dev.starling.core.store.DurableStore;
import dev.starling.core.upload.common.ColumnMapping;
import dev.starling.core.upload.normalize.IdentifierNormalizer;
import dev.starling.core.upload.inspect.SourceInspector;
import dev.starling.core.upload.common.UploadControl;
import dev.starling.core.upload.journal.UploadJournal;
import dev.starling.core.upload.UploadService;
import dev.starling.testing.FakeClock;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Syncs against an audience kept as X keeps it ({@link AudienceOnServer}): what the audience holds after each sync is
 * compared with the SHA-256 of the export's canonical values (computed here, without Starling's normaliser), and what
 * was sent with a brute-force diff of the two exports' canonical values.
 */
class SyncServiceTest {

    private static final String ACCOUNT = "18ce54d4x5t";
    private static final String AUDIENCE = "1nmth";
    private static final Instant START = Instant.parse("2026-11-20T02:00:00Z");

    @TempDir
    Path dir;

    private final FakeClock clock = new FakeClock(START);
    private DurableStore store;
    private AudienceOnServer server;
    private final IdentifierNormalizer normalizer = new IdentifierNormalizer("US");
    private final ColumnMapping mapping = ColumnMapping.parse(List.of("email=2", "phone_number=3"));

    @BeforeEach
    void open() {
        store = DurableStore.open(dir.resolve("data"), DurableMigrations.ALL);
        server = new AudienceOnServer();
    }

    @AfterEach
    void close() {
        store.close();
    }

    private SyncService service() {
        UploadService uploads = new UploadService(server, new UploadJournal(store.database(), clock), clock, dir.resolve("reports"),
                dev.starling.core.text.Messages::text);
        return new SyncService(store.database(), uploads, clock, () -> SyncSettings.DEFAULT_INTERVAL);
    }

    private SyncRequest request(Path export) {
        return new SyncRequest(ACCOUNT, AUDIENCE, SourceInspector.inspect(export), mapping, normalizer);
    }

    /** People with distinct emails and phones (two people never share a value). */
    private static List<GeneratedCrm.Person> people(int from, int count) {
        List<GeneratedCrm.Person> people = new ArrayList<>();
        for (int i = from; i < from + count; i++) {
            people.add(new GeneratedCrm.Person(i, "customer." + i + "@example-" + (i % 7) + ".com",
                    i % 3 == 0 ? null : "+1415" + (1_000_000 + i)));
        }
        return people;
    }

    /** An export written as people type it, with the canonical keys of each row beside. */
    private record Export(Path path, List<GeneratedCrm.Row> rows) {
        Set<String> keys() {
            Set<String> keys = new HashSet<>();
            rows.forEach(row -> keys.addAll(row.keys()));
            return keys;
        }
    }

    private Export export(String name, List<GeneratedCrm.Person> people, long seed) throws Exception {
        Path path = dir.resolve(name);
        return new Export(path, new GeneratedCrm(seed).write(path, people));
    }

    /** Every value valid, every person on one row: only the spelling changes from one export to the next. */
    private Export clean(String name, List<GeneratedCrm.Person> people, long seed) throws Exception {
        Path path = dir.resolve(name);
        return new Export(path, new GeneratedCrm(seed).writeClean(path, people));
    }

    private void assertAudienceHolds(Set<String> keys) throws Exception {
        assertThat(server.held("email")).as("emails the audience holds").isEqualTo(GeneratedCrm.hashes(keys, "email"));
        assertThat(server.held("phone_number")).as("phones the audience holds").isEqualTo(GeneratedCrm.hashes(keys, "phone_number"));
    }

    @Test
    void aFirstSyncSendsTheWholeExportAndTheAudienceThenHoldsExactlyItsValues() throws Exception {
        Export export = export("crm.csv", people(0, 6_000), 1);

        SyncResult result = service().run(request(export.path()), SyncOptions.DEFAULTS, new UploadControl(), null);

        assertThat(result.status()).isEqualTo(SyncResult.Status.COMPLETED);
        assertThat(result.counts().removals()).isZero();
        assertThat(result.counts().additions()).isEqualTo(export.rows().stream().filter(r -> !r.keys().isEmpty()).count()
                - duplicateRows(export));
        assertThat(result.operationsSent()).isEqualTo(result.counts().additions());
        assertThat(server.requests()).allMatch("Update"::equals).hasSize((int) ((result.counts().additions() + 2_499) / 2_500));
        assertAudienceHolds(export.keys());
        SyncStatus status = service().status(ACCOUNT, AUDIENCE).orElseThrow();
        assertThat(status.lastSyncAt()).isEqualTo(START);
        assertThat(status.identifiers()).isEqualTo(export.keys().size());
        assertThat(status.people()).isEqualTo(new GeneratedCrm.People(List.of(export.rows())).count(export.keys()));
        assertThat(status.window().additionsAllowedAt()).isEqualTo(START.plus(SyncSettings.DEFAULT_INTERVAL));
        assertThat(status.window().removalsAllowedAt()).isNull();
    }

    /** Rows whose every valid value an earlier row already had (a person on two rows). */
    private static long duplicateRows(Export export) {
        Set<String> seen = new HashSet<>();
        long duplicates = 0;
        for (GeneratedCrm.Row row : export.rows()) {
            if (!row.keys().isEmpty() && seen.containsAll(row.keys())) {
                duplicates++;
            }
            seen.addAll(row.keys());
        }
        return duplicates;
    }

    @Test
    void aNightlySyncSendsOnlyThePeopleAddedAndTheValuesGoneAndNothingTheAudienceAlreadyHolds() throws Exception {
        List<GeneratedCrm.Person> before = people(0, 10_000);
        Export first = export("crm.csv", before, 2);
        service().run(request(first.path()), SyncOptions.DEFAULTS, new UploadControl(), null);
        int requestsBefore = server.requests().size();
        int operationsBefore = server.operations();
        // the next night: 300 people left, 200 joined, 100 changed their phone number
        List<GeneratedCrm.Person> after = new ArrayList<>(before.subList(300, 10_000));
        after.addAll(people(20_000, 200));
        for (int i = 0; i < 100; i++) {
            GeneratedCrm.Person moved = after.get(i * 50);
            after.set(i * 50, new GeneratedCrm.Person(moved.id(), moved.email(), "+1628" + (2_000_000 + moved.id())));
        }
        Export second = export("crm.csv", after, 3);
        clock.advance(Duration.ofHours(24));

        SyncPreview preview = service().preview(request(second.path()), SyncOptions.DEFAULTS, new UploadControl(), null);
        SyncResult result = service().run(request(second.path()), SyncOptions.DEFAULTS, new UploadControl(), null);

        Diff expected = new Diff(first, second);
        GeneratedCrm.People recorded = new GeneratedCrm.People(List.of(first.rows()));
        assertThat(preview.counts()).isEqualTo(result.counts());
        assertThat(preview.allowedAt()).isNull();
        assertThat(result.status()).isEqualTo(SyncResult.Status.COMPLETED);
        assertThat(result.counts().addedIdentifiers()).isEqualTo(expected.added.size());
        assertThat(result.counts().removedIdentifiers()).isEqualTo(expected.removed.size());
        assertThat(result.counts().additions()).isEqualTo(expected.addingRows);
        assertThat(result.counts().removals()).isEqualTo(recorded.count(expected.removed));
        assertThat(result.counts().keptPeople()).isEqualTo(recorded.count(expected.kept));
        // a full upload would send every row again; the messy exports' invalid values changing add to the real changes
        assertThat(server.operations() - operationsBefore).isEqualTo(result.counts().operations())
                .isLessThan(first.rows().size() / 4);
        assertThat(server.requests().subList(requestsBefore, server.requests().size())).containsExactly("Delete", "Update");
        assertAudienceHolds(second.keys());

        clock.advance(Duration.ofHours(24));
        SyncResult again = service().run(request(second.path()), SyncOptions.DEFAULTS, new UploadControl(), null);
        assertThat(again.status()).isEqualTo(SyncResult.Status.COMPLETED);
        assertThat(again.counts().operations()).isZero();
        assertThat(server.requests()).hasSize(requestsBefore + 2);
    }

    /** The brute-force diff of two exports' canonical values. */
    private static final class Diff {
        final Set<String> added = new HashSet<>();
        final Set<String> removed = new HashSet<>();
        final Set<String> kept = new HashSet<>();
        long addingRows;

        Diff(Export first, Export second) {
            Set<String> held = first.keys();
            Set<String> now = second.keys();
            added.addAll(now);
            added.removeAll(held);
            removed.addAll(held);
            removed.removeAll(now);
            kept.addAll(held);
            kept.retainAll(now);
            Set<String> seen = new HashSet<>(held);
            for (GeneratedCrm.Row row : second.rows()) {
                if (!seen.containsAll(row.keys())) {
                    addingRows++;
                }
                seen.addAll(row.keys());
            }
        }

    }

    @Test
    void aSyncWithinTheIntervalIsRefusedUntilItEndsUnlessForcedAndAdditionsAndRemovalsHaveTheirOwnWindows()
            throws Exception {
        List<GeneratedCrm.Person> everyone = people(0, 3_000);
        Export first = clean("crm.csv", everyone, 4);
        service().run(request(first.path()), SyncOptions.DEFAULTS, new UploadControl(), null);
        int requests = server.requests().size();

        // two hours later, people left: the removals were never updated, so they may go
        clock.advance(Duration.ofHours(2));
        Export fewer = clean("crm.csv", everyone.subList(100, 3_000), 5);
        SyncResult removalsOnly = service().run(request(fewer.path()), SyncOptions.DEFAULTS, new UploadControl(), null);
        assertThat(removalsOnly.status()).isEqualTo(SyncResult.Status.COMPLETED);
        assertThat(removalsOnly.counts().additions()).isZero();
        assertThat(server.requests().subList(requests, server.requests().size())).containsExactly("Delete");
        requests = server.requests().size();

        // one hour later, people joined: the additions were updated three hours ago
        clock.advance(Duration.ofHours(1));
        Export more = clean("crm.csv", people(0, 3_100), 6);
        SyncPreview preview = service().preview(request(more.path()), SyncOptions.DEFAULTS, new UploadControl(), null);
        SyncResult refused = service().run(request(more.path()), SyncOptions.DEFAULTS, new UploadControl(), null);

        Instant allowed = START.plus(SyncSettings.DEFAULT_INTERVAL);
        assertThat(preview.allowedAt()).isEqualTo(allowed);
        assertThat(refused.status()).isEqualTo(SyncResult.Status.REFUSED);
        assertThat(refused.allowedAt()).isEqualTo(allowed);
        assertThat(refused.counts().additions()).isPositive();
        assertThat(server.requests()).hasSize(requests);
        assertAudienceHolds(fewer.keys());
        // a shorter interval for this run only lets it through; so does --force
        SyncResult shorter = service().run(request(more.path()), new SyncOptions(false, Duration.ofHours(3)),
                new UploadControl(), null);
        assertThat(shorter.status()).isEqualTo(SyncResult.Status.COMPLETED);
        assertAudienceHolds(more.keys());

        clock.advance(Duration.ofMinutes(30));
        Export last = clean("crm.csv", people(0, 3_200), 7);
        assertThat(service().run(request(last.path()), SyncOptions.DEFAULTS, new UploadControl(), null).status())
                .isEqualTo(SyncResult.Status.REFUSED);
        SyncResult forced = service().run(request(last.path()), new SyncOptions(true, null), new UploadControl(), null);
        assertThat(forced.status()).isEqualTo(SyncResult.Status.COMPLETED);
        assertThat(forced.forced()).isTrue();
        assertAudienceHolds(last.keys());
    }

    @Test
    void aSyncStoppedMidwayResumesWithoutSendingAnAcknowledgedRequestAgainAndTheRecordStaysExact() throws Exception {
        Export export = clean("crm.csv", people(0, 25_000), 8); // 10 requests of additions
        UploadControl control = new UploadControl();
        server.afterRequest = number -> {
            if (number == 2) {
                control.cancel();
            }
        };

        SyncResult stopped = service().run(request(export.path()), SyncOptions.DEFAULTS, control, null);

        assertThat(stopped.status()).isEqualTo(SyncResult.Status.PAUSED);
        // requests already paced and on their way when it stopped (4 at most) are answered and journalled
        int acknowledged = server.requests().size();
        assertThat(acknowledged).isBetween(2, 6);
        assertThat(stopped.additions().batchesAcknowledged()).isEqualTo(acknowledged);
        assertThat(service().status(ACCOUNT, AUDIENCE).orElseThrow().unfinished()).isTrue();
        // what the record holds is what X acknowledged: an overlap of the export with it shares those people only
        Overlap partial = new OverlapService().count(List.of(
                OverlapInput.file(SourceInspector.inspect(export.path()), mapping, normalizer),
                service().recorded(ACCOUNT, AUDIENCE)), new UploadControl(), null).counts();
        assertThat(partial.inputs().get(1).people()).isEqualTo(acknowledged * 2_500L);
        assertThat(partial.sharedPeople(0, 1)).isEqualTo(acknowledged * 2_500L);

        server.afterRequest = number -> { };
        clock.advance(Duration.ofMinutes(5));
        SyncResult resumed = service().run(request(export.path()), SyncOptions.DEFAULTS, new UploadControl(), null);

        assertThat(resumed.status()).isEqualTo(SyncResult.Status.COMPLETED);
        assertThat(resumed.resumed()).isTrue();
        assertThat(resumed.runId()).isEqualTo(stopped.runId());
        assertThat(resumed.additions().batchesSkipped()).isEqualTo(acknowledged);
        assertThat(resumed.additions().batchesAcknowledged()).isEqualTo(10 - acknowledged);
        assertThat(server.requests()).hasSize(10);
        assertThat(server.operations()).isEqualTo(resumed.counts().additions());
        assertAudienceHolds(export.keys());
        Overlap whole = new OverlapService().count(List.of(
                OverlapInput.file(SourceInspector.inspect(export.path()), mapping, normalizer),
                service().recorded(ACCOUNT, AUDIENCE)), new UploadControl(), null).counts();
        assertThat(whole.region(0b10).people()).as("people recorded who are not in the export").isZero();
        assertThat(whole.region(0b01).people()).as("people of the export not recorded").isZero();
        clock.advance(Duration.ofHours(9));
        assertThat(service().run(request(export.path()), SyncOptions.DEFAULTS, new UploadControl(), null)
                .counts().operations()).isZero();
    }

    @Test
    void anUnfinishedSyncOfAnotherExportIsClosedAndTheNewOneSendsOnlyWhatTheAudienceDoesNotHold() throws Exception {
        Export export = clean("crm.csv", people(0, 10_000), 9);
        UploadControl control = new UploadControl();
        server.afterRequest = number -> {
            if (number == 1) {
                control.cancel();
            }
        };
        SyncResult stopped = service().run(request(export.path()), SyncOptions.DEFAULTS, control, null);
        int sentBefore = server.operations();
        assertThat(stopped.status()).isEqualTo(SyncResult.Status.PAUSED);
        server.afterRequest = number -> { };
        Export next = clean("crm.csv", people(0, 10_100), 10);

        SyncResult result = service().run(request(next.path()), new SyncOptions(true, null), new UploadControl(), null);

        assertThat(result.superseded()).isTrue();
        assertThat(result.resumed()).isFalse();
        assertThat(result.counts().removals()).isZero();
        assertThat(result.counts().additions()).isEqualTo(10_100 - sentBefore);
        assertThat(server.operations()).isEqualTo(10_100);
        assertAudienceHolds(next.keys());
    }

    @Test
    void theRecordHoldsDigestsOnlyInTheOwnerOnlyDurableStore() throws Exception {
        Export export = export("crm.csv", people(0, 500), 11);
        service().run(request(export.path()), SyncOptions.DEFAULTS, new UploadControl(), null);
        store.close();

        Path db = dir.resolve("data").resolve("starling.db");
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(db))).isEqualTo("rw-------");
        byte[] bytes = Files.readAllBytes(db);
        for (Path file : List.of(db, db.resolveSibling("starling.db-wal"))) {
            if (Files.exists(file)) {
                String text = new String(Files.readAllBytes(file), StandardCharsets.ISO_8859_1).toLowerCase(java.util.Locale.ROOT);
                assertThat(text).doesNotContain("@example-").doesNotContain("+1415");
            }
        }
        assertThat(bytes.length).isPositive();
        store = DurableStore.open(dir.resolve("data"), DurableMigrations.ALL);
    }

    @Test
    void aSyncOfAnAudienceWhileAnotherRunsIsRefusedAndTheFirstFinishes() throws Exception {
        Export export = clean("crm.csv", people(0, 6_000), 12);
        java.util.concurrent.CountDownLatch sending = new java.util.concurrent.CountDownLatch(1);
        java.util.concurrent.CountDownLatch release = new java.util.concurrent.CountDownLatch(1);
        server.afterRequest = number -> {
            sending.countDown();
            try {
                release.await(20, java.util.concurrent.TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        };
        java.util.concurrent.CompletableFuture<SyncResult> first = java.util.concurrent.CompletableFuture.supplyAsync(
                () -> service().run(request(export.path()), SyncOptions.DEFAULTS, new UploadControl(), null));
        assertThat(sending.await(20, java.util.concurrent.TimeUnit.SECONDS)).isTrue();

        assertThatThrownBy(() -> service().run(request(export.path()), new SyncOptions(true, null), new UploadControl(), null))
                .isInstanceOfSatisfying(SyncException.class, e -> {
                    assertThat(e.problem().key()).isEqualTo("sync.problem.running");
                    assertThat(e.problem().args()).containsExactly(AUDIENCE);
                });
        assertThat(Files.list(dir.resolve("data").resolve("syncs")).toList()).hasSize(1);
        release.countDown();
        assertThat(first.get(30, java.util.concurrent.TimeUnit.SECONDS).status()).isEqualTo(SyncResult.Status.COMPLETED);
        server.afterRequest = number -> { };
        assertAudienceHolds(export.keys());
        clock.advance(Duration.ofHours(9));
        assertThat(service().run(request(export.path()), SyncOptions.DEFAULTS, new UploadControl(), null).status())
                .isEqualTo(SyncResult.Status.COMPLETED);
    }

    @Test
    void partnerIdsAreRefusedWithAKeyBecauseARecordOfDigestsCouldNotRemoveThem() throws Exception {
        Path export = Files.writeString(dir.resolve("crm.csv"), "id,email\nc-1,a@example.com\n");
        SyncRequest request = new SyncRequest(ACCOUNT, AUDIENCE, SourceInspector.inspect(export),
                ColumnMapping.parse(List.of("partner_user_id=1", "email=2")), normalizer);

        assertThatThrownBy(() -> service().run(request, SyncOptions.DEFAULTS, new UploadControl(), null))
                .isInstanceOfSatisfying(SyncException.class,
                        e -> assertThat(e.problem().key()).isEqualTo("sync.problem.partnerIds"));
        assertThat(server.requests()).isEmpty();
    }

    @Test
    void anAudienceNeverSyncedCannotBeComparedAndSaysSo() {
        assertThatThrownBy(() -> service().recorded(ACCOUNT, "other"))
                .isInstanceOfSatisfying(SyncException.class, e -> {
                    assertThat(e.problem().key()).isEqualTo("sync.problem.neverSynced");
                    assertThat(e.problem().args()).containsExactly("other", ACCOUNT);
                });
    }
}

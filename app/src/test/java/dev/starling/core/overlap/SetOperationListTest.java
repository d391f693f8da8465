package dev.starling.core.overlap;

import static org.assertj.core.api.InstanceOfAssertFactories.STRING;
import dev.starling.testing.Words;
import dev.starling.boot.DurableMigrations;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.starling.core.store.DurableStore;
import dev.starling.core.upload.common.ColumnMapping;
import dev.starling.core.upload.normalize.IdentifierNormalizer;
import dev.starling.core.upload.inspect.SourceInspector;
import dev.starling.core.upload.common.UploadControl;
import dev.starling.core.upload.common.UploadException;
import dev.starling.core.upload.journal.UploadJob;
import dev.starling.core.upload.journal.UploadJournal;
import dev.starling.core.upload.UploadResult;
import dev.starling.core.upload.UploadService;
import dev.starling.core.upload.common.UploadSettings;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Lists made by set operations, uploaded through the pipeline without a file: the audience then holds exactly the
 * values of the people the operation keeps (every value of theirs either file holds), by brute force.
 */
class SetOperationListTest {

    @TempDir
    Path dir;

    private final IdentifierNormalizer normalizer = new IdentifierNormalizer("US");
    private final ColumnMapping mapping = ColumnMapping.parse(List.of("email=2", "phone_number=3"));

    @Test
    void eachOperationsListUploadsExactlyTheValuesOfThePeopleItKeeps() throws Exception {
        GeneratedCrm crm = new GeneratedCrm(3636);
        List<GeneratedCrm.Person> population = crm.people(8_000);
        List<GeneratedCrm.Row> rowsA = crm.write(dir.resolve("a.csv"), population.subList(0, 5_000));
        List<GeneratedCrm.Row> rowsB = crm.write(dir.resolve("b.csv"), population.subList(3_000, 8_000));
        OverlapSets sets = new OverlapService().count(List.of(
                OverlapInput.file(SourceInspector.inspect(dir.resolve("a.csv")), mapping, normalizer),
                OverlapInput.file(SourceInspector.inspect(dir.resolve("b.csv")), mapping, normalizer)), new UploadControl(), null);
        GeneratedCrm.People people = new GeneratedCrm.People(List.of(rowsA, rowsB));

        for (SetOperation operation : SetOperation.values()) {
            Selection selection = Selection.of(0, operation, 1);
            SelectedList list = sets.list(selection);
            AudienceOnServer server = new AudienceOnServer();
            try (DurableStore store = DurableStore.inMemory(DurableMigrations.ALL)) {
                UploadJournal journal = new UploadJournal(store.database(), Clock.systemUTC());
                UploadService uploads = new UploadService(server, journal, Clock.systemUTC(), dir.resolve("reports"),
                    dev.starling.core.text.Messages::text);

                UploadResult result = uploads.start(list, settings(), new UploadControl(), null);

                assertThat(result.status()).isEqualTo(UploadJob.Status.COMPLETED);
                assertThat(list.size()).as(operation.name()).isEqualTo(sets.counts().people(selection));
                assertThat(result.operationsSent()).isEqualTo(list.size());
                Set<String> keys = keysKept(people, selection);
                assertThat(server.held("email")).as("%s: emails", operation).isEqualTo(GeneratedCrm.hashes(keys, "email"));
                assertThat(server.held("phone_number")).as("%s: phones", operation).isEqualTo(GeneratedCrm.hashes(keys, "phone_number"));
                assertThat(list.label()).isEqualTo("a.csv " + operation.symbol() + " b.csv");
                assertThat(journal.sourceKind(result.jobId())).isEqualTo(SelectedList.KIND);
                assertThat(journal.resumable()).as("a list is never offered as a file's upload").isEmpty();
            }
        }
    }

    @Test
    void aListsJobResumesWithTheSameListOnlyAndNeverAsAFile() throws Exception {
        GeneratedCrm crm = new GeneratedCrm(3637);
        List<GeneratedCrm.Person> population = crm.people(9_000);
        crm.write(dir.resolve("a.csv"), population.subList(0, 8_000));
        crm.write(dir.resolve("b.csv"), population.subList(1_000, 9_000));
        OverlapSets sets = new OverlapService().count(List.of(
                OverlapInput.file(SourceInspector.inspect(dir.resolve("a.csv")), mapping, normalizer),
                OverlapInput.file(SourceInspector.inspect(dir.resolve("b.csv")), mapping, normalizer)), new UploadControl(), null);
        SelectedList both = sets.list(Selection.of(0, SetOperation.AND, 1));
        AudienceOnServer server = new AudienceOnServer();
        UploadControl control = new UploadControl();
        server.afterRequest = number -> control.cancel();
        try (DurableStore store = DurableStore.inMemory(DurableMigrations.ALL)) {
            UploadJournal journal = new UploadJournal(store.database(), Clock.systemUTC());
            UploadService uploads = new UploadService(server, journal, Clock.systemUTC(), dir.resolve("reports"),
                    dev.starling.core.text.Messages::text);
            UploadResult stopped = uploads.start(both, settings(), control, null);
            assertThat(stopped.status()).isEqualTo(UploadJob.Status.CANCELLED);
            int sent = server.requests().size();

            assertThatThrownBy(() -> uploads.resume(stopped.jobId(), new UploadControl(), null))
                    .isInstanceOf(UploadException.class).extracting(Words::of, STRING).contains("sent a list");
            assertThatThrownBy(() -> uploads.resume(stopped.jobId(), sets.list(Selection.of(0, SetOperation.OR, 1)),
                    new UploadControl(), null)).isInstanceOf(UploadException.class).extracting(Words::of, STRING).contains("another list");
            server.afterRequest = number -> { };
            UploadResult resumed = uploads.resume(stopped.jobId(), sets.list(Selection.of(0, SetOperation.AND, 1)),
                    new UploadControl(), null);

            assertThat(resumed.status()).isEqualTo(UploadJob.Status.COMPLETED);
            assertThat(resumed.batchesSkipped()).isEqualTo(sent);
            assertThat(server.operations()).isEqualTo(both.size());
        }
    }

    @Test
    void aDoNotReachListTakesOnlyEmailsAndPhonesSoTheListKeepsOnlyThose() throws Exception {
        java.nio.file.Files.writeString(dir.resolve("a.csv"), "email,handle\nann@example.com,ann\n,bob\n");
        java.nio.file.Files.writeString(dir.resolve("b.csv"), "email,handle\nANN@example.com,\n,bob\n");
        ColumnMapping withHandles = ColumnMapping.parse(List.of("email=1", "handle=2"));
        OverlapSets sets = new OverlapService().count(List.of(
                OverlapInput.file(SourceInspector.inspect(dir.resolve("a.csv")), withHandles, normalizer),
                OverlapInput.file(SourceInspector.inspect(dir.resolve("b.csv")), withHandles, normalizer)), new UploadControl(), null);
        UploadSettings doNotReach = UploadSettings.doNotReach("18ce54d4x5t", "dnr1", UploadSettings.Operation.UPDATE, null,
                Instant.parse("2026-11-21T00:00:00Z"));
        AudienceOnServer server = new AudienceOnServer();
        try (DurableStore store = DurableStore.inMemory(DurableMigrations.ALL)) {
            UploadService uploads = new UploadService(server, new UploadJournal(store.database(), Clock.systemUTC()),
                    Clock.systemUTC(), dir.resolve("reports"), dev.starling.core.text.Messages::text);
            Selection both = Selection.of(0, SetOperation.AND, 1);

            assertThatThrownBy(() -> uploads.start(sets.list(both), doNotReach, new UploadControl(), null))
                    .isInstanceOf(UploadException.class).extracting(Words::of, STRING).contains("only email and phone_number");
            SelectedList emailsAndPhones = sets.list(both, java.util.EnumSet.of(
                    dev.starling.core.upload.common.IdentifierType.EMAIL, dev.starling.core.upload.common.IdentifierType.PHONE_NUMBER));
            UploadResult result = uploads.start(emailsAndPhones, doNotReach, new UploadControl(), null);

            assertThat(sets.counts().people(both)).isEqualTo(2);
            assertThat(emailsAndPhones.size()).as("Bob has only a handle").isEqualTo(1);
            assertThat(emailsAndPhones.withoutSendableValue()).isEqualTo(1);
            assertThat(result.operationsSent()).isEqualTo(1);
            assertThat(server.held("email")).hasSize(1);
            assertThat(server.held("handle")).isEmpty();
        }
    }

    private static UploadSettings settings() {
        return UploadSettings.customAudience("18ce54d4x5t", "1nmth", UploadSettings.Operation.UPDATE,
                Instant.parse("2026-11-21T00:00:00Z"), null);
    }

    /** The canonical keys of every person a selection keeps, by brute force. */
    private static Set<String> keysKept(GeneratedCrm.People people, Selection selection) {
        Set<String> keys = new HashSet<>();
        people.files().forEach((person, files) -> {
            if (selection.keeps(files)) {
                keys.addAll(people.keys(person));
            }
        });
        return keys;
    }
}

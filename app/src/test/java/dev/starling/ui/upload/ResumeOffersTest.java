package dev.starling.ui.upload;

import dev.starling.boot.DurableMigrations;
import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.concurrent.SameThreadTaskRunner;
import dev.starling.core.store.DurableStore;
import dev.starling.core.upload.common.ColumnMapping;
import dev.starling.core.upload.inspect.SourceInspector;
import dev.starling.core.upload.journal.UploadJob;
import dev.starling.core.upload.journal.UploadJournal;
import dev.starling.core.upload.common.UploadSettings;
import dev.starling.testing.FakeClock;
import dev.starling.ui.common.ScriptedDialogs;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What the start-up offer says about an unfinished upload, and that discarding it stops the offer. */
class ResumeOffersTest {

    @TempDir
    Path dir;

    private final FakeClock clock = new FakeClock(Instant.parse("2026-11-01T10:00:00Z"));
    private final List<String> problems = new ArrayList<>();
    private final ScriptedDialogs dialogs = new ScriptedDialogs();
    private DurableStore store;
    private UploadJournal journal;
    private ResumeOffers offers;

    @BeforeEach
    void setUp() {
        store = DurableStore.inMemory(DurableMigrations.ALL);
        journal = new UploadJournal(store.database(), clock);
        offers = new ResumeOffers(journal, new SameThreadTaskRunner(), dialogs, problems::add);
    }

    @AfterEach
    void tearDown() {
        store.close();
    }

    private UploadJob unfinished(String file, UploadSettings settings) throws Exception {
        Path crm = dir.resolve(file);
        Files.writeString(crm, "email\nada@example.com\n");
        return journal.create(SourceInspector.inspect(crm), ColumnMapping.parse(List.of("email=1")), "US", settings);
    }

    private List<ResumeOffers.Offer> found() {
        List<ResumeOffers.Offer> found = new ArrayList<>();
        offers.find(found::addAll);
        return found;
    }

    @Test
    void nothingIsOfferedWhenEveryUploadFinished() {
        assertThat(found()).isEmpty();
        assertThat(problems).isEmpty();
    }

    @Test
    void anUnfinishedUploadIsOfferedWithItsFileAndTarget() throws Exception {
        UploadJob job = unfinished("crm.csv", UploadSettings.customAudience("18ce54d4x5t", "1nmth",
                UploadSettings.Operation.UPDATE, clock.instant(), null));

        List<ResumeOffers.Offer> found = found();

        assertThat(found).singleElement().satisfies(offer -> {
            assertThat(offer.job().id()).isEqualTo(job.id());
            assertThat(offer.fileName()).isEqualTo("crm.csv");
            assertThat(offer.targetDescription()).isEqualTo("custom audience 1nmth (ad account 18ce54d4x5t)");
            assertThat(offer.acknowledgedBatches()).isZero();
            assertThat(offer.target().doNotReach()).isFalse();
            assertThat(offer.target().listId()).isEqualTo("1nmth");
        });
    }

    @Test
    void aDoNotReachUploadIsDescribedAsSuch() throws Exception {
        unfinished("dnr.csv", UploadSettings.doNotReach("18ce54d4x5t", "dnr1", UploadSettings.Operation.UPDATE, null,
                clock.instant()));

        assertThat(found()).singleElement().satisfies(offer -> {
            assertThat(offer.targetDescription()).isEqualTo("do-not-reach list dnr1 (ad account 18ce54d4x5t)");
            assertThat(offer.target().doNotReach()).isTrue();
        });
    }

    @Test
    void aDiscardedUploadIsNotOfferedAgain() throws Exception {
        unfinished("crm.csv", UploadSettings.customAudience("18ce54d4x5t", "1nmth", UploadSettings.Operation.UPDATE,
                clock.instant(), null));

        offers.discard(found().get(0));

        assertThat(found()).isEmpty();
        assertThat(problems).isEmpty();
    }

    @Test
    void aJournalThatCannotBeReadIsReportedNotSwallowed() {
        store.close();

        assertThat(found()).isEmpty();
        assertThat(problems).singleElement().asString().startsWith("Could not read the unfinished uploads");
    }

    @Test
    void eachUnfinishedUploadIsAskedAboutInTurnAndOnlyTheChosenOneIsResumed() throws Exception {
        UploadJob first = unfinished("spring.csv", UploadSettings.customAudience("18ce54d4x5t", "1nmth",
                UploadSettings.Operation.UPDATE, clock.instant(), null));
        UploadJob second = unfinished("summer.csv", UploadSettings.customAudience("18ce54d4x5t", "2abcd",
                UploadSettings.Operation.UPDATE, clock.instant(), null));
        dialogs.answer("Later").answer("Resume");
        List<Long> resumed = new ArrayList<>();

        offers.offerEach(offer -> resumed.add(offer.job().id()));

        assertThat(dialogs.asked()).hasSize(2).allSatisfy(question -> assertThat(question)
                .startsWith("Unfinished upload: The upload of").contains("0 batches were acknowledged"));
        assertThat(dialogs.asked().get(0) + dialogs.asked().get(1)).contains("spring.csv", "summer.csv");
        long askedSecond = dialogs.asked().get(1).contains("summer.csv") ? second.id() : first.id();
        assertThat(resumed).containsExactly(askedSecond);
        assertThat(found()).as("Later and Resume both leave the job in the journal").hasSize(2);
    }

    @Test
    void discardingInTheDialogForgetsTheUploadWithoutResumingIt() throws Exception {
        UploadJob job = unfinished("crm.csv", UploadSettings.customAudience("18ce54d4x5t", "1nmth",
                UploadSettings.Operation.UPDATE, clock.instant(), null));
        dialogs.answer("Discard");
        List<Long> resumed = new ArrayList<>();

        offers.offerEach(offer -> resumed.add(offer.job().id()));

        assertThat(resumed).isEmpty();
        assertThat(found()).isEmpty();
        assertThat(journal.find(job.id()).orElseThrow().status()).isEqualTo(UploadJob.Status.CANCELLED);
    }

    @Test
    void nothingIsAskedWhenNothingIsUnfinished() {
        offers.offerEach(offer -> { throw new AssertionError("nothing to resume"); });

        assertThat(dialogs.asked()).isEmpty();
    }
}

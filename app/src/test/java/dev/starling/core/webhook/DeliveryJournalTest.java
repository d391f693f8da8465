package dev.starling.core.webhook;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.store.DurableStore;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** X delivers at least once: the journal keeps every delivery and accepts each event once, even across a restart. */
class DeliveryJournalTest {

    @TempDir
    Path dir;

    private static Delivery signed(String body) {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        EventKey key = EventKey.of(bytes);
        return new Delivery(0, Instant.parse("2026-11-27T10:00:00Z"), Map.of("content-type", List.of("application/json")),
                bytes, DeliveryVerdict.ACCEPTED, key.key(), key.type());
    }

    private static String event(String uuid) {
        return "{\"data\":{\"event_uuid\":\"" + uuid + "\",\"event_type\":\"profile.update.bio\",\"payload\":{}}}";
    }

    @Test
    void theSecondCopyOfAnEventIsRecordedAsADuplicate() {
        try (DurableStore store = DurableStore.inMemory(dev.starling.boot.DurableMigrations.ALL); DeliveryJournal journal = new DeliveryJournal(store.database())) {
            Delivery first = journal.record(signed(event("u-1")));
            Delivery again = journal.record(signed(event("u-1")));
            Delivery other = journal.record(signed(event("u-2")));

            assertThat(first.verdict()).isEqualTo(DeliveryVerdict.ACCEPTED);
            assertThat(again.verdict()).isEqualTo(DeliveryVerdict.DUPLICATE);
            assertThat(other.verdict()).isEqualTo(DeliveryVerdict.ACCEPTED);
            assertThat(List.of(first.id(), again.id(), other.id())).doesNotHaveDuplicates();
            assertThat(journal.counts()).containsEntry(DeliveryVerdict.ACCEPTED, 2L).containsEntry(DeliveryVerdict.DUPLICATE, 1L);
        }
    }

    @Test
    void eventsAreKnownByWhatIdentifiesThem() {
        assertThat(EventKey.of(event("u-9").getBytes(StandardCharsets.UTF_8)))
                .isEqualTo(new EventKey("event:u-9", "profile.update.bio"));
        assertThat(EventKey.of("{\"data\":{\"id\":\"17\",\"text\":\"hi\"},\"matching_rules\":[]}".getBytes(StandardCharsets.UTF_8)))
                .isEqualTo(new EventKey("post:17", EventKey.STREAM_POST));
        assertThat(EventKey.of("{\"for_user_id\":\"1\",\"tweet_create_events\":[]}".getBytes(StandardCharsets.UTF_8)).type())
                .isEqualTo("tweet_create_events");
        assertThat(EventKey.of("not json".getBytes(StandardCharsets.UTF_8)).key()).startsWith("body:")
                .isEqualTo(EventKey.of("not json".getBytes(StandardCharsets.UTF_8)).key());
    }

    @Test
    void copiesArrivingAtTheSameMomentAreAcceptedOnce() throws Exception {
        try (DurableStore store = DurableStore.inMemory(dev.starling.boot.DurableMigrations.ALL); DeliveryJournal journal = new DeliveryJournal(store.database())) {
            ExecutorService pool = Executors.newFixedThreadPool(8);
            List<Future<Delivery>> futures = new ArrayList<>();
            for (int i = 0; i < 400; i++) {
                String uuid = "u-" + (i % 100);
                futures.add(pool.submit(() -> journal.record(signed(event(uuid)))));
            }
            long accepted = 0;
            for (Future<Delivery> future : futures) {
                if (future.get().verdict() == DeliveryVerdict.ACCEPTED) {
                    accepted++;
                }
            }
            pool.shutdown();

            assertThat(accepted).isEqualTo(100);
            assertThat(journal.counts()).containsEntry(DeliveryVerdict.DUPLICATE, 300L);
        }
    }

    @Test
    void aRefusedDeliveryIsKeptButNeverCountsAsTheEvent() {
        try (DurableStore store = DurableStore.inMemory(dev.starling.boot.DurableMigrations.ALL); DeliveryJournal journal = new DeliveryJournal(store.database())) {
            Delivery forged = signed(event("u-1"));
            Delivery refused = journal.record(new Delivery(0, forged.receivedAt(), forged.headers(), forged.body(),
                    DeliveryVerdict.REFUSED_SIGNATURE, forged.eventKey(), forged.eventType()));
            Delivery real = journal.record(signed(event("u-1")));

            assertThat(refused.verdict()).isEqualTo(DeliveryVerdict.REFUSED_SIGNATURE);
            assertThat(real.verdict()).isEqualTo(DeliveryVerdict.ACCEPTED);
            assertThat(journal.latest(10)).extracting(Delivery::bodyText).containsOnly(event("u-1"));
        }
    }

    @Test
    void whatWasRecordedSurvivesARestartAndAnEventSeenBeforeIsStillADuplicate() {
        try (DurableStore store = DurableStore.open(dir, dev.starling.boot.DurableMigrations.ALL); DeliveryJournal journal = new DeliveryJournal(store.database())) {
            journal.record(signed(event("u-1")));
        }
        try (DurableStore store = DurableStore.open(dir, dev.starling.boot.DurableMigrations.ALL); DeliveryJournal journal = new DeliveryJournal(store.database())) {
            assertThat(journal.latest(5)).hasSize(1);
            assertThat(journal.latest(5).get(0).headers()).containsKey("content-type");
            assertThat(journal.record(signed(event("u-1"))).verdict()).isEqualTo(DeliveryVerdict.DUPLICATE);
        }
    }
}
